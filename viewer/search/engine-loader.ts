import { searchPartFile } from '../../format/search/parts.ts';
import { onLiveUpdate } from '../data/live-updates.ts';
import { SplitSearchEngine } from '../../format/search/split-query.ts';
import type { Manifest, SearchIndexEntry, SearchIndexRef } from '../../format/site-format.ts';
import { fetchJson, fetchSiteJson } from '../data/fetch-json.ts';

/** The spec's error for an index that would come from another origin. */
export const UNEXPECTED_VERSION_URL = 'Unexpected version url';

/** The index of a version (the manifest's first, the current one, by default) in the site's locale. */
export function indexRefFor(manifest: Manifest, version?: string): SearchIndexRef {
  const refs = (manifest.search ?? []).filter((ref) => ref.locale === manifest.locale.path);
  const ref = refs.find((r) => r.version === (version || manifest.version.name)) ?? refs[0];
  if (!ref) throw new Error(UI.noSearchIndex);
  return ref;
}

/**
 * Where the index is, refusing any origin but the page's own: the index
 * decides what the reader is offered to open, so it must come from the site.
 */
export function indexUrl(manifest: Manifest, file: string): string {
  const url = new URL(file, new URL(manifest.site.baseUrl, location.href));
  if (url.origin !== location.origin) throw new Error(UNEXPECTED_VERSION_URL);
  return url.href;
}

const engines = new Map<string, Promise<SplitSearchEngine>>();
// Watch mode rebuilds an index under the same entry's name and then says the manifest changed: the next query loads
// the entry again, and the parts it names.
onLiveUpdate((update) => update.manifest && engines.clear());

/**
 * Loads an index's entry once per URL; a failed load is forgotten so the next focus retries. The engine fetches the
 * parts each query needs, from beside the entry.
 */
export function loadSearchEngine(manifest: Manifest, version?: string): Promise<SplitSearchEngine> {
  let url: string;
  let ref: SearchIndexRef;
  try {
    ref = indexRefFor(manifest, version);
    url = indexUrl(manifest, ref.file);
  } catch (e) {
    return Promise.reject(e as Error);
  }
  let pending = engines.get(url);
  if (!pending) {
    const part = (hash: string) => fetchJson<unknown>(indexUrl(manifest, searchPartFile(ref.file, hash)));
    pending = fetchSiteJson<SearchIndexEntry>(url).then((entry) => new SplitSearchEngine(entry, part));
    pending.catch(() => engines.delete(url));
    engines.set(url, pending);
  }
  return pending;
}
