import { MANIFEST_META_NAME, type Manifest } from '../../format/site-format.ts';
import { pageHeadTags } from './page-head.ts';
import type { FeedLink } from '../site/feeds.ts';
import { escapeHtml } from '../util/html.ts';
import { pageHref } from '../../format/routes.ts';
import { UI_STRINGS, uiLanguageOf } from '../../format/ui-strings/language.ts';
import { contentSecurityPolicy } from '../site/content-security-policy.ts';
import type { PageMeta } from './compiled-site.ts';

export interface ShellAssets {
  manifestFile: string;
  /**
   * Whether the shells preload the manifest: a build's, named by its content. Not watch's, which changes under the
   * same name as pages are saved: a preload would hand the viewer the manifest as it was when the page loaded.
   */
  preloadManifest?: boolean;
  /** The viewer's entry modules, loaded by the shell's loader script (see viewerLoader). */
  scripts: string[];
  /** The chunks `scripts` import statically (ViewerAssets.scriptImports), preloaded with them. */
  scriptImports?: string[];
  styles: string[];
  /** The access gate's chunks (ViewerAssets.gateScripts): preloaded on a site whose gate is on, which loads them first. */
  gateScripts?: string[];
  /** Classic scripts loaded the same way after the modules: `watch`'s live-reload client. */
  classicScripts?: string[];
  /** The blog's feeds, each a `<link rel="alternate">` in every page's head. */
  feedLinks?: readonly FeedLink[];
}

/**
 * The fallback shell's page (see FALLBACK_SHELL): any route without a file of its own. What it says must hold for all
 * of them: the site's title and tagline, and neither a canonical URL nor noindex, which the route's page would belie.
 */
export const ANY_ROUTE = 'any-route';

/** A shell's page: a route's, any route's (the fallback shell), or none (the not-found shell). */
export type ShellPage = PageMeta | typeof ANY_ROUTE | null;

/** JSON that is safe inside an inline <script>. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);

/**
 * Marks the page when one of the viewer's scripts fails to load. Resource
 * errors do not bubble, so it listens in the capture phase, before the
 * scripts are even requested.
 */
const SCRIPT_FAILURE_WATCH = `addEventListener("error",function(e){var t=e.target;if(t&&t.tagName==="SCRIPT"){document.documentElement.setAttribute("data-viewer-failed","");dispatchEvent(new Event("docsgen-viewer-failed"))}},true);`;

/**
 * Loads the viewer. The Content-Security-Policy trusts only the shell's own inline scripts (by hash) and what they
 * load ('strict-dynamic'), so a `<script src>` that reaches a page's HTML (raw HTML kept with `rawHtml: "trusted"`,
 * or an `<iframe srcdoc>`, which inherits the policy) does not run, even from the site's own origin: a script written
 * into the page by the parser is not one the loader inserted. The viewer's chunks and islands, imported by the entry
 * module, are trusted through it. It runs at the end of the body, once `#root` exists: a module inserted by script
 * runs as soon as it arrives, not after parsing as a parser-inserted one would.
 */
function viewerLoader(modules: readonly string[], classic: readonly string[]): string {
  return `(function(){function l(s,m){var e=document.createElement("script");if(m)e.type="module";else e.async=false;e.src=s;document.head.appendChild(e)}
var m=${scriptJson(modules)},c=${scriptJson(classic)},i;for(i=0;i<m.length;i++)l(m[i],1);for(i=0;i<c.length;i++)l(c[i],0);})();`;
}

/**
 * Shows the spec's wrong-base-path banner: when the site is served under
 * another path, the viewer's own files 404 and only this inline script can
 * speak. It speaks at once when the address is outside baseUrl, and once
 * the document is parsed (when failed module scripts have reported) when a
 * script failed and the address suggests another base (a module the loader inserted may fail after the document
 * is parsed, so a failure reported later is heard too): under a root
 * baseUrl every address is "inside" it. The suggestion strips the route's
 * own (decoded) path from the address; the not-found page has no route to
 * strip, so there a failed script says nothing. Text goes in with
 * textContent, never as HTML. The route comes from the script element's
 * `data-route`, so that the script is the same on every page and one hash
 * in the Content-Security-Policy allows it everywhere.
 */
