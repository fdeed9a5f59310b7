import { pathMap } from './site-files.ts';

/**
 * The files of a site that name a doc's payload or show its body, drawn again after an edit that changed only what
 * the body renders to (see buildEditedDocs): from the site's own files, by replacing the old payload's name and HTML
 * with the new ones, which gives the bytes a build of the whole site writes.
 */

/** `text` with each payload file name of `renames` (old to new) replaced. */
export function withRenames(text: string, renames: ReadonlyMap<string, string>): string {
  let renamed = text;
  for (const [from, to] of renames) renamed = renamed.replaceAll(from, to);
  return renamed;
}

/**
 * A route's HTML page drawn from the new payload: its pre-rendered body shows the payload's HTML once, in the
 * Markdown's element (see prerenderPage), or nothing at all on a gated site. Undefined when the page does not show
 * the old HTML exactly once: it is drawn otherwise, and only a build of the whole site draws it.
 */
export function routePageWith(
  html: string,
  payloads: { before: string; after: string },
  renames: ReadonlyMap<string, string>,
): string | undefined {
  const before = markdownElement(payloads.before);
  const at = html.indexOf(before);
  if (at < 0) return html.includes('<div id="root"></div>') ? withRenames(html, renames) : undefined;
  if (html.indexOf(before, at + 1) >= 0) return undefined;
  const drawn = html.slice(0, at) + markdownElement(payloads.after) + html.slice(at + before.length);
  return withRenames(drawn, renames);
}

const markdownElement = (payloadJson: string) =>
  `<div class="markdown">${(JSON.parse(payloadJson) as { html: string }).html}</div>`;

/**
 * The map of hashed files (see hashedFilesMap) without the files `dropped` says, with `added`: the lines of the
 * same files in the same order as a build writes them.
 */
export function hashedFilesWith(
  map: string,
  baseUrl: string,
  dropped: (file: string) => boolean,
  added: readonly string[],
): string {
  const files = map
    .split('\n')
    .filter((line) => line.length)
    .map((line) => (JSON.parse(line.slice(0, line.lastIndexOf(' '))) as string).slice(baseUrl.length))
    .filter((file) => !dropped(file));
  return pathMap(baseUrl, [...files, ...added]);
}
