import { useEffect, useState } from 'react';
import type { SearchHit } from '../../format/search/query.ts';
import { normalizeSitePath, stripBase, withBase } from '../../format/routes.ts';
import { findRoute, useManifest } from '../data/manifest-context.tsx';
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
    const route = path === null ? undefined : findRoute(manifest, normalizeSitePath(path));
    if (!route) {
      setParts([]);
      return;
    }
    let live = true;
    loadPayload(withBase(base, `/${route.payload}`)).then(
      (payload) => live && setParts(snippetParts(sectionText(payload.html, hit.hash), matcherFor(hit.terms))),
      () => live && setParts([]),
    );
    return () => {
      live = false;
    };
  }, [hit, manifest]);
  return parts;
}
