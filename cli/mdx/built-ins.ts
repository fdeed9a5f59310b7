import type { Token } from 'markdown-it';
import { escapeHtml } from '../util/html.ts';
import { DEFAULT_SUMMARY, renderDetails } from './components/details.ts';
import { renderTabs, type TabItemInput } from './components/tabs.ts';
import { docCard, docCardList } from './components/doc-card-list.ts';
import { methodEndpoint, openapiThemePart } from './components/openapi-theme.ts';
import { drop, dropElement, innerRange, MDX_DROPPED, plainText, setHtml, tokensOf } from './element-tokens.ts';
import { isRecord, type BuildValue } from './evaluate.ts';
import { htmlAttributes } from './html-attributes.ts';
import { translateElement } from './components/translate-element.ts';
import type { ModuleScope, BuiltInName } from './module-scope.ts';
import type { Element } from './pair-tags.ts';
import { propsOf, stringProp, type Props, type Report } from './props.ts';
import { cutAt, slotMarkers } from './slots.ts';
import { isBlank } from './unravel.ts';
import { MDX_EXPRESSION, MDX_TAG } from './syntax-tokens.ts';

export const MDX_TOC_INLINE = 'mdx_toc_inline';

export interface BuiltInContext {
  scope: ModuleScope;
  report: Report;
  /** A new id, unique on the page and its partials. */
  nextId(prefix: string): string;
  /** The text of an expression token, or undefined when it is not one. */
  expressionText(token: Token): string | undefined;
  /** Makes a token of the given type, for components that render as Markdown's own tokens (a fence). */
  newToken(type: string, tag: string, nesting: -1 | 0 | 1): Token;
  /** The component a name stands for, when it is a built-in. */
  builtInOf(element: Element): BuiltInName | undefined;
  /** Renders the elements inside one this handler does not take whole. */
  visit(elements: readonly Element[]): void;
  /** Makes `<BrowserOnly>{() => …}</BrowserOnly>` an island of the page, its fallback shown until it mounts. */
  browserOnly(element: Element): void;
  /** Makes a `<style>` element a style of the page's content (see style-element.ts). */
  style(element: Element): void;
  /** A doc's card text by its id, for the card of a link item that names one. */
  docDescription(docId: string): string | undefined;
  /** Whether the page's front matter holds its operation (docusaurus-plugin-openapi-docs's `api`), drawn whole. */
  drawsOperation: boolean;
}

type Handler = (element: Element, ctx: BuiltInContext) => void;

const ADMONITION_KINDS = new Set([
  'note',
  'tip',
  'info',
  'warning',
  'danger',
  'caution',
  'important',
  'success',
  'secondary',
]);

export const BUILT_IN_HANDLERS: Record<BuiltInName, Handler> = {
  Tabs: tabs,
  TabItem: (element, ctx) => {
    ctx.report(
      element.at(element.tag.start),
      '<TabItem> outside <Tabs> is shown as a plain block; put it inside <Tabs>',
      'warning',
    );
    unwrap(element, ctx);
  },
  Details: details,
  Admonition: admonition,
  CodeBlock: codeBlock,
  TOCInline: (element, ctx) => {
    const props = propsOf(element, ctx.scope, ctx.report, new Set(['toc']));
    const level = (name: string, fallback: number) =>
      typeof props[name] === 'number' ? (props[name] as number) : fallback;
    const toc = element.tag.attributes.find((a) => 'name' in a && a.name === 'toc');
    if (!toc)
      ctx.report(
        element.at(element.tag.start),
        "<TOCInline> shows the page's headings given as toc={toc}; add that prop",
        'warning',
      );
    dropElement(element);
    element.open.type = MDX_TOC_INLINE;
    element.open.meta = {
      min: level('minHeadingLevel', 2),
      max: level('maxHeadingLevel', 3),
      className: stringProp(props, 'className', element, ctx.report),
    };
  },
  DocCardList: (element, ctx) =>
    docCardList(element, propsOf(element, ctx.scope, ctx.report), ctx.report, ctx.docDescription),
  DocCard: (element, ctx) => docCard(element, propsOf(element, ctx.scope, ctx.report), ctx.report, ctx.docDescription),
  Link: (element, ctx) => {
    const props = propsOf(element, ctx.scope, ctx.report);
    const { to, href, ...rest } = props;
    const target = typeof to === 'string' ? to : typeof href === 'string' ? href : undefined;
    if (target === undefined)
      ctx.report(element.at(element.tag.start), '<Link> needs to="/caminho" or href="https://…"');
    setHtml(
      element.open,
      `<a${htmlAttributes({ href: target, ...rest })}>${element.close ? '' : '</a>'}`,
      'page',
      element.flow,
    );
    if (element.close) setHtml(element.close, '</a>', 'page', element.flow);
    ctx.visit(element.children);
  },
  BrowserOnly: (element, ctx) => {
    if (!innerRange(element).some(isFunctionChild)) return unwrap(element, ctx);
    ctx.browserOnly(element);
  },
  Heading: heading,
  MethodEndpoint: (element, ctx) => methodEndpoint(element, propsOf(element, ctx.scope, ctx.report)),
  // Their TabItems are the page's own text (the authentication schemes of an info page): shown as tabs.
  OperationTabs: tabs,
  SchemaTabs: tabs,
  ApiExplorer: (element, ctx) => themePart(element, 'ApiExplorer', ctx),
  ParamsDetails: (element, ctx) => themePart(element, 'ParamsDetails', ctx),
  RequestSchema: (element, ctx) => themePart(element, 'RequestSchema', ctx),
  ResponseSchema: (element, ctx) => themePart(element, 'ResponseSchema', ctx),
  StatusCodes: (element, ctx) => themePart(element, 'StatusCodes', ctx),
  Schema: (element, ctx) => themePart(element, 'Schema', ctx),
  ApiLogo: (element, ctx) => themePart(element, 'ApiLogo', ctx),
  Export: (element, ctx) => themePart(element, 'Export', ctx),
  Translate: (element, ctx) => {
    const translated = translateElement(element, ctx.scope, ctx.report, ctx.expressionText);
    dropElement(element);
    if ('html' in translated) {
      setHtml(element.open, translated.html, 'page', element.flow);
      spanTag(element);
    } else setText(element.open, translated.text, element.flow, ctx);
  },
};

