import { useEffect } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import type { Manifest } from '../../format/site-format.ts';
import { basePrefix, DOCS_ROUTE, normalizeSitePath, SEARCH_ROUTE } from '../../format/routes.ts';
import { ManifestContext } from '../data/manifest-context.tsx';
import { AccessGate } from '../gate/AccessGate.tsx';
import { Layout } from '../layout/Layout.tsx';
import { PendingNavigation } from '../navigation/PendingNavigation.tsx';
import { DocPage } from '../pages/DocPage.tsx';
import { HomePage } from '../pages/HomePage.tsx';
import { ListingRoutePage } from '../pages/ListingRoutePage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { SearchPage } from '../pages/SearchPage.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

/** "/a.html" and "/a/index.html" show "/a", and the address bar says so. */
function CanonicalPath() {
  const [location, navigate] = useLocation();
  useEffect(() => {
    const normalized = normalizeSitePath(location);
    if (normalized !== location && !location.startsWith('~')) navigate(`${normalized}${window.location.search}${window.location.hash}`, { replace: true });
  }, [location, navigate]);
  return null;
}

function Routes() {
  const [location] = useLocation();
  return (
    <Layout>
      <ErrorBoundary resetKey={location}>
        <Switch>
          <Route path="/" component={HomePage} />
          <Route path={SEARCH_ROUTE} component={SearchPage} />
          <Route path={`${DOCS_ROUTE}/*?`} component={DocPage} />
          <Route path={DOCS_ROUTE} component={DocPage} />
          <Route path="/blog/*?" component={ListingRoutePage} />
          <Route path="/blog" component={ListingRoutePage} />
          <Route component={NotFoundPage} />
        </Switch>
      </ErrorBoundary>
    </Layout>
  );
}

export function App({ manifest }: { manifest: Manifest }) {
  return (
    <ManifestContext.Provider value={manifest}>
      <Router base={basePrefix(manifest.site.baseUrl)}>
        <CanonicalPath />
        <AccessGate>
          <PendingNavigation>
            <Routes />
          </PendingNavigation>
        </AccessGate>
      </Router>
    </ManifestContext.Provider>
  );
}
