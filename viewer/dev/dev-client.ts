/**
 * The live-reload client, served only by `docsgen watch` and never part of the
 * production bundle. It listens to the dev server's events, tells the viewer
 * what changed (the viewer refetches in place), and shows build errors in an
 * overlay. Everything it shows goes in as text, never as HTML.
 *
 * Bundled on its own (`scripts/build-tool.mjs` writes dist/dev-client.js, a
 * script that defines `docsgenDevClient`), so no production site carries it;
 * the dev server sends that script with a call naming its events URL.
 */
export function startDevClient(eventsUrl: string): void {
  const overlayId = 'docsgen-error-overlay';
  const showErrors = (lines: string[]) => {
    document.getElementById(overlayId)?.remove();
    if (!lines.length) return;
    const host = document.createElement('div');
    host.id = overlayId;
    const root = host.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = `
      .box { position: fixed; inset: 0; z-index: 2147483647; background: rgba(20, 20, 20, 0.92); color: #f5f5f5;
        font: 14px/1.5 ui-monospace, Menlo, Consolas, monospace; padding: 32px; overflow: auto; }
      h2 { margin: 0 0 16px; font: 600 18px system-ui, sans-serif; color: #ff8a80; }
      li { margin: 0 0 8px; white-space: pre-wrap; }
      p { font-family: system-ui, sans-serif; color: #bdbdbd; }`;
    const box = document.createElement('div');
    box.className = 'box';
    box.setAttribute('role', 'alertdialog');
    box.setAttribute('aria-label', 'Erros na compilação');
    const title = document.createElement('h2');
    title.textContent = `docsgen: ${lines.length} erro${lines.length === 1 ? '' : 's'} na compilação`;
    const list = document.createElement('ul');
    for (const line of lines) {
      const item = document.createElement('li');
      item.textContent = line;
      list.append(item);
    }
    const note = document.createElement('p');
    note.textContent =
      'A última versão sem erros continua sendo exibida. Corrija os arquivos e esta mensagem some sozinha.';
    box.append(title, list, note);
    root.append(style, box);
    document.body.append(host);
  };
  const placeholder = document.documentElement.hasAttribute('data-docsgen-placeholder');
  const source = new EventSource(eventsUrl);
  // Lets tools (and curious writers) see that live reload is connected.
  source.addEventListener('open', () => document.documentElement.setAttribute('data-docsgen-live', 'connected'));
  source.addEventListener('message', (event) => {
    const data = JSON.parse(event.data) as { type: string; lines?: string[]; payloads?: string[]; manifest?: boolean };
    if (data.type === 'errors') showErrors(data.lines ?? []);
    // The placeholder served before any build succeeded has no viewer to take an update: the site is served now.
    if (data.type === 'reload' || (data.type === 'update' && placeholder)) location.reload();
    else if (data.type === 'update')
      window.dispatchEvent(
        new CustomEvent('docsgen:update', {
          detail: { payloads: data.payloads ?? [], manifest: Boolean(data.manifest) },
        }),
      );
  });
}