/** Makes an element's first token span its whole opening tag, where the links of HTML it became are looked for. */
function spanTag(element: Element): void {
  const { map } = element.open;
  if (!element.flow || !map) return;
  const lines = element.at(element.tag.end).line - element.at(element.tag.start).line + 1;
  element.open.map = [map[0], Math.max(map[1], map[0] + lines)];
}

function themePart(element: Element, component: BuiltInName, ctx: BuiltInContext): void {
  openapiThemePart(element, component, ctx.scope, ctx.report, ctx.drawsOperation);
}

/** A function given as an element's child: `{() => <X />}`. */
export function isFunctionChild(token: Token): boolean {
  return (
    token.type === MDX_EXPRESSION &&
    Boolean(
      (token.meta as { expression: { node: { type: string } | null } }).expression.node?.type.includes('Function'),
    )
  );
}

/** Makes a token plain text of the page: an inline token of its own among blocks, so that search reads it. */
function setText(token: Token, text: string, flow: boolean, ctx: BuiltInContext): void {
  token.content = text;
  if (!flow) {
    token.type = 'text';
    return;
  }
  const child = ctx.newToken('text', '', 0);
  // Among blocks, as MDX writes it: the text alone, ended by a line break, so that two in a row stay two words.
  child.content = `${text}\n`;
  token.type = 'inline';
  token.children = [child];
}

/**
 * `@theme/Heading`: a heading of the page, with its anchor and its entry in the table of contents, when it holds
 * one line of text among blocks, as Markdown's `##` does; in text, or around blocks, the HTML heading alone.
 */
function heading(element: Element, ctx: BuiltInContext): void {
  const props = propsOf(element, ctx.scope, ctx.report);
  const { as: tag, id, className, ...rest } = props;
  if (typeof tag !== 'string' || !/^h[1-6]$/.test(tag)) {
    ctx.report(element.at(element.tag.start), '<Heading> needs as="h2" (h1 to h6), as Docusaurus\'s Heading does');
    return unwrap(element, ctx);
  }
  const inner = innerRange(element).filter((t) => t.type !== MDX_DROPPED);
  const paragraph = inner.length === 3 && inner[0]!.type === 'paragraph_open' && inner[2]!.type === 'paragraph_close';
  const line = inner.length === 1 ? inner[0] : paragraph ? inner[1] : undefined;
  if (!element.flow || !element.close || line?.type !== 'inline') {
    // A `children` prop with nothing between the tags, as docusaurus-plugin-openapi-docs writes its pages' titles.
    const text = inner.length === 0 && typeof rest.children === 'string' ? escapeHtml(rest.children) : '';
    setHtml(element.open, `<${tag}${htmlAttributes({ id, className, ...rest })}>${text}`, 'page', element.flow);
    if (element.close) setHtml(element.close, `</${tag}>`, 'page', element.flow);
    else element.open.content += `</${tag}>`;
    return ctx.visit(element.children);
  }
  if (paragraph) {
    drop(inner[0]);
    drop(inner[2]);
  }
  const open = element.open;
  open.type = 'heading_open';
  open.tag = tag;
  open.nesting = 1;
  open.block = true;
  open.markup = '';
  // What heading-ids.ts gives a Markdown heading: its text, for the table of contents.
  open.meta = { ...open.meta, text: plainText(line.children ?? [], ctx.expressionText).trim() };
  if (typeof id === 'string') open.attrSet('id', id);
  if (typeof className === 'string') open.attrSet('class', className);
  element.close.type = 'heading_close';
  element.close.tag = tag;
  element.close.nesting = -1;
  element.close.block = true;
  ctx.visit(element.children);
}

