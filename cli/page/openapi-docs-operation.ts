import type { ApiStrings } from '../../format/ui-strings/api/api-strings.ts';
import { error, type Diagnostic } from '../core/diagnostics.ts';
import type { CodeHighlighter } from '../core/render-env.ts';
import { openapiDocsOperation } from '../api/openapi/openapi-docs-item.ts';
import { renderOperation } from '../api/openapi/render-operation.ts';
import { operationMarkdown } from '../api/markdown-embeds.ts';
import { operationSearchText } from '../api/search-text.ts';
import type { OperationHtml } from '../mdx/mdx-context.ts';
import { specOrigins } from '../site/site-policy.ts';
import type { DocSource } from '../sources/doc.ts';

/**
 * The operation a kept page of docusaurus-plugin-openapi-docs holds in its `api` front matter, drawn once, when the
 * page's first part of the theme's operation is rendered (see mdx/components/openapi-theme.ts). The page draws its
 * method, path and title itself (MethodEndpoint, its heading), and `hide_send_button` leaves the Testar panel out.
 * A value that is not such an operation is one error at the key, and the page draws no operation.
 */
export function docApiOperation(
  doc: DocSource,
  highlight: CodeHighlighter,
  diagnostics: Diagnostic[],
  t: ApiStrings,
): (() => OperationHtml | undefined) | undefined {
  const { hide_send_button: hideSend } = doc.frontMatter as { hide_send_button?: unknown };
  const decoded = keptOperation(doc);
  if (!decoded) return undefined;
  if ('problem' in decoded) {
    const line = doc.keyLines.api ?? 1;
    diagnostics.push(error('invalid-front-matter', doc.file, line, 1, `front matter: api: ${decoded.problem}`));
    // The theme's parts of the operation still stand for it: left out without a warning of their own each.
    return () => undefined;
  }
  const { spec, operation } = decoded;
  const tryIt = hideSend !== true;
  let rendered: OperationHtml | undefined;
  return () =>
    (rendered ??= {
      html: renderOperation(spec, operation, highlight, t, { signature: false, tryIt }),
      anchors: operation.operationId ? [`op-${operation.operationId}`] : [],
      connectOrigins: tryIt ? specOrigins(spec) : [],
    });
}

/** Each kept page's operation, decoded once for its HTML, its search text and its Markdown. */
const decodedOperations = new WeakMap<DocSource, ReturnType<typeof openapiDocsOperation>>();

/** The operation of a kept MDX page's `api` front matter (see docApiOperation); undefined for any other page. */
function keptOperation(doc: DocSource): ReturnType<typeof openapiDocsOperation> | undefined {
  const { api } = doc.frontMatter as { api?: unknown };
  if (api === undefined || !doc.mdx) return undefined;
  let decoded = decodedOperations.get(doc);
  if (!decoded) decodedOperations.set(doc, (decoded = openapiDocsOperation(api, doc.file)));
  return decoded;
}

/**
 * What a kept page's operation adds to search and to the page's Markdown export, as a `:::openapi` directive's
 * operation does (see apiSearchText, embedMarkdown); undefined for a page without one.
 */
export function keptOperationText(
  doc: DocSource,
  t: ApiStrings,
): { search: () => string; markdown: () => string } | undefined {
  const decoded = keptOperation(doc);
  if (!decoded || 'problem' in decoded) return undefined;
  const { spec, operation } = decoded;
  return { search: () => operationSearchText(operation), markdown: () => operationMarkdown(spec, operation, t) };
}
