import type { ReferenceResolvers } from '../../cli/render/render-doc.ts';

/** Leaves every link and image as written, for tests of rendering alone. */
export const identity: ReferenceResolvers = {
  rewriteHref: (link) => link.href,
  resolveImage: (ref) => ({ src: ref.href }),
};
