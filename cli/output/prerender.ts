import { draftNotice, htmlUiStrings } from '../site/page-notices.ts';
import { escapeHtml } from '../util/html.ts';
import type {
  BreadcrumbItem,
  CategoryIndexPayload,
  Home,
  ListingPayload,
  NavDropdown,
  NavLink,
  Manifest,
  PagePayload,
  RouteEntry,
  SidebarItem,
  StandalonePagePayload,
  TocItem,
} from '../../format/site-format.ts';
import { navDropdownTargets, navLinkTarget } from '../../format/navbar-links.ts';
import { pageHref } from '../../format/routes.ts';
import { sidebarHtmlClass } from '../../format/sidebar-html.ts';
import { CARD_ICONS, categoryCardText } from '../../format/category-cards.ts';
import type { RouteTable } from '../site/route-table.ts';
import type { UiStrings } from '../../format/ui-strings/pt-BR.ts';

/**
 * Static HTML of a page, written into its route file so that a reader sees
 * the content before the viewer's JavaScript runs (or without it). The
 * viewer replaces it on its first render with the same markup, so the class
 * names follow the viewer's components. Text is escaped; payload HTML is the
 * compiler's own output.
 */

/** What pages are drawn from: the manifest, with the routes and sidebars it names by file. */
export interface PrerenderSite {
  manifest: Manifest;
  table: RouteTable;
}

/** The viewer's text in the site locale's language, escaped for HTML. */
const uiOf = (manifest: Manifest) => htmlUiStrings(manifest.locale.htmlLang);

/** Sidebars larger than this stay out of each page (they would repeat in every file); the viewer draws them. */
const SIDEBAR_LIMIT = 24_000;

/** The configured logo, as the viewer's SiteLogo draws it. */
function logoHtml({ logo }: Manifest['navbar']): string {
  if (!logo) return '';
  const size = logo.width && logo.height ? ` width="${logo.width}" height="${logo.height}"` : '';
  const img = (src: string, variant: string) =>
    `<img class="navbar-logo${variant}" src="${escapeHtml(src)}" alt="${escapeHtml(logo.alt)}"${size}>`;
  return logo.srcDark ? img(logo.src, ' logo-light') + img(logo.srcDark, ' logo-dark') : img(logo.src, '');
}

const link = (href: string, text: string, cls = '', current = false) =>
  `<a href="${escapeHtml(href)}"${cls ? ` class="${cls}"` : ''}${current ? ' aria-current="page"' : ''}>${escapeHtml(text)}</a>`;

/** An icon of viewer/layout/icons.tsx, as React writes it. */
const icon = (size: number, path: string) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" ` +
  `stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${path}"></path></svg>`;
const CHEVRON = icon(14, 'M9 6l6 6-6 6');

/** A dropdown's button, closed, current as the viewer's NavbarDropdown marks it: when one of its entries is. */
function dropdownButton(item: NavDropdown, current: string, doc: IndexedRoute | undefined): string {
  const active = navDropdownTargets(item, current, doc).some((entry) => entry.isCurrent) ? ' navbar-link-active' : '';
  return (
    `<button type="button" class="navbar-link navbar-dropdown-button${active}" aria-expanded="false">` +
    `${escapeHtml(item.label)}</button>`
  );
}

/** A navbar link as the viewer's NavbarItems draws it on the page: a link to a doc, or the docsVersion item, in the
 * version of the doc shown. */
function navbarLink(item: NavLink, current: string, doc: IndexedRoute | undefined): string {
  const { label, href, isCurrent } = navLinkTarget(item, current, doc);
  return link(href, label, 'navbar-link', isCurrent);
}

