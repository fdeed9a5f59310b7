import { createRoot } from 'react-dom/client';
import { MANIFEST_META_NAME, type Manifest } from '../format/site-format.ts';
import { App } from './app/App.tsx';
import { ErrorScreen } from './app/ErrorScreen.tsx';
import { fetchSiteJson } from './data/fetch-json.ts';
import { onLiveUpdate } from './data/live-updates.ts';
import { stripBase } from '../format/routes.ts';
import { enforcedGateChunk } from './gate/AccessGate.tsx';
import { takeHandOffFromAddress } from './gate/hand-off.ts';
import { preloadRoute } from './navigation/route-data.ts';
import './styles/base.css';
import './styles/layout.css';
import './styles/sidebar.css';
import './styles/chrome.css';
import './styles/responsive.css';
import './styles/navbar.css';
import './styles/navbar-tools.css';
import './styles/content.css';
import './styles/pages.css';
import './styles/listings.css';
import './styles/code-tokens.css';
import './api/api.css';
import './api/reference.css';
import './mermaid/mermaid.css';
import './styles/print.css';

takeHandOffFromAddress();
const container = document.getElementById('root')!;
const root = createRoot(container);
const manifestUrl = document.querySelector<HTMLMetaElement>(`meta[name="${MANIFEST_META_NAME}"]`)?.content ?? '';

/**
 * The page the compiler pre-rendered stays on screen until the first render
 * can show the same page complete: manifest, payload and, for blog pages,
 * their chunk. A payload that fails shows its error in the app.
 */
async function start(): Promise<Manifest> {
  const manifest = await fetchSiteJson<Manifest>(manifestUrl);
  const path = stripBase(location.pathname, manifest.site.baseUrl);
  // With the gate on, nothing gated is fetched before it decides, and the gate's own chunk comes first: one that fails
  // to load shows the error screen, never the page.
  if (manifest.gate?.enabled) await enforcedGateChunk.load();
  else if (path !== null) await preloadRoute(manifest, path).catch(() => undefined);
  return manifest;
}

function renderSite(): Promise<void> {
  return start().then(
    (manifest) => root.render(<App manifest={manifest} />),
    (error: Error) => root.render(<ErrorScreen error={error} onRetry={() => location.reload()} />),
  );
}

void renderSite();
// docsgen watch announces a changed manifest (a page added, a title changed): render the new navigation.
onLiveUpdate((update) => update.manifest && void renderSite());
