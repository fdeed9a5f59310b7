import { createRoot } from 'react-dom/client';
import { MANIFEST_META_NAME, type Manifest } from '../cli/site-format.ts';
import { App } from './app/App.tsx';
import { ErrorScreen } from './app/ErrorScreen.tsx';
import { fetchSiteJson } from './data/fetch-json.ts';
import { onLiveUpdate } from './data/live-updates.ts';
import './styles/base.css';
import './styles/layout.css';
import './styles/content.css';
import './styles/code-tokens.css';
import './api/api.css';

const container = document.getElementById('root')!;
const root = createRoot(container);
const manifestUrl = document.querySelector<HTMLMetaElement>(`meta[name="${MANIFEST_META_NAME}"]`)?.content ?? '';

function renderSite(): Promise<void> {
  return fetchSiteJson<Manifest>(manifestUrl).then(
    (manifest) => root.render(<App manifest={manifest} />),
    (error: Error) => root.render(<ErrorScreen error={error} onRetry={() => location.reload()} />),
  );
}

void renderSite();
onLiveUpdate((update) => update.manifest && void renderSite());