function frame(manifest: Manifest, current: string, content: string, doc?: IndexedRoute): string {
  const { navbar, footer, site, announcementBar } = manifest;
  const ui = uiOf(manifest);
  const items = navbar.items
    // The versions' menu is the viewer's: it depends on the page shown.
    .filter((i): i is NavLink | NavDropdown => i.position === 'left' && i.type !== 'docsVersionDropdown')
    .map((i) => `<li>${i.type === 'dropdown' ? dropdownButton(i, current, doc) : navbarLink(i, current, doc)}</li>`)
    .join('');
  // As viewer/layout/AnnouncementBar.tsx draws it, its close button included, so that the bar keeps its height.
  const close = announcementBar?.isCloseable
    ? `<button type="button" class="icon-button announcement-close" aria-label="${ui.closeAnnouncement}">` +
      `${icon(18, 'M6 6l12 12M18 6L6 18')}</button>`
    : '';
  const bar = announcementBar
    ? `<div class="announcement-bar" role="region" aria-label="${ui.announcement}">` +
      `<div class="announcement-content" tabindex="-1">${announcementBar.html}</div>${close}</div>`
    : '';
  const footerLinks = footer.links.length
    ? `<nav aria-label="${ui.footer}"><ul class="footer-links">${footer.links.map((l) => `<li>${link(l.href, l.label)}</li>`).join('')}</ul></nav>`
    : '';
  return `<div class="app">${bar}<header class="navbar"><nav class="navbar-inner" aria-label="${ui.mainNavigation}"><a href="${escapeHtml(site.baseUrl)}" class="navbar-brand">${logoHtml(navbar)}<span>${escapeHtml(navbar.title)}</span></a><ul class="navbar-items">${items}</ul></nav></header><div class="app-body">${content}</div><footer class="footer"><div class="footer-inner"><div class="footer-brand"><span>${escapeHtml(navbar.title)}</span></div>${footerLinks}</div>${footer.copyright ? `<p class="footer-copyright">${escapeHtml(footer.copyright)}</p>` : ''}</footer></div>`;
}

/** An item's own class (`className`, `sidebar_class_name`) after the viewer's, as Docusaurus adds it. */
const withClass = (base: string, className: string | undefined) =>
  escapeHtml(className ? `${base} ${className}`.trim() : base);

function sidebarHtml(items: SidebarItem[], current: string): string {
  return `<ul class="sidebar-items">${items
    .map((item) => {
      if (item.type === 'link')
        return `<li${item.className ? ` class="${withClass('', item.className)}"` : ''}>${link(item.href, item.label, 'sidebar-link', item.href === current)}</li>`;
      if (item.type === 'html') return `<li class="${sidebarHtmlClass(item)}">${item.html}</li>`;
      const plain = item.collapsible === false ? 'sidebar-category-label' : 'sidebar-category-button';
      const label = item.href
        ? link(item.href, item.label, 'sidebar-link sidebar-category-link', item.href === current)
        : `<span class="${plain}">${escapeHtml(item.label)}</span>`;
      return `<li class="${withClass('sidebar-category', item.className)}"><div class="sidebar-category-row">${label}</div>${item.collapsed ? '' : sidebarHtml(item.items, current)}</li>`;
    })
    .join('')}</ul>`;
}

const sidebarCache = new WeakMap<RouteTable, Map<string, string>>();
const routeCache = new WeakMap<RouteTable, Map<string, IndexedRoute>>();

/** What the prerendered chrome reads of a route: a doc's (with its id), or a listing's. */
type IndexedRoute = Pick<RouteEntry, 'sidebar' | 'notice' | 'version'> & { docId?: string };

/** The sidebar of each route, doc or listing (a doc wins where both have a path, as in the viewer). */
function routeIndex(table: RouteTable): Map<string, IndexedRoute> {
  let index = routeCache.get(table);
  if (!index) routeCache.set(table, (index = new Map([...table.listings, ...table.routes].map((r) => [r.path, r]))));
  return index;
}

/**
 * A sidebar's HTML, drawn once per build rather than once per page (pages
 * times items grows quadratically); empty when it is too large to repeat.
 */
function sharedSidebar(table: RouteTable, name: string): string | undefined {
  let cache = sidebarCache.get(table);
  if (!cache) sidebarCache.set(table, (cache = new Map()));
  if (!cache.has(name)) {
    const items = table.sidebars[name];
    if (!items) return undefined;
    const html = sidebarHtml(items, '');
    cache.set(name, html.length <= SIDEBAR_LIMIT ? html : '');
  }
  return cache.get(name);
}

