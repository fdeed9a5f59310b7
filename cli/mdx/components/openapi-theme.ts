import { escapeHtml } from '../../util/html.ts';
import { dropElement, setHtml } from '../element-tokens.ts';
import type { Element } from '../pair-tags.ts';
import type { Props, Report } from '../props.ts';

/** Where the operation of a page's `api` front matter is drawn (see MdxContext.apiOperation). */
export const MDX_API_OPERATION = 'mdx_api_operation';

/** The theme's components that draw a part of the page's operation: the operation drawn whole stands for them all. */
const OPERATION_PARTS = new Set(['ApiExplorer', 'ParamsDetails', 'RequestSchema', 'ResponseSchema', 'StatusCodes']);

/** The pages already told about the plugin's components (once a page: one generated page uses a dozen of them). */
const told = new WeakSet<object>();
/** The pages whose operation is drawn already, at their first part. */
const drawn = new WeakSet<object>();

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
 * page was generated from. On a page whose front matter holds its operation (`api`, as the plugin writes it), the
 * first part of the operation becomes the whole operation as docsgen draws it (parameters, body, responses, samples,
 * Testar) and the other parts are left out; anything else is left out with one warning per page saying how docsgen
 * draws it instead.
 */
export function openapiThemePart(
  element: Element,
  component: string,
  page: object,
  report: Report,
  drawsOperation: boolean,
): void {
  dropElement(element);
  if (drawsOperation && OPERATION_PARTS.has(component)) {
    if (drawn.has(page)) return;
    drawn.add(page);
    element.open.type = MDX_API_OPERATION;
    element.open.block = true;
    return;
  }
  if (told.has(page)) return;
  told.add(page);
  report(
    element.at(element.tag.start),
    `<${element.tag.name}> of docusaurus-theme-openapi-docs is left out, with the rest of this page's: docsgen ` +
      'generates the reference from the description; name it in an "apiReference" entry with "slugs": "openapi-docs" (docsgen ' +
      "migrate does, from the plugin's config) and delete the plugin's generated pages",
    'warning',
  );
}
