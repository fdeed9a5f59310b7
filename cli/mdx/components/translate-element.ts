import type { Token } from 'markdown-it';
import { escapeHtml } from '../../util/html.ts';
import { plainText, tokensOf } from '../element-tokens.ts';
import { evaluate, EvaluationError, isRecord, type BuildValue } from '../evaluate.ts';
import type { Expression } from '../js-parser.ts';
import { isJsx, jsxHtml } from '../jsx-html.ts';
import type { ModuleScope } from '../module-scope.ts';
import type { Element } from '../pair-tags.ts';
import { propsOf, stringProp, type Report } from '../props.ts';
import { MDX_TAG } from '../syntax-tokens.ts';
import { translateHtml, translateText } from '../translate.ts';

/**
 * `<Translate id values>` of `@docusaurus/Translate`, at build time: its children are the message, replaced by the
 * site's code translation for `id`. Text values make text; when a value is JSX (`{ x: <Link to="/docs/a">a</Link> }`)
 * the message is HTML of the page's own, so that its links are checked as the page's other links are.
 */
export function translateElement(
  element: Element,
  scope: ModuleScope,
  report: Report,
  expressionText: (token: Token) => string | undefined,
): { text: string } | { html: string } {
  const props = propsOf(element, scope, report, new Set(['values']));
  const id = stringProp(props, 'id', element, report);
  const message =
    plainText(
      [...tokensOf(element)].filter((t) => t !== element.open && t !== element.close && t.type !== MDX_TAG),
      expressionText,
    ).trim() || undefined;
  const values = valuesOf(element, scope, report);
  if (values && 'html' in values) return { html: translateHtml(scope.codeTranslations, id, message, values.html) };
  return { text: translateText(scope.codeTranslations, id, message, values?.text) };
}

/** The `values` prop: evaluated, or, when one of its values is JSX, each value as HTML. */
function valuesOf(
  element: Element,
  scope: ModuleScope,
  report: Report,
): { text: Record<string, BuildValue> } | { html: Record<string, string> } | undefined {
  const attribute = element.tag.attributes.find((a) => 'name' in a && a.name === 'values');
  if (!attribute || !('name' in attribute) || attribute.value.kind !== 'expression') return undefined;
  const node = attribute.value.expression.node;
  if (!node) return undefined;
  const { source } = element.open.meta as { source: string };
  try {
    if (node.type === 'ObjectExpression' && node.properties.some((p) => p.type === 'Property' && isJsx(p.value)))
      return { html: htmlValues(node, scope, source) };
    const value = evaluate(node, scope, source);
    if (isRecord(value)) return { text: value };
    throw new EvaluationError("values must be an object, as in values={{ nome: 'Ana' }}", node.start);
  } catch (error) {
    if (!(error instanceof EvaluationError)) throw error;
    report(element.at(error.offset), error.message, 'error', 'mdx-expression');
    return undefined;
  }
}

function htmlValues(
  node: Expression & { type: 'ObjectExpression' },
  scope: ModuleScope,
  source: string,
): Record<string, string> {
  const html: Record<string, string> = {};
  const addText = (name: string, value: BuildValue) => {
    if (typeof value === 'string' || typeof value === 'number') html[name] = escapeHtml(String(value));
  };
  for (const property of node.properties) {
    if (property.type === 'SpreadElement') {
      const spread = evaluate(property.argument, scope, source);
      if (!isRecord(spread)) throw new EvaluationError('only an object can be spread into an object', property.start);
      for (const [name, value] of Object.entries(spread)) addText(name, value);
      continue;
    }
    const key = property.key;
    const name =
      !property.computed && key.type === 'Identifier'
        ? key.name
        : key.type === 'Literal'
          ? String(key.value)
          : undefined;
    if (name === undefined || property.kind !== 'init' || property.method)
      throw new EvaluationError('a value of values is written as nome: valor', property.start);
    if (isJsx(property.value)) html[name] = jsxHtml(property.value, scope, source);
    else addText(name, evaluate(property.value, scope, source));
  }
  return html;
}
