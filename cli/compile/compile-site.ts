import { createHash } from 'node:crypto';
import path from 'node:path';
import { error, type Diagnostic } from '../diagnostics.ts';
import type { LoadedConfig } from '../config/load-config.ts';
import { checkLinks, type LinkSite } from '../links/check-links.ts';
import { hrefFor, resolveLink, type LinkContext } from '../links/resolve.ts';
import { navigationByDocId } from '../navigation.ts';
import { loadLanguages } from '../render/highlight.ts';
import { fenceLanguages } from '../render/plugins/code-fence.ts';
import { renderDoc } from '../render/render-doc.ts';
import { buildSearchIndex } from '../search/build-index.ts';
import { searchSectionsOfDoc } from '../search/doc-page.ts';
import type { PageSections } from '../search/sections.ts';
import { buildSidebars } from '../sidebars.ts';
import { FORMAT_VERSION, type Manifest, type RouteEntry } from '../site-format.ts';
import { configLinks } from './config-links.ts';
import { loadSources } from './load-sources.ts';
import { buildPayload } from './payload.ts';

export interface CompileOptions {
  /** Keep draft docs (watch mode). */
  drafts: boolean;
  cwd: string;
  /**
   * Called with every page route once the sources are parsed, and with every
   * payload as soon as it is rendered, so the caller can write files while
   * rendering goes on. On failure the caller discards what it was given.
   */
  onRoutes?(paths: string[]): void;
  onPayload?(file: string, json: string): void;
}

/** What the HTML shell of one route needs. */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  payload?: string;
  noindex?: boolean;
}

export interface CompiledSite {
  manifest: Manifest;
  /** Payload JSON by file name relative to the site root. */
  payloadFiles: Map<string, string>;
  pages: PageMeta[];
}

/** Routes the viewer renders by itself; links may point at them. */
export const VIEWER_ROUTES = ['/', '/search'];
const DOCS_ROUTE = '/docs';

/** Runs every stage from sources to the in-memory site. Diagnostics with errors mean nothing may be written. */
export async function compileSite(loaded: LoadedConfig, options: CompileOptions): Promise<{ site?: CompiledSite; diagnostics: Diagnostic[] }> {
  const { config } = loaded;
  const base = config.baseUrl;
  const { sources, diagnostics } = loadSources(loaded.contentDir, options.cwd, options.drafts);
  const { docs } = sources;
  options.onRoutes?.([DOCS_ROUTE, ...docs.map((d) => d.route)]);
  const routeByRelPath = new Map(docs.map((d) => [d.relPath, d.route]));
  const routeById = new Map(docs.map((d) => [d.id, d.route]));
  await loadLanguages(docs.flatMap((d) => fenceLanguages(d.body)));

  const hrefOfRoute = (route: string) => hrefFor({ kind: 'page', path: route, hash: '', suffix: '' }, route, base);
  const built = buildSidebars(
    config.sidebars,
    docs.map((doc) => ({ doc, label: doc.frontMatter.sidebar_label ?? doc.title })),
    sources.categories,
    hrefOfRoute,
  );
  for (const problem of built.problems) {
    const at = loaded.locate(['sidebars', ...problem.jsonPath]);
    diagnostics.push(error(loaded.file, at.line, at.column, problem.message));
  }
  const navigation = navigationByDocId(built.sidebars);

  const anchorsByRoute = new Map<string, ReadonlySet<string>>();
  const linkSites: LinkSite[] = [];
  const payloadFiles = new Map<string, string>();
  const routeEntries: RouteEntry[] = [];
  const pages: PageMeta[] = [];
  const searchPages: PageSections[] = [];
  for (const doc of docs) {
    const context: LinkContext = { fromRoute: doc.route, fromRelPath: doc.relPath, routeByRelPath, baseUrl: base };
    const rendered = renderDoc(doc, (href) => hrefFor(resolveLink(href, context), href, base));
    anchorsByRoute.set(doc.route, rendered.anchors);
    for (const link of rendered.links) linkSites.push({ file: doc.file, ...link, context });

    const nav = navigation.get(doc.id);
    const payload = buildPayload(doc, rendered, nav, config, path.relative(options.cwd, path.join(loaded.contentDir, 'docs', doc.relPath)));
    const json = JSON.stringify(payload);
    const file = `data/${doc.id}.${contentHash(json)}.json`;
    payloadFiles.set(file, json);
    options.onPayload?.(file, json);
    const fm = doc.frontMatter;
    if (!fm.draft && !fm.unlisted) searchPages.push(searchSectionsOfDoc(doc, rendered, payload.breadcrumb, hrefOfRoute(doc.route)));
    const entry: RouteEntry = {
      path: doc.route,
      docId: doc.id,
      payload: file,
      ...(nav ? { sidebar: nav.sidebar } : {}),
      ...(fm.unlisted ? { unlisted: true as const } : {}),
      ...(fm.draft ? { draft: true as const } : {}),
    };
    const meta: PageMeta = { path: doc.route, title: payload.title, description: payload.description, payload: file, ...(fm.unlisted ? { noindex: true } : {}) };
    routeEntries.push(entry);
    pages.push(meta);
    if (doc.id === config.version.mainDocId) {
      routeEntries.push({ ...entry, path: DOCS_ROUTE });
      pages.push({ ...meta, path: DOCS_ROUTE });
    }
  }

  const rootContext: LinkContext = { fromRoute: '/', routeByRelPath, baseUrl: base };
  const links = configLinks(loaded, routeById, rootContext);
  const navbarItems = config.navbar.items.map((item, i) => ({ label: item.label, position: item.position, href: links.hrefOf(item, ['navbar', 'items', i]) }));
  const footerLinks = config.footer.links.map((item, i) => ({ label: item.label, href: links.hrefOf(item, ['footer', 'links', i]) }));
  const home = {
    cta: { label: config.home.cta.label, href: links.hrefOf(config.home.cta, ['home', 'cta']) },
    entries: config.home.entries.map((e, i) => ({ title: e.title, text: e.text, href: links.hrefOf(e, ['home', 'entries', i]) })),
  };
  if (!routeById.has(config.version.mainDocId)) {
    const at = loaded.locate(['version', 'mainDocId']);
    diagnostics.push(error(loaded.file, at.line, at.column, `version.mainDocId: no doc has the id "${config.version.mainDocId}"`));
  }
  diagnostics.push(...links.diagnostics);

  const routes = new Set([...VIEWER_ROUTES, DOCS_ROUTE, ...docs.map((d) => d.route)]);
  diagnostics.push(...checkLinks([...linkSites, ...links.sites], { routes, anchorsByRoute }));
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };

  const search = buildSearchIndex(searchPages, { version: config.version.name, locale: config.locale.path });
  payloadFiles.set(search.ref.file, search.json);
  options.onPayload?.(search.ref.file, search.json);

  const manifest: Manifest = {
    formatVersion: FORMAT_VERSION,
    site: { title: config.title, tagline: config.tagline, titleDelimiter: config.titleDelimiter, baseUrl: base, url: config.url },
    locale: config.locale,
    navbar: { title: config.navbar.title, items: navbarItems },
    footer: { links: footerLinks, copyright: config.footer.copyright },
    home,
    sidebars: built.sidebars,
    routes: routeEntries,
    version: {
      name: config.version.name,
      label: config.version.label,
      isLast: true,
      path: DOCS_ROUTE,
      mainDocId: config.version.mainDocId,
      draftIds: sources.draftIds,
    },
    search: [search.ref],
  };
  return { site: { manifest, payloadFiles, pages }, diagnostics };
}

export function contentHash(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 10);
}