/** Marks the page's own link in a shared sidebar. */
function markCurrent(html: string, current: string): string {
  const needle = `<a href="${escapeHtml(current)}" class="sidebar-link`;
  return html.replace(needle, `<a href="${escapeHtml(current)}" aria-current="page" class="sidebar-link`);
}

function tocHtml(toc: TocItem[], ui: UiStrings): string {
  if (!toc.length) return '';
  const top = Math.min(...toc.map((i) => i.level));
  return `<nav class="toc" aria-label="${ui.onThisPage}"><p class="toc-title">${ui.onThisPage}</p><ul>${toc.map((i) => `<li class="toc-level-${i.level - top}"><a href="#${encodeURIComponent(i.id)}">${escapeHtml(i.text)}</a></li>`).join('')}</ul></nav>`;
}

/**
 * The contents above the title below 1200 px, closed, as viewer/navigation/Toc.tsx's TocCollapsible draws it: the
 * button takes its place before the viewer runs, so the title does not move down when it does.
 */
function tocCollapsibleHtml(toc: TocItem[], ui: UiStrings): string {
  if (!toc.length) return '';
  const top = Math.min(...toc.map((i) => i.level));
  const links = toc
    .map(
      (i) =>
        `<li class="toc-level-${i.level - top}"><a href="#${encodeURIComponent(i.id)}">${escapeHtml(i.text)}</a></li>`,
    )
    .join('');
  return (
    '<div class="toc-collapsible"><button type="button" class="toc-collapsible-button" aria-expanded="false" ' +
    `aria-controls="toc-collapsible-list">${ui.onThisPage}${CHEVRON}</button>` +
    `<nav id="toc-collapsible-list" class="toc" aria-label="${ui.onThisPage}" hidden=""><ul>${links}</ul></nav></div>`
  );
}

/** The Markdown menu's button beside the title, closed, as viewer/markdown/MarkdownActions.tsx draws it. */
const MARKDOWN_ACTIONS =
  '<div class="dropdown markdown-actions"><button type="button" class="dropdown-toggle markdown-actions-toggle" ' +
  `aria-expanded="false"><span>Markdown</span>${CHEVRON}</button></div>`;

/** The notes above an unlisted standalone page or a draft, then an untranslated one's, as the viewer writes them. */
function pageBanners(payload: { unlisted?: true; draft?: true; notice?: string }, ui: UiStrings): string {
  const unlisted = payload.unlisted
    ? `<p class="banner banner-info" role="note"><strong>${ui.unlistedPage}</strong> ${ui.unlistedPageText}</p>`
    : '';
  const draft = payload.draft ? draftNotice(ui) : '';
  const notice = payload.notice ? `<div>${payload.notice}</div>` : '';
  return unlisted + draft + notice;
}

function columns(sidebar: string | null, article: string, toc: TocItem[], ui: UiStrings): string {
  return `<div class="${sidebar === null ? 'docs-layout docs-layout-no-sidebar' : 'docs-layout'}">${sidebar ?? ''}<main id="main" class="docs-main" tabindex="-1"><article class="doc">${article}</article></main><aside class="docs-toc">${tocHtml(toc, ui)}</aside></div>`;
}

/** The docs sidebar beside a page, with the page's own link marked; null when the page has none. */
function sidebarOf(table: RouteTable, name: string | undefined, current: string, ui: UiStrings): string | null {
  const inner = name ? sharedSidebar(table, name) : undefined;
  return inner === undefined
    ? null
    : `<nav class="sidebar" aria-label="${ui.docsSidebar}">${markCurrent(inner, current)}</nav>`;
}

/** As viewer/navigation/Breadcrumbs.tsx draws them: the home icon first, the page's own crumb current and unlinked. */
function crumbsHtml(breadcrumb: BreadcrumbItem[], baseUrl: string, ui: UiStrings): string {
  const home =
    `<li><a href="${escapeHtml(baseUrl)}" class="breadcrumbs-home">${icon(16, 'M3 11l9-8 9 8M5 10v10h14V10')}` +
    `<span class="visually-hidden">${ui.homePage}</span></a></li>`;
  const items = breadcrumb.map((b, i) => {
    const last = i === breadcrumb.length - 1;
    const label = b.href && !last ? link(b.href, b.label) : `<span>${escapeHtml(b.label)}</span>`;
    return `<li${last ? ' aria-current="page"' : ''}>${label}</li>`;
  });
  return `<nav class="breadcrumbs" aria-label="${ui.breadcrumbs}"><ol>${home}${items.join('')}</ol></nav>`;
}