function baseUrlCheck(baseUrl: string): string {
  return `(function(){var b=${scriptJson(baseUrl)},r=document.currentScript.getAttribute("data-route"),p=location.pathname,h=document.documentElement,s=p;
try{s=decodeURIComponent(p)}catch(e){}
s=s.replace(/(\\/index)?\\.html$|\\/$/,"")||"/";if(r&&r!=="/"&&s.slice(-r.length)===r)s=s.slice(0,-r.length);if(s.slice(-1)!=="/")s+="/";
function show(){if(document.getElementById("base-url-banner"))return;var d=document.createElement("div");d.id="base-url-banner";d.setAttribute("role","alert");
d.textContent="Esta documentação não carregou corretamente. A baseUrl configurada é "+b+", mas a página foi aberta em "+p+". Sugestão: baseUrl = "+s;
document.body.insertBefore(d,document.body.firstChild);}
if(!(p===b.slice(0,-1)||p.indexOf(b)===0))return show();
function late(){if(h.hasAttribute("data-viewer-failed")&&document.body)show();}
if(r&&s!==b){document.addEventListener("DOMContentLoaded",late);addEventListener("docsgen-viewer-failed",late);}})();`;
}

/**
 * Applies the colour mode and the announcement bar's dismissal before first
 * paint, so a dark-mode reader never sees a white flash. Mirrors
 * viewer/theme/color-mode.ts: a stored "light" or "dark" wins; otherwise the
 * system preference when the config respects it, else the default mode.
 */
function beforePaint(manifest: Manifest): string {
  const options = manifest.colorMode ?? { defaultMode: 'light', respectPrefersColorScheme: false };
  const bar = manifest.announcementBar?.id ?? null;
  return `(function(){var d=document.documentElement,m=${scriptJson(options.defaultMode)},r=${scriptJson(options.respectPrefersColorScheme)},a=${scriptJson(bar)};
try{var s=localStorage.getItem("theme");if(s==="light"||s==="dark")m=s;else if(r)m=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";
if(a&&localStorage.getItem("docusaurus.announcement.id")===a&&localStorage.getItem("docusaurus.announcement.dismiss")==="true")d.setAttribute("data-announcement-bar-initially-dismissed","true");}catch(e){}
d.setAttribute("data-theme",m);})();`;
}

/** The brand's sprout, inline so that no request can miss. */
const FAVICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#2e7d32"/><path d="M16 26V15" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/><path d="M16 16c0-5 3.5-8.5 9-8.5 0 5.5-3.5 9-9 8.5z" fill="#fff"/><path d="M16 19c0-4-3-7-8-7 0 4.5 3 7.5 8 7z" fill="#fff" opacity=".8"/></svg>')}`;

/**
 * Writes the HTML shells of one build. What every page shares (the
 * before-paint script, icons, the manifest's address, styles and scripts)
 * is built once, not once per page.
 */