/** An element that renders only its content. */
export function unwrap(element: Element, ctx: BuiltInContext): void {
  drop(element.open);
  drop(element.close);
  ctx.visit(element.children);
}

function tabs(element: Element, ctx: BuiltInContext): void {
  const props = propsOf(element, ctx.scope, ctx.report);
  const items = element.children.filter((child) => ctx.builtInOf(child) === 'TabItem');
  const itemSet = new Set(items);
  for (const child of element.children) {
    if (!itemSet.has(child))
      ctx.report(
        child.at(child.tag.start),
        `<Tabs> holds only <TabItem> elements; <${child.tag.name}> is not one (Docusaurus fails on it too)`,
      );
  }
  // What lies between the items (white space, stray text) is not shown, as in Docusaurus, which fails on text.
  const inItem = new Set<Token>(items.flatMap((item) => [...tokensOf(item)]));
  for (const token of tokensOf(element)) {
    if (inItem.has(token) || token === element.open || token === element.close) continue;
    if (token.type === 'text' && !isBlank(token))
      ctx.report(
        element.at(element.tag.start),
        `<Tabs> holds only <TabItem> elements; move the text "${token.content.trim().slice(0, 40)}" into one`,
      );
    if (token.type !== 'inline') drop(token);
  }
  for (const child of element.children) if (!itemSet.has(child)) dropElement(child);
  const at = element.at(element.tag.start);
  const markers = slotMarkers(items.length);
  const inputs: TabItemInput[] = items.map((item, i) => {
    const itemProps = propsOf(item, ctx.scope, ctx.report);
    const position = item.at(item.tag.start);
    return {
      value: String(itemProps.value ?? ''),
      ...optional('label', stringProp(itemProps, 'label', item, ctx.report)),
      ...(itemProps.default === true ? { default: true } : {}),
      ...(isRecord(itemProps.attributes)
        ? { attributes: itemProps.attributes as Record<string, string | number | boolean> }
        : {}),
      ...optional('className', stringProp(itemProps, 'className', item, ctx.report)),
      html: markers[i]!,
      line: position.line,
      column: position.column,
    };
  });
  const values = Array.isArray(props.values)
    ? (props.values.filter(isRecord) as { value: string; label?: string }[])
    : undefined;
  const html = renderTabs(
    {
      // Upper case: no heading's slug has it, so the tabs' element ids never meet a heading's.
      id: ctx.nextId('Tabs'),
      ...(values ? { values } : {}),
      ...(props.defaultValue !== undefined ? { defaultValue: props.defaultValue as string | null } : {}),
      ...optional('groupId', stringProp(props, 'groupId', element, ctx.report)),
      ...(props.queryString !== undefined ? { queryString: props.queryString as boolean | string } : {}),
      ...(props.lazy === true ? { lazy: true } : {}),
      ...optional('className', stringProp(props, 'className', element, ctx.report)),
      items: inputs,
      line: at.line,
      column: at.column,
    },
    (problem) => ctx.report({ line: problem.line, column: problem.column }, problem.message, problem.severity),
  );
  // After an error (reported), the items show as plain blocks, one after the other.
  if (!html) {
    drop(element.open);
    drop(element.close);
    for (const item of items) unwrap(item, ctx);
    return;
  }
  const pieces = cutAt(html, markers);
  // The Markdown export writes each panel as a section titled with its tab's label.
  const labelOf = (input: TabItemInput | undefined) =>
    input && (values?.find((v) => v.value === input.value)?.label ?? input.label ?? input.value);
  setHtml(element.open, pieces[0]!, 'docsgen', element.flow);
  exportTitle(element.open, labelOf(inputs[0]));
  items.forEach((item, i) => {
    drop(item.open);
    setHtml(item.close ?? item.open, pieces[i + 1]!, 'docsgen', item.flow);
    exportTitle(item.close ?? item.open, labelOf(inputs[i + 1]));
    ctx.visit(item.children);
  });
  if (element.close) drop(element.close);
}