function docContent({ manifest, table }: PrerenderSite, path: string, payload: PagePayload): string {
  const route = routeIndex(table).get(path);
  const ui = uiOf(manifest);
  const sidebar = sidebarOf(table, route?.sidebar, pageHref(manifest.site, path), ui);
  // As viewer/pages/DocPage.tsx's Article: the banners, the contents' button, then the title and the Markdown menu.
  const title = payload.hideTitle ? '' : `<h1 class="doc-title">${escapeHtml(payload.heading ?? payload.title)}</h1>`;
  const actions = payload.markdown ? MARKDOWN_ACTIONS : '';
  const header = title || actions ? `<div class="doc-header">${title}${actions}</div>` : '';
  const banners = route?.notice ? `<div>${route.notice}</div>` : '';
  return columns(
    sidebar,
    crumbsHtml(payload.breadcrumb, manifest.site.baseUrl, ui) +
      `${banners}${tocCollapsibleHtml(payload.toc, ui)}${header}` +
      `<div class="markdown">${payload.html}</div>`,
    payload.toc,
    ui,
  );
}

/** A generated index page's cards, as viewer/pages/CategoryIndexPage.tsx draws them. */
function categoryIndexContent({ manifest, table }: PrerenderSite, path: string, payload: CategoryIndexPayload): string {
  const route = routeIndex(table).get(path);
  const ui = uiOf(manifest);
  const sidebar = sidebarOf(table, route?.sidebar, pageHref(manifest.site, path), ui);
  const description = payload.description
    ? `<p class="category-index-description">${escapeHtml(payload.description)}</p>`
    : '';
  const cards = payload.cards
    .map((card) => {
      const text = categoryCardText(card);
      return `<li><a href="${escapeHtml(card.href)}" class="${withClass('category-card', card.className)}"><h2 class="category-card-title"><span aria-hidden="true">${CARD_ICONS[card.kind]}</span> ${escapeHtml(card.label)}</h2>${text ? `<p class="category-card-description">${escapeHtml(text)}</p>` : ''}</a></li>`;
    })
    .join('');
  return columns(
    sidebar,
    crumbsHtml(payload.breadcrumb, manifest.site.baseUrl, ui) +
      `<h1 class="doc-title">${escapeHtml(payload.title)}</h1>` +
      `${description}<ul class="category-cards">${cards}</ul>`,
    [],
    ui,
  );
}

/** A standalone page, as viewer/listings/StandalonePageView.tsx draws it: no sidebar, breadcrumb or pager. */
function standaloneContent(payload: StandalonePagePayload, ui: UiStrings): string {
  // A React page is its component alone, mounted by the viewer (see StandalonePageView's ReactPageView).
  if (payload.react) return `<div id="main" class="react-page" tabindex="-1">${payload.html}</div>`;
  const heading = payload.heading ? `<h1 class="doc-title">${escapeHtml(payload.heading)}</h1>` : '';
  const banners = pageBanners(payload, ui);
  const main =
    `<main id="main" class="${withClass('docs-main', payload.wrapperClassName)}" tabindex="-1">` +
    `<article class="doc standalone-page">${banners}${tocCollapsibleHtml(payload.toc, ui)}${heading}` +
    `<div class="markdown">${payload.html}</div></article></main>`;
  const toc = payload.toc.length ? `<aside class="docs-toc">${tocHtml(payload.toc, ui)}</aside>` : '';
  return `<div class="docs-layout docs-layout-no-sidebar${payload.toc.length ? '' : ' docs-layout-no-toc'}">${main}${toc}</div>`;
}

