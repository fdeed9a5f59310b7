import { useEffect, useState } from 'react';
import type { SearchHit } from '../../format/search/query.ts';
import { stripBase, withBase } from '../../format/routes.ts';
import { useManifest } from '../data/manifest-context.tsx';
import { resolveRoute } from '../navigation/use-route.ts';
import { loadPayload } from '../data/use-payload.ts';
import { matcherFor, type TextPart } from './mark-terms.ts';
import { sectionText, snippetParts } from './snippet.ts';

/** A hit's snippet, read from its page's payload (which the index does not repeat); null while it loads. */
export function useSnippet(hit: SearchHit): TextPart[] | null {
  const manifest = useManifest();
  const [parts, setParts] = useState<TextPart[] | null>(null);
  useEffect(() => {
    const base = manifest.site.baseUrl;
    const path = stripBase(hit.page.url, base);
    let live = true;
    const route = path === null ? Promise.resolve(undefined) : resolveRoute(manifest, path);
    route.then((resolved) => (resolved?.kind === 'doc' ? loadPayload(withBase(base, `/${resolved.route.payload}`)) : Promise.reject(new Error('no doc')))).then(
      (payload) => live && setParts(snippetParts(sectionText(payload.html, hit.hash), matcherFor(hit.terms))),
      () => live && setParts([]),
    );
    return () => {
      live = false;
    };
  }, [hit, manifest]);
  return parts;
}
