import { FORMAT_VERSION } from '../../format/site-format.ts';
import { storedToken } from '../gate/token-storage.ts';

/** A file of the site that could not be used; the error screen names it. */
export class SiteFileError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = 'SiteFileError';
  }
}

/**
 * Fetches a manifest or payload and refuses a format this viewer does not
 * know, e.g. a tab left open across a deploy.
 */
export async function fetchSiteJson<T extends { formatVersion: number }>(
  url: string,
  signal?: AbortSignal,
): Promise<T> {
  const data = await fetchJson<T>(url, signal);
  if (data?.formatVersion !== FORMAT_VERSION) {
    throw new SiteFileError(
      url,
      `${UI.format} ${String(data?.formatVersion)} ${UI.unknownFormat} ${FORMAT_VERSION}. ${UI.reloadPage}`,
    );
  }
  return data;
}

/** Fetches a file of the site as JSON, with the reader's token; for files named by one whose format was checked (a search index's parts). */
export async function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    // The reader's token goes along so that a host can refuse payloads to readers without one (docs/pages/deploy/nginx.md).
    const token = storedToken();
    response = await fetch(url, { signal, ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}) });
  } catch (e) {
    if (signal?.aborted) throw e;
    throw new SiteFileError(url, UI.networkFailure);
  }
  if (!response.ok) throw new SiteFileError(url, `${UI.serverAnswered} ${response.status}`);
  let data: T;
  try {
    data = (await response.json()) as T;
  } catch {
    throw new SiteFileError(url, UI.notJson);
  }
  return data;
}
