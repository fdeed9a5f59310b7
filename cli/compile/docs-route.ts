import type { DocSource } from '../parse/doc.ts';
import { DOCS_ROUTE } from '../../format/routes.ts';

/** The id of the doc that /docs shows: the doc whose own route it is (docs/index.md, `slug: /`), else the main doc. */
export function docsRouteDocId(docs: readonly Pick<DocSource, 'id' | 'route'>[], mainDocId: string): string {
  return docs.find((d) => d.route === DOCS_ROUTE)?.id ?? mainDocId;
}

/**
 * Every route that shows a doc: its own, and /docs too for the doc shown there (see docsRouteDocId). The doc's
 * anchors hold at each of them, so a link to /docs#x is checked against that doc.
 */
export function routesOfDoc(doc: Pick<DocSource, 'id' | 'route'>, shownAtDocs: string | undefined): string[] {
  return doc.id === shownAtDocs && doc.route !== DOCS_ROUTE ? [doc.route, DOCS_ROUTE] : [doc.route];
}
