import { useState } from 'react';
import type { CategoryIndexPayload, ListingRoute } from '../../format/site-format.ts';
import { withBase } from '../../format/routes.ts';
import { CARD_ICONS, categoryCardText } from '../../format/category-cards.ts';
import { useManifest } from '../data/manifest-context.tsx';
import { usePayload } from '../data/use-payload.ts';
import { usePageTitle } from '../layout/use-page-title.ts';
import { Breadcrumbs } from '../navigation/Breadcrumbs.tsx';
import { Pager } from '../navigation/Pager.tsx';
import { payloadUrl } from '../navigation/resolve-route.ts';
import { Sidebar } from '../navigation/Sidebar.tsx';
import { useSidebar } from '../navigation/use-route.ts';
import { SiteLink } from '../navigation/SiteLink.tsx';
import { LoadError, Loading } from './page-states.tsx';

function CategoryIndex({ payload }: { payload: CategoryIndexPayload }) {
  usePageTitle(payload.title);
  return (
    <article className="doc category-index">
      <Breadcrumbs items={payload.breadcrumb} />
      <h1 className="doc-title">{payload.title}</h1>
      {payload.description && <p className="category-index-description">{payload.description}</p>}
      <ul className="category-cards">
        {payload.cards.map((card) => {
          const text = categoryCardText(card);
          return (
            <li key={card.href}>
              <SiteLink
                href={card.href}
                className={card.className ? `category-card ${card.className}` : 'category-card'}
              >
                <h2 className="category-card-title">
                  <span aria-hidden="true">{CARD_ICONS[card.kind]}</span> {card.label}
                </h2>
                {text && <p className="category-card-description">{text}</p>}
              </SiteLink>
            </li>
          );
        })}
      </ul>
      <Pager previous={payload.previous} next={payload.next} />
    </article>
  );
}

/**
 * A category's generated index page, as Docusaurus draws it: beside the docs sidebar, the category's title and
 * description, then a card for each of its items that leads to it.
 */
export function CategoryIndexPage({ route }: { route: ListingRoute }) {
  const manifest = useManifest();
  const [attempt, setAttempt] = useState(0);
  const state = usePayload<CategoryIndexPayload>(payloadUrl(manifest, route), attempt);
  const sidebar = useSidebar(route.sidebar);
  return (
    <div className={route.sidebar ? 'docs-layout' : 'docs-layout docs-layout-no-sidebar'}>
      {route.sidebar &&
        (sidebar ? (
          <Sidebar items={sidebar} current={withBase(manifest.site.baseUrl, route.path)} part={route.sidebarPart} />
        ) : (
          <nav className="sidebar" aria-label={UI.docsSidebar} />
        ))}
      <main id="main" className="docs-main" tabIndex={-1}>
        {state.status === 'ready' && state.payload.kind === 'category-index' && (
          <CategoryIndex payload={state.payload} />
        )}
        {state.status === 'loading' && <Loading />}
        {state.status === 'error' && <LoadError error={state.error} onRetry={() => setAttempt(attempt + 1)} />}
      </main>
      <aside className="docs-toc" />
    </div>
  );
}
