import path from 'node:path';
import { FORMAT_VERSION, type StandalonePagePayload } from '../../format/site-format.ts';
import { islandId } from '../mdx/islands/island-ids.ts';
import type { IslandUse } from '../mdx/mdx-context.ts';
import type { BuiltListing } from '../site/listings/listing.ts';

/** What a React page of the pages folder contributes: its listing (route, payload) and its island, for the bundle. */
export interface ReactPage {
  /** A StandalonePage (see compile-pages.ts). */
  page: BuiltListing & { file: string; fromSlug: false };
  island: IslandUse;
}

/**
 * A React page (`src/pages/api.tsx` at `/api`), as Docusaurus's pages plugin makes it: the module's default export
 * is the whole page, drawn by the viewer inside the site's navbar and footer (Docusaurus's `<Layout>` draws them
 * there; `@theme/Layout` is a pass-through for islands, so a page that wraps itself in it gets no second navbar).
 * The payload's body is one island placeholder; the component is bundled with the site's other islands. Its title is
 * the one `<Layout title>` sets in the browser: the build cannot know it without running the page, so the page's
 * HTML shell and the sitemap have the site's title, and search does not index it.
 */
export function reactPage(
  dir: string,
  rel: string,
  route: string,
  where: { siteDir: string; cwd: string; source: string },
): ReactPage {
  const file = path.join(dir, rel);
  const site = path.relative(where.siteDir, file).split(path.sep).join('/');
  const id = islandId(`${site}#default`);
  const island: IslandUse = {
    id,
    name: site,
    export: 'default',
    module: { specifier: `./${path.basename(file)}`, resolveDir: path.dirname(file) },
    file,
    line: 1,
    column: 1,
  };
  const payload: StandalonePagePayload = {
    formatVersion: FORMAT_VERSION,
    kind: 'page',
    title: '',
    description: '',
    html: `<div class="island island-page" data-island="${id}"></div>`,
    toc: [],
    source: where.source,
    islands: [id],
    react: true,
  };
  return {
    page: {
      file: path.relative(where.cwd, file),
      fromSlug: false,
      path: route,
      payload,
      name: `pages/${rel.replace(/\.[jt]sx?$/, '')}`,
      description: '',
    },
    island,
  };
}
