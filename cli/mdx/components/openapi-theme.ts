import { escapeHtml } from '../../util/html.ts';
import { dropElement, setHtml } from '../element-tokens.ts';
import type { Element } from '../pair-tags.ts';
import type { Props, Report } from '../props.ts';

/** The pages already told about the plugin's components (once a page: one generated page uses a dozen of them). */
const told = new WeakSet<object>();

/**
 * `<MethodEndpoint method path>` of docusaurus-theme-openapi-docs, on a page its plugin generated and the site kept
 * as its own: the operation's method and path, drawn as docsgen's reference draws them.
 */
export function methodEndpoint(element: Element, props: Props): void {
  const method = typeof props.method === 'string' ? props.method.toUpperCase() : '';
  const path = typeof props.path === 'string' ? props.path : '';
  dropElement(element);
  const html =
    `<p class="api-signature"><span class="api-method api-method-${escapeHtml(method.toLowerCase())}">` +
    `${escapeHtml(method)}</span> <code class="api-path">${escapeHtml(path)}</code></p>`;
  setHtml(element.open, html, 'docsgen', element.flow);
}

/**
 * The rest of that theme's components (parameters, bodies, responses, logo, export), which draw the description the
 * page was generated from: left out, with one warning per page saying how docsgen draws them instead.
 */
export function openapiThemePart(element: Element, page: object, report: Report): void {
  if (!told.has(page)) {
    told.add(page);
    report(
      element.at(element.tag.start),
      `<${element.tag.name}> of docusaurus-theme-openapi-docs is left out, with the rest of this page's: docsgen generates the ` +
        'reference from the description; name it in an "apiReference" entry with "slugs": "openapi-docs" (docsgen ' +
        "migrate does, from the plugin's config) and delete the plugin's generated pages",
      'warning',
    );
  }
  dropElement(element);
}
