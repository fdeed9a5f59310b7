import type { ReferenceResolvers } from '../../cli/render/render-doc.ts';

/** Leaves every link and image as written, for tests of rendering alone; a page with errors fails the test. */
export const identity: ReferenceResolvers = {
  rewriteHref: (link) => link.href,
  resolveImage: (ref) => ({ src: ref.href }),
  report: (line, column, message) => {
    throw new Error(`${line}:${column}: ${message}`);
  },
};
