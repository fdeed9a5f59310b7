import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { PagePayload, RouteEntry } from '../../format/site-format.ts';
import { normalizeSitePath, pageHref } from '../../format/routes.ts';
import { useManifest } from '../data/manifest-context.tsx';
import { writeStorage } from '../data/storage.ts';
import { usePayload } from '../data/use-payload.ts';
import { usePageTitle } from '../layout/use-page-title.ts';
import { Breadcrumbs } from '../navigation/Breadcrumbs.tsx';
import { Pager } from '../navigation/Pager.tsx';
import { payloadUrl } from '../navigation/resolve-route.ts';
import { useRoute, useSidebar } from '../navigation/use-route.ts';
import { Sidebar } from '../navigation/Sidebar.tsx';
import { Toc, TocCollapsible } from '../navigation/Toc.tsx';
import { useInternalLinks } from '../navigation/use-internal-links.ts';
import { useApiEmbeds } from '../api/use-api-embeds.ts';
import { scrollToHashTarget } from '../navigation/scroll-to-hash.ts';
import { DocFooter } from './DocFooter.tsx';
import { HomePage } from './HomePage.tsx';
import { ListingRoutePage } from './ListingRoutePage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { LoadError, Loading } from './page-states.tsx';
import { useCodeCopyButtons } from '../layout/use-code-copy-buttons.ts';
import { useScrollableTables } from '../layout/use-scrollable-tables.ts';
import { useTabs } from '../tabs/use-tabs.ts';
import { useMermaidDiagrams } from '../mermaid/use-mermaid-diagrams.ts';
import { MarkdownActions } from '../markdown/MarkdownActions.tsx';
import { useIslands } from '../islands/use-islands.ts';
import { useImageZoom } from '../zoom/use-image-zoom.ts';

/** Docusaurus's key for the docs version a reader last used. */
const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

function Article({ payload, route }: { payload: PagePayload; route: RouteEntry }) {
  const ref = useRef<HTMLDivElement>(null);
  useInternalLinks(ref);
  useApiEmbeds(ref, payload.html);
  useScrollableTables(ref, payload.html);
  useCodeCopyButtons(ref, payload.html);
  useTabs(ref, payload.html);
  useMermaidDiagrams(ref, payload.html);
  useIslands(ref, payload.html, payload.islands);
  useImageZoom(ref, payload.html);
  // A page whose content arrives after the route change (first load behind the gate) still reaches its hash.
  useEffect(() => void scrollToHashTarget(), [payload.id]);
  usePageTitle(payload.title);
  return (
    <article className="doc">
      <Breadcrumbs items={payload.breadcrumb} />
      {/* The version's banner and badge, the unlisted and draft notes: HTML made by the compiler (RouteEntry.notice). */}
      {route.notice && <div dangerouslySetInnerHTML={{ __html: route.notice }} />}
      <TocCollapsible items={payload.toc} />
      {(!payload.hideTitle || payload.markdown) && (
        <div className="doc-header">
          {!payload.hideTitle && <h1 className="doc-title">{payload.heading ?? payload.title}</h1>}
          {payload.markdown && <MarkdownActions href={payload.markdown} />}
        </div>
      )}
      {/* The body was rendered from Markdown by the compiler; readers cannot inject into it. */}
      <div ref={ref} className="markdown" dangerouslySetInnerHTML={{ __html: payload.html }} />
      <DocFooter payload={payload} />
      <Pager previous={payload.previous} next={payload.next} />
    </article>
  );
}

/**
 * Whatever the route table says a path is: a doc, a blog, tag, category or standalone page, the config's home page at
 * "/" when no doc is there, or the not-found page.
 */
export function DocPage() {
  const manifest = useManifest();
  const [location] = useLocation();
  const path = normalizeSitePath(location);
  const lookup = useRoute(path);
  if (lookup.status === 'loading') return <Loading />;
  if (lookup.status === 'error') return <LoadError error={lookup.error} onRetry={lookup.retry} />;
  const { resolved } = lookup;
  if (resolved?.kind === 'doc') return <DocRoutePage route={resolved.route} />;
  if (resolved?.kind === 'listing') return <ListingRoutePage />;
  return path === '/' && manifest.home ? <HomePage /> : <NotFoundPage />;
}

function DocRoutePage({ route }: { route: RouteEntry }) {
  const manifest = useManifest();
  const [attempt, setAttempt] = useState(0);
  const state = usePayload(payloadUrl(manifest, route), attempt);
  const sidebar = useSidebar(route.sidebar);
  useEffect(() => {
    writeStorage(PREFERRED_VERSION_KEY, route.version ?? manifest.version.name);
  }, [route, manifest.version.name]);
  const current = pageHref(manifest.site, route.path);
  return (
    <div className={route.sidebar ? 'docs-layout' : 'docs-layout docs-layout-no-sidebar'}>
      {route.sidebar &&
        (sidebar ? (
          <Sidebar items={sidebar} current={current} part={route.sidebarPart} />
        ) : (
          <nav className="sidebar" aria-label={UI.docsSidebar} />
        ))}
      <main id="main" className="docs-main" tabIndex={-1}>
        {state.status === 'ready' && <Article payload={state.payload} route={route} />}
        {state.status === 'loading' && <Loading />}
        {state.status === 'error' && <LoadError error={state.error} onRetry={() => setAttempt(attempt + 1)} />}
      </main>
      <aside className="docs-toc">{state.status === 'ready' && <Toc items={state.payload.toc} />}</aside>
    </div>
  );
}
