import type { LoadedConfig } from '../../sources/config/load-config.ts';
import { formatJsonPath } from '../../sources/config/schema.ts';
import { sanitizeHtml } from '../../markdown/sanitize-html.ts';
import type { Diagnostic } from '../../core/diagnostics.ts';
import type { BuiltSidebars } from './sidebars.ts';

/**
 * The sidebars' `html` items go through the sanitizer that raw HTML in pages goes through, by the same policy
 * (`markdown.rawHtml`, `markdown.iframeHosts`), and each removal is a warning at the item's `value`: Docusaurus
 * shows such HTML as written, so the site still builds, and `--strict` fails on it.
 */
export function sanitizeSidebarHtml(loaded: LoadedConfig, items: BuiltSidebars['html']): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const { item, jsonPath } of items) {
    const { html, removed } = sanitizeHtml(item.html, loaded.config.markdown);
    item.html = html;
    const at = loaded.locate(['sidebars', ...jsonPath]);
    for (const removal of removed) {
      const message = `${formatJsonPath(['sidebars', ...jsonPath])}: ${removal.what} was removed: raw HTML may not run script. To keep raw HTML as written, set "markdown": { "rawHtml": "trusted" } in docs.config.json (see the security model in SECURITY.md)`;
      diagnostics.push({
        file: loaded.file,
        line: at.line,
        column: at.column,
        message,
        severity: 'warning',
        code: 'raw-html-removed',
      });
    }
  }
  return diagnostics;
}