function listingContent(site: PrerenderSite, path: string, payload: ListingPayload): string {
  const title = `<h1 class="doc-title">${escapeHtml(payload.title)}</h1>`;
  const ui = uiOf(site.manifest);
  switch (payload.kind) {
    case 'category-index':
      return categoryIndexContent(site, path, payload);
    case 'blog-post': {
      const notice = payload.notice ? `<div>${payload.notice}</div>` : '';
      return columns(null, `${notice}${title}<div class="markdown">${payload.html}</div>`, payload.toc, ui);
    }
    case 'blog-list':
      return columns(
        null,
        `${title}${payload.posts.map((p) => `<article class="post-card"><h2 class="post-card-title">${link(p.href, p.title)}</h2><div class="markdown">${p.excerptHtml}</div></article>`).join('')}`,
        [],
        ui,
      );
    case 'tag-index':
      return columns(
        null,
        `${title}<ul class="tag-index">${payload.tags.map((t) => `<li>${link(t.href, t.label, 'tag')}</li>`).join('')}</ul>`,
        [],
        ui,
      );
    case 'doc-tag':
      return columns(
        null,
        `${title}<ul class="doc-tag-list">${payload.docs.map((d) => `<li>${link(d.href, d.title, 'doc-tag-item')}</li>`).join('')}</ul>`,
        [],
        ui,
      );
    case 'page':
      return standaloneContent(payload, ui);
    case 'blog-archive':
      return columns(
        null,
        `${title}${payload.years.map((y) => `<section class="archive-year"><h2>${y.year}</h2><ul>${y.posts.map((p) => `<li>${link(p.href, p.title)}</li>`).join('')}</ul></section>`).join('')}`,
        [],
        ui,
      );
  }
}

function homeContent(manifest: Manifest, home: Home): string {
  const { site } = manifest;
  const entries = home.entries
    .map(
      (e) =>
        `<li><a href="${escapeHtml(e.href)}" class="home-entry"><h2>${escapeHtml(e.title)}</h2><p>${escapeHtml(e.text)}</p>${e.label ? `<span class="home-entry-more">${escapeHtml(e.label)}</span>` : ''}</a></li>`,
    )
    .join('');
  return `<main id="main" class="home" tabindex="-1"><section class="hero"><div class="hero-inner"><h1 class="hero-title">${escapeHtml(site.title)}</h1><p class="hero-tagline">${escapeHtml(site.tagline)}</p>${link(home.cta.href, home.cta.label, 'button button-primary button-large')}</div></section><ul class="home-entries">${entries}</ul></main>`;
}

/** As viewer/pages/NotFoundPage.tsx draws it, without its link home. */
const notFound = (ui: UiStrings) =>
  '<main id="main" class="not-found" tabindex="-1"><p class="not-found-code" aria-hidden="true">404</p>' +
  `<h1>${ui.notFoundTitle}</h1><p>${ui.notFoundText}</p><p>${ui.notFoundHelp}</p></main>`;

/**
 * The page's static HTML. `payloadJson` is the route's payload; without one
 * the page is the home, the search page or the not-found page.
 */
export function prerenderPage(site: PrerenderSite, path: string | null, payloadJson: string | undefined): string {
  const { manifest } = site;
  const current = path === null ? '' : pageHref(manifest.site, path);
  let content: string;
  if (payloadJson) {
    const payload = JSON.parse(payloadJson) as PagePayload | ListingPayload;
    content = 'kind' in payload ? listingContent(site, path ?? '', payload) : docContent(site, path ?? '', payload);
  } else if (path === '/' && manifest.home) content = homeContent(manifest, manifest.home);
  else if (path === null) content = notFound(uiOf(manifest));
  else content = `<main id="main" class="search-page" tabindex="-1"><h1>${uiOf(manifest).searchDocs}</h1></main>`;
  const route = path === null ? undefined : routeIndex(site.table).get(path);
  return frame(manifest, current, content, route?.docId === undefined ? undefined : route);
}

/**
 * The fallback shell's static HTML: the navbar and footer around an empty content, so that the chrome shows before the
 * viewer runs and stays in place when it draws the route, whichever route that is.
 */
export function prerenderFrame(site: PrerenderSite): string {
  return frame(site.manifest, '', '<main id="main" tabindex="-1"></main>');
}
