import { useEffect } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import type { Manifest } from '../../format/site-format.ts';
import { basePrefix, canonicalSitePath, SEARCH_ROUTE } from '../../format/routes.ts';
import { ManifestContext, useManifest } from '../data/manifest-context.tsx';
import { AccessGate } from '../gate/AccessGate.tsx';
import { Layout } from '../layout/Layout.tsx';
import { PendingNavigation } from '../navigation/PendingNavigation.tsx';
import { DocPage } from '../pages/DocPage.tsx';
import { SearchPage } from '../pages/SearchPage.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

/**
 * "/a.html" and "/a/index.html" show "/a", and the address bar says so, with the trailing slash the site's
 * `trailingSlash` asks for: "/a/" under `true`, "/a" otherwise.
 */
function CanonicalPath() {
  const [location, navigate] = useLocation();
  const trailingSlash = useManifest().site.trailingSlash;
  useEffect(() => {
    const canonical = canonicalSitePath(location, trailingSlash);
    if (canonical !== location && !location.startsWith('~'))
      navigate(`${canonical}${window.location.search}${window.location.hash}`, { replace: true });
  }, [location, navigate, trailingSlash]);
  return null;
}

/**
 * Every route is what the route table says it is (a doc, a blog or tag page, or none), wherever the config serves
 * docs and blog; the site root is the config's home page unless a doc is there (docs at "/" with `slug: /`), which
 * DocPage decides from the route table too.
 */
function Routes() {
  const [location] = useLocation();
  return (
    <Layout>
      <ErrorBoundary resetKey={location}>
        <Switch>
          <Route path={SEARCH_ROUTE} component={SearchPage} />
          <Route component={DocPage} />
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