export function shellWriter(manifest: Manifest, assets: ShellAssets): (shown: ShellPage, body?: string) => string {
  const { site, locale } = manifest;
  const base = site.baseUrl;
  const inline = {
    beforePaint: beforePaint(manifest),
    baseUrlCheck: baseUrlCheck(base),
    loader: viewerLoader(
      assets.scripts.map((f) => base + f),
      assets.classicScripts ?? [],
    ),
  };
  const policy = contentSecurityPolicy(manifest.policy, [
    inline.beforePaint,
    SCRIPT_FAILURE_WATCH,
    inline.loader,
    inline.baseUrlCheck,
  ]);
  const opening = `<!doctype html>
<html lang="${escapeHtml(locale.htmlLang)}" dir="${locale.direction}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="strict-origin">
<script>${inline.beforePaint}</script>
<link rel="icon" href="${FAVICON}">`;
  const siteIcon = site.favicon ? `<link rel="icon" href="${escapeHtml(site.favicon)}">` : '';
  const feedLinks = (assets.feedLinks ?? []).map(
    (f) => `<link rel="alternate" type="${f.mediaType}" href="${escapeHtml(f.href)}" title="${escapeHtml(f.title)}">`,
  );
  const manifestMeta = `<meta name="${MANIFEST_META_NAME}" content="${escapeHtml(base + assets.manifestFile)}">`;
  const assetTags = [
    ...assets.styles.map((f) => `<link rel="stylesheet" href="${escapeHtml(base + f)}">`),
    // Fetched while the page is parsed; the loader at the end of the body runs it once #root exists.
    ...[
      ...assets.scripts,
      ...(assets.scriptImports ?? []),
      ...(manifest.gate?.enabled ? (assets.gateScripts ?? []) : []),
    ].map((f) => `<link rel="modulepreload" href="${escapeHtml(base + f)}">`),
  ];
  const home = [site.title, site.tagline].filter(Boolean).join(` ${site.titleDelimiter} `);
  // A gated viewer asks for the payload only once the gate has let the reader in, and with the reader's token
  // (so a host can check it); a preload would fetch it before, without the token, and go unused. The route's shard
  // and sidebar are preloaded with it, so that the first paint waits on no second round trip.
  const preloads = !manifest.gate?.enabled;
  return (shown, body = '') => {
    const anyRoute = shown === ANY_ROUTE;
    const page = anyRoute ? null : shown;
    // A page without a title of its own (the home page, a React page, whose title only its component knows) has the site's.
    const title = page
      ? (page.path === '/' && !page.payload) || !page.title
        ? home
        : `${page.title} ${site.titleDelimiter} ${site.title}`
      : anyRoute
        ? home
        : `${UI_STRINGS[uiLanguageOf(locale.htmlLang)].notFoundTitle} ${site.titleDelimiter} ${site.title}`;
    const description = page?.description || site.tagline;
    const head = [
      opening,
      `<title>${escapeHtml(title)}</title>`,
      description ? `<meta name="description" content="${escapeHtml(description)}">` : '',
      page
        ? `<link rel="canonical" href="${escapeHtml(page.canonical ?? `${site.url}${pageHref(site, page.path)}`)}">`
        : '',
      ...(page ? localeAlternates(manifest, page.path) : []),
      page?.noindex || shown === null ? '<meta name="robots" content="noindex">' : '',
      ...(page ? pageHeadTags(site, page) : []),
      ...(page?.headTags ?? []),
      siteIcon,
      manifestMeta,
      ...feedLinks,
      // The manifest first: the viewer asks for it only once its script has run, a round trip after the page's own
      // files. The fallback shell cannot name the route's files; the manifest it can.
      ...[
        ...(assets.preloadManifest ? [assets.manifestFile] : []),
        ...(page?.routeFiles ?? []),
        ...(page?.payload ? [page.payload] : []),
      ].map((file) =>
        preloads ? `<link rel="preload" href="${escapeHtml(base + file)}" as="fetch" crossorigin>` : '',
      ),
      `<script>${SCRIPT_FAILURE_WATCH}</script>`,
      ...assetTags,
    ].filter(Boolean);
    return `${head.join('\n')}
</head>
<body>
<div id="root">${body}</div>
<script>${inline.loader}</script>
<script${page ? ` data-route="${escapeHtml(page.path)}"` : ''}>${inline.baseUrlCheck}</script>
</body>
</html>
`;
  };
}

/**
 * On a site with translations, the same page in every locale (each builds every page, an untranslated one in the
 * default locale's text) as hreflang alternates, the default locale's as `x-default`, as Docusaurus writes them.
 */
function localeAlternates({ site, locales }: Manifest, path: string): string[] {
  if (locales.length < 2) return [];
  const url = (baseUrl: string) => escapeHtml(`${site.url}${pageHref({ ...site, baseUrl }, path)}`);
  return [
    ...locales.map((l) => `<link rel="alternate" hreflang="${escapeHtml(l.htmlLang)}" href="${url(l.baseUrl)}">`),
    `<link rel="alternate" hreflang="x-default" href="${url(locales[0]!.baseUrl)}">`,
  ];
}

/** One page's shell; a build writes many with shellWriter. */
export function htmlShell(manifest: Manifest, page: PageMeta | null, assets: ShellAssets, body = ''): string {
  return shellWriter(manifest, assets)(page, body);
}