function details(element: Element, ctx: BuiltInContext): void {
  const props = propsOf(element, ctx.scope, ctx.report);
  const summary = element.children.find((child) => child.tag.name === 'summary');
  const summaryProp = stringProp(props, 'summary', element, ctx.report);
  const className = stringProp(props, 'className', element, ctx.report);
  const [summarySlot, bodySlot] = slotMarkers(2) as [string, string];
  const summaryHtml = summary ? summarySlot : summaryProp === undefined ? undefined : escapeHtml(summaryProp);
  const html = renderDetails({
    summaryHtml,
    bodyHtml: bodySlot,
    ...(props.open === true ? { open: true } : {}),
    ...optional('className', className),
  });
  const pieces = cutAt(html, summary ? [summarySlot, bodySlot] : [bodySlot]);
  setHtml(element.open, pieces[0]!, 'docsgen', element.flow);
  // The Markdown export titles the section with the summary: the prop's text, or what the <summary> element holds.
  if (summary?.close) element.open.meta = { ...element.open.meta, markdownExport: { titleStart: true } };
  else exportTitle(element.open, summaryProp ?? DEFAULT_SUMMARY);
  if (summary) {
    drop(summary.open);
    if (summary.close) {
      setHtml(summary.close, pieces[1]!, 'docsgen', summary.flow);
      summary.close.meta = { ...summary.close.meta, markdownExport: { titleEnd: true } };
    }
    ctx.visit(summary.children);
  }
  if (element.close) setHtml(element.close, pieces.at(-1)!, 'docsgen', element.flow);
  ctx.visit(element.children.filter((child) => child !== summary));
}

function admonition(element: Element, ctx: BuiltInContext): void {
  const props = propsOf(element, ctx.scope, ctx.report);
  let kind = stringProp(props, 'type', element, ctx.report) ?? 'note';
  if (!ADMONITION_KINDS.has(kind)) {
    ctx.report(
      element.at(element.tag.start),
      `<Admonition type="${kind}"> is not a Docusaurus admonition type; it is shown as a note (types: ${[...ADMONITION_KINDS].join(', ')})`,
      'warning',
    );
    kind = 'note';
  }
  const title = stringProp(props, 'title', element, ctx.report);
  element.open.type = 'container_admonition_open';
  element.open.info = title ? `${kind}[${title.replace(/[\\[\]]/g, '\\$&')}]` : kind;
  element.open.meta = { kind };
  element.open.nesting = 1;
  if (element.close) {
    element.close.type = 'container_admonition_close';
    element.close.nesting = -1;
  } else {
    element.open.type = MDX_DROPPED;
  }
  ctx.visit(element.children);
}

function codeBlock(element: Element, ctx: BuiltInContext): void {
  const props = propsOf(element, ctx.scope, ctx.report);
  const language = stringProp(props, 'language', element, ctx.report) ?? '';
  const title = stringProp(props, 'title', element, ctx.report);
  const meta = stringProp(props, 'metastring', element, ctx.report);
  const code = plainText(
    [...tokensOf(element)].filter((t) => t !== element.open && t !== element.close && t.type !== MDX_TAG),
    ctx.expressionText,
  ).replace(/^\n|\n\s*$/g, '');
  dropElement(element);
  const info = [
    language,
    title === undefined ? '' : `title="${title.replace(/"/g, '&quot;')}"`,
    props.showLineNumbers === true
      ? 'showLineNumbers'
      : typeof props.showLineNumbers === 'number'
        ? `showLineNumbers=${props.showLineNumbers}`
        : '',
    meta ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const fence = element.open;
  fence.type = 'fence';
  fence.tag = 'code';
  fence.info = info;
  fence.content = `${code}\n`;
  fence.markup = '```';
  fence.block = true;
  fence.nesting = 0;
}

/** Marks markup that opens a section of the Markdown export (see cli/markdown/markdown-inline.ts). */
function exportTitle(token: Token, title: string | undefined): void {
  if (title !== undefined) token.meta = { ...token.meta, markdownExport: { title } };
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

export type { BuildValue, Props };
