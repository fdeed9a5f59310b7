import { DEV_STRINGS } from '../../format/ui-strings/dev/dev-strings.ts';
import { uiLanguageOf } from '../../format/ui-strings/ui-language.ts';
import { escapeHtml } from '../util/html.ts';

/**
 * The page `watch` serves before any build succeeded (no config yet, or errors from the first build on): it says so
 * in the viewer's type and colours, and loads the live-reload client, whose overlay lists the errors and which
 * loads the site as soon as a save fixes them.
 */
export function placeholderPage(clientUrl: string, htmlLang = 'pt-BR'): string {
  const text = DEV_STRINGS[uiLanguageOf(htmlLang)];
  return `<!doctype html>
<html lang="${escapeHtml(htmlLang)}" data-docsgen-placeholder>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.placeholderTitle)}</title>
<style>
  :root { color-scheme: light dark; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f6f7f8; color: #1c1e21;
    font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { max-width: 36rem; margin: 24px; padding: 28px 32px; border: 1px solid #dadde1; border-radius: 10px;
    background: #fff; }
  h1 { margin: 0 0 8px; font-size: 1.35rem; }
  p { margin: 0; color: #444950; }
  @media (prefers-color-scheme: dark) {
    body { background: #18191a; color: #e3e3e3; }
    main { background: #242526; border-color: #3a3b3c; }
    p { color: #c4c6c9; }
  }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(text.placeholderHeading)}</h1>
<p>${escapeHtml(text.placeholderText)}</p>
</main>
<script src="${escapeHtml(clientUrl)}"></script>
</body>
</html>`;
}
