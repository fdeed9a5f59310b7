import type { DocSource } from '../sources/doc.ts';

/**
 * The id of the doc that the docs' base route (`docsRoute`, "/docs") shows: the doc whose own route it is
 * (docs/index.md, `slug: /`), else the main doc, unless something else has the route (`takenElsewhere`): the config's
 * home page when the docs are served at "/", or a standalone page there. Then no doc is shown there but its own.
 */
export function docsRouteDocId(
  docs: readonly Pick<DocSource, 'id' | 'route'>[],
  mainDocId: string,
  docsRoute: string,
  takenElsewhere: boolean,
): string | undefined {
  const own = docs.find((d) => d.route === docsRoute)?.id;
  if (own !== undefined) return own;
  return takenElsewhere ? undefined : mainDocId;
}

/**
 * Every route that shows a doc: its own, and the docs' base route too for the doc shown there (see
 * docsRouteDocId). The doc's anchors hold at each of them, so a link to /docs#x is checked against that doc.
 */
export function routesOfDoc(
  doc: Pick<DocSource, 'id' | 'route'>,
  shownAtDocs: string | undefined,
  docsRoute: string,
): string[] {
  return doc.id === shownAtDocs && doc.route !== docsRoute ? [doc.route, docsRoute] : [doc.route];
}
