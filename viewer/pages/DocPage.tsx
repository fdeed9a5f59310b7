import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { normalizeSitePath, type PagePayload } from '../../cli/site-format.ts';
import { findRoute, useManifest } from '../data/manifest-context.tsx';
import { usePayload } from '../data/use-payload.ts';
import { usePageTitle } from '../layout/use-page-title.ts';
import { Breadcrumbs } from '../navigation/Breadcrumbs.tsx';
import { Pager } from '../navigation/Pager.tsx';
import { Sidebar } from '../navigation/Sidebar.tsx';
import { Toc } from '../navigation/Toc.tsx';
import { useInternalLinks } from '../navigation/use-internal-links.ts';
import { useApiEmbeds } from '../api/use-api-embeds.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { withBase } from '../data/site-paths.ts';

function Article({ payload }: { payload: PagePayload }) {
  const ref = useRef<HTMLDivElement>(null);
  useInternalLinks(ref);
  useApiEmbeds(ref, payload.html);
  usePageTitle(payload.title);
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // A live update of the same page keeps the reader's scroll position.
  }, [payload.id]);
  return (
    <article className="doc">
      <Breadcrumbs items={payload.breadcrumb} />
      {payload.unlisted && <p className="banner banner-info">Esta página não está listada. Só quem tem o link direto chega até ela.</p>}
      {payload.draft && <p className="banner banner-warning">Rascunho: esta página só aparece em desenvolvimento.</p>}
      <h1 className="doc-title">{payload.title}</h1>
      {/* The body was rendered from Markdown by the compiler; readers cannot inject into it. */}
      <div ref={ref} className="markdown" dangerouslySetInnerHTML={{ __html: payload.html }} />
      {payload.editUrl && (
        <p className="doc-edit">
          <a href={payload.editUrl} target="_blank" rel="noopener noreferrer">
            Editar esta página
          </a>
        </p>
      )}
      <Pager previous={payload.previous} next={payload.next} />
    </article>
  );
}

export function DocPage() {
  const manifest = useManifest();
  const [location] = useLocation();
  const route = findRoute(manifest, normalizeSitePath(location));
  const [attempt, setAttempt] = useState(0);
  const state = usePayload(route ? withBase(`/${route.payload}`, manifest.site.baseUrl) : '', attempt);
  if (!route) return <NotFoundPage />;
  const sidebar = route.sidebar ? manifest.sidebars[route.sidebar] : undefined;
  const current = withBase(route.path, manifest.site.baseUrl);
  return (
    <div className="docs-layout">
      {sidebar && <Sidebar items={sidebar} current={current} />}
      <main id="main" className="docs-main" tabIndex={-1}>
        {state.status === 'ready' && <Article payload={state.payload} />}
        {state.status === 'loading' && <p className="loading" aria-live="polite">Carregando…</p>}
        {state.status === 'error' && (
          <div className="load-error" role="alert">
            <p>Não foi possível carregar esta página. {state.error.message}</p>
            <button type="button" className="button button-primary" onClick={() => setAttempt(attempt + 1)}>
              Tentar novamente
            </button>
          </div>
        )}
      </main>
      {state.status === 'ready' && <aside className="docs-toc"><Toc items={state.payload.toc} /></aside>}
    </div>
  );
}
