import { MANIFEST_META_NAME, type Manifest } from '../site-format.ts';
import type { PageMeta } from '../compile/compile-site.ts';

export interface ShellAssets {
  manifestFile: string;
  scripts: string[];
  styles: string[];
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON that is safe inside an inline <script>. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028|\u2029/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);

/**
 * Shows the spec's wrong-base-path banner before any asset loads: when the
 * site is served under another path, the viewer's own files 404 and only
 * this inline script can speak. The suggestion strips the route's own path
 * from the address. Text goes in with textContent, never as HTML.
 */
function baseUrlCheck(baseUrl: string, route: string | null): string {
  return `(function(){var b=${scriptJson(baseUrl)},r=${scriptJson(route)},p=location.pathname;
if(p===b.slice(0,-1)||p.indexOf(b)===0)return;
var s=p.replace(/\\/(index\\.html)?$/,"")||"/";if(r&&r!=="/"&&s.slice(-r.length)===r)s=s.slice(0,-r.length);if(s.slice(-1)!=="/")s+="/";
var d=document.createElement("div");d.id="base-url-banner";d.setAttribute("role","alert");
d.textContent="Esta documentação não carregou corretamente. A baseUrl configurada é "+b+", mas a página foi aberta em "+p+". Sugestão: baseUrl = "+s;
document.body.insertBefore(d,document.body.firstChild);})();`;
}

export function htmlShell(manifest: Manifest, page: PageMeta | null, assets: ShellAssets): string {
  const { site, locale } = manifest;
  const base = site.baseUrl;
  const title = page ? (page.path === '/' ? [site.title, site.tagline].filter(Boolean).join(` ${site.titleDelimiter} `) : `${page.title} ${site.titleDelimiter} ${site.title}`) : `Página não encontrada ${site.titleDelimiter} ${site.title}`;
  const description = page?.description || site.tagline;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="strict-origin">',
    `<title>${escapeHtml(title)}</title>`,
    description ? `<meta name="description" content="${escapeHtml(description)}">` : '',
    page ? `<link rel="canonical" href="${escapeHtml(`${site.url}${base.replace(/\/$/, '')}${page.path === '/' ? '/' : page.path}`)}">` : '',
    page?.noindex || !page ? '<meta name="robots" content="noindex">' : '',
    site.favicon ? `<link rel="icon" href="${escapeHtml(site.favicon)}">` : '',
    `<meta name="${MANIFEST_META_NAME}" content="${escapeHtml(base + assets.manifestFile)}">`,
    // A gated viewer asks for the payload only once the gate has let the reader in, and with the reader's token
    // (so a host can check it); a preload would fetch it before, without the token, and go unused.
    page?.payload && !manifest.gate?.enabled ? `<link rel="preload" href="${escapeHtml(base + page.payload)}" as="fetch" crossorigin>` : '',
    ...assets.styles.map((f) => `<link rel="stylesheet" href="${escapeHtml(base + f)}">`),
    ...assets.scripts.map((f) => `<script type="module" src="${escapeHtml(base + f)}"></script>`),
  ].filter(Boolean);
  return `<!doctype html>
<html lang="${escapeHtml(locale.htmlLang)}" dir="${locale.direction}">
<head>
${head.join('\n')}
</head>
<body>
<div id="root"></div>
<noscript>Esta documentação precisa de JavaScript para ser exibida.</noscript>
<script>${baseUrlCheck(base, page?.path ?? null)}</script>
</body>
</html>
`;
}
