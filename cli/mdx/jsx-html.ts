import { escapeHtml } from '../util/html.ts';
import { evaluate, EvaluationError, isRecord, snippet, type BuildValue } from './evaluate.ts';
import { attributeProblem, htmlAttributes } from './html-attributes.ts';
import type { Expression } from './js-parser.ts';
import type { ModuleScope } from './module-scope.ts';

/** The parts of acorn-jsx's nodes this module reads. */
interface JsxNode {
  type: string;
  start: number;
  end: number;
}
interface JsxName extends JsxNode {
  name?: string | JsxNode;
}
interface JsxAttributeNode extends JsxNode {
  name: JsxName;
  value: (JsxNode & { value?: unknown; expression?: JsxNode }) | null;
  argument?: JsxNode;
}
interface JsxElementNode extends JsxNode {
  openingElement?: { name: JsxName; attributes: JsxAttributeNode[] };
  children: (JsxNode & { value?: string; expression?: JsxNode })[];
}

/** Elements HTML writes without a closing tag. */
const VOID_ELEMENTS = new Set(['br', 'hr', 'img', 'wbr', 'input', 'source', 'track', 'col', 'area', 'embed']);

/**
 * JSX given as a value (`values={{ x: <Link to="/docs/a">texto</Link> }}`) as HTML, computed at build time: HTML
 * elements, fragments and the page's `@docusaurus/Link`, with text and build-time expressions inside. A component
 * that runs in the browser cannot be a value: an EvaluationError at it.
 */
export function jsxHtml(node: JsxNode, scope: ModuleScope, source: string): string {
  if (node.type === 'JSXFragment') return childrenHtml(node as JsxElementNode, scope, source);
  if (node.type !== 'JSXElement') return valueHtml(evaluate(node, scope, source), node, source);
  const element = node as JsxElementNode;
  const opening = element.openingElement!;
  const name = opening.name.type === 'JSXIdentifier' ? String(opening.name.name) : undefined;
  const binding = name === undefined ? undefined : scope.bindings.get(name);
  const isLink = binding?.kind === 'built-in' && binding.component === 'Link';
  if (name === undefined || (!isLink && !/^[a-z]/.test(name)))
    throw new EvaluationError(
      `${snippet(source, node)} cannot be computed at build time: as a value, JSX may hold HTML elements and ` +
        "<Link> (from '@docusaurus/Link'); a component runs in the browser, so write it as an element of the page",
      node.start,
    );
  const props = attributesOf(opening.attributes, scope, source);
  const inner = childrenHtml(element, scope, source);
  if (isLink) {
    const { to, href, ...rest } = props;
    return `<a${htmlAttributes({ href: typeof to === 'string' ? to : href, ...rest })}>${inner}</a>`;
  }
  const tag = name.toLowerCase();
  return VOID_ELEMENTS.has(tag)
    ? `<${tag}${htmlAttributes(props)}>`
    : `<${tag}${htmlAttributes(props)}>${inner}</${tag}>`;
}

function attributesOf(attributes: JsxAttributeNode[], scope: ModuleScope, source: string): Record<string, BuildValue> {
  const props: Record<string, BuildValue> = {};
  for (const attribute of attributes) {
    if (attribute.type === 'JSXSpreadAttribute') {
      const spread = evaluate(attribute.argument!, scope, source);
      if (!isRecord(spread))
        throw new EvaluationError(`${snippet(source, attribute)}: only an object can be spread`, attribute.start);
      Object.assign(props, spread);
      continue;
    }
    const name =
      attribute.name.type === 'JSXIdentifier' ? String(attribute.name.name) : snippet(source, attribute.name);
    const { value } = attribute;
    const computed =
      value === null
        ? true
        : value.type === 'JSXExpressionContainer'
          ? evaluate(value.expression!, scope, source)
          : value.type === 'Literal'
            ? (value.value as BuildValue)
            : undefined;
    const problem = attributeProblem(name, computed);
    if (problem) throw new EvaluationError(`${snippet(source, attribute)}: ${problem}`, attribute.start);
    props[name] = computed;
  }
  return props;
}

function childrenHtml(element: JsxElementNode, scope: ModuleScope, source: string): string {
  return element.children
    .map((child) => {
      if (child.type === 'JSXText') return escapeHtml(jsxText(child.value ?? ''));
      if (child.type === 'JSXExpressionContainer')
        return child.expression!.type === 'JSXEmptyExpression' ? '' : jsxHtml(child.expression!, scope, source);
      return jsxHtml(child, scope, source);
    })
    .join('');
}

/** A value inside JSX as React renders it: text and numbers shown, booleans, null and undefined nothing. */
function valueHtml(value: BuildValue, node: JsxNode, source: string): string {
  if (typeof value === 'string' || typeof value === 'number') return escapeHtml(String(value));
  if (value === null || value === undefined || typeof value === 'boolean') return '';
  if (Array.isArray(value)) return value.map((item) => valueHtml(item, node, source)).join('');
  throw new EvaluationError(`${snippet(source, node)} is an object, which JSX cannot show`, node.start);
}

/** JSX text as React reads it: lines trimmed, blank lines dropped, the rest joined by a space. */
function jsxText(text: string): string {
  const lines = text.split(/\r\n|\n|\r/);
  if (lines.length === 1) return text;
  return lines
    .map((line, i) => {
      let trimmed = line.replace(/\t/g, ' ');
      if (i > 0) trimmed = trimmed.trimStart();
      if (i < lines.length - 1) trimmed = trimmed.trimEnd();
      return trimmed;
    })
    .filter(Boolean)
    .join(' ');
}

/** Whether an expression is JSX, which only jsxHtml computes. */
export function isJsx(node: { type: string }): node is Expression {
  return node.type === 'JSXElement' || node.type === 'JSXFragment';
}
