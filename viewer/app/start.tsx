import { createRoot } from 'react-dom/client';
import { MANIFEST_META_NAME, type Manifest } from '../../format/site-format.ts';
import { App } from './App.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';
import { fetchSiteJson } from '../data/fetch-json.ts';
import { onLiveUpdate } from '../data/live-updates.ts';
import { stripBase } from '../../format/routes.ts';
import { enforcedGateChunk } from '../gate/AccessGate.tsx';
import { takeHandOffFromAddress } from '../gate/hand-off.ts';
import { preloadRoute } from '../navigation/route-data.ts';

/**
 * Starts the viewer in the page's #root. Apart from main.tsx, which calls it, so that every chunk loaded by import()
 * can name it too (scripts/build-tool.mjs): esbuild then puts everything the first render needs in one shared chunk,
 * instead of a dozen small ones, one per set of chunks sharing a module, each a request of its own.
 */
export function startViewer(): void {
  takeHandOffFromAddress();
  const root = createRoot(document.getElementById('root')!);
  const manifestUrl = document.querySelector<HTMLMetaElement>(`meta[name="${MANIFEST_META_NAME}"]`)?.content ?? '';
  const renderSite = (): Promise<void> =>
    start(manifestUrl).then(
      (manifest) => root.render(<App manifest={manifest} />),
      (error: Error) => root.render(<ErrorScreen error={error} onRetry={() => location.reload()} />),
    );
  void renderSite();
  // docsgen watch announces a changed manifest (a page added, a title changed): render the new navigation.
  onLiveUpdate((update) => update.manifest && void renderSite());
}

/**
 * The page the compiler pre-rendered stays on screen until the first render
 * can show the same page complete: manifest, payload and, for blog pages,
 * their chunk. A payload that fails shows its error in the app.
 */
async function start(manifestUrl: string): Promise<Manifest> {
  const manifest = await fetchSiteJson<Manifest>(manifestUrl);
  const path = stripBase(location.pathname, manifest.site.baseUrl);
  // With the gate on, nothing gated is fetched before it decides, and the gate's own chunk comes first: one that fails
  // to load shows the error screen, never the page.
  if (manifest.gate?.enabled) await enforcedGateChunk.load();
  else if (path !== null) await preloadRoute(manifest, path).catch(() => undefined);
  return manifest;
}
