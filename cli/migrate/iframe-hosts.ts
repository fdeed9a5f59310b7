import fs from 'node:fs';
import fg from 'fast-glob';

/** An iframe's `src` as pages write it in HTML or JSX: quoted, or a JSX string expression. */
const IFRAME_SRC = /<iframe\b[^>]*?\ssrc=\{?\s*["'`]([^"'`]+)["'`]/gi;

/**
 * The hosts the site's pages embed with `<iframe>` over https, sorted, for `markdown.iframeHosts`: docsgen removes an
 * iframe from any other host, and a migrated site would silently lose its videos and simulators. Hosts embedded over
 * plain http are listed apart: a page served over https cannot load them, and the config takes https hosts only.
 */
export function iframeHostsIn(folders: readonly string[]): { https: string[]; http: string[] } {
  const https = new Set<string>();
  const http = new Set<string>();
  for (const folder of folders) {
    if (!fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory()) continue;
    for (const file of fg.sync('**/*.{md,mdx}', { cwd: folder, absolute: true, ignore: ['**/node_modules/**'] })) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(IFRAME_SRC)) {
        const url = URL.parse(match[1]!.trim());
        if (url?.protocol === 'https:') https.add(url.hostname);
        else if (url?.protocol === 'http:') http.add(url.hostname);
      }
    }
  }
  return { https: [...https].sort(), http: [...http].filter((host) => !https.has(host)).sort() };
}
