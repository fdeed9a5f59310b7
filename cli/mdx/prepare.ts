import path from 'node:path';
import type { StateCore, Token } from 'markdown-it';
import type { RenderEnv } from '../core/render-env.ts';
import { BUILT_IN_HANDLERS, unwrap, type BuiltInContext } from './built-ins.ts';
import { drop, dropElement, MDX_DROPPED, setHtml } from './element-tokens.ts';
import type { EsmMeta } from './esm-block.ts';
import { evaluate, EvaluationError, isRecord, type BuildValue } from './evaluate.ts';
import { attributeProblem, htmlAttributes } from './html-attributes.ts';
import { renderBrowserOnly } from './browser-only.ts';
import { renderStyle } from './style-element.ts';
import { readHead } from './components/head.ts';
import { compileCssModule, readPageStylesheet } from './css-module.ts';
import { renderIsland, stylesIsland } from './island-element.ts';
import { bodyLocator, inlineLocator, type Locate, type Position } from './locate.ts';
import type { MdxContext } from './mdx-context.ts';
import { addGlobalComponents, moduleScope, type BuiltInName, type ModuleScope } from './module-scope.ts';
import { pairTags, type Element } from './pair-tags.ts';
import { propsOf, type Report } from './props.ts';
import { MDX_ERROR, MDX_ESM, MDX_EXPRESSION, MDX_TAG, type ErrorMeta, type ExpressionMeta } from './syntax-tokens.ts';
import { unravelParagraphs } from './unravel.ts';

/** A partial to include here; the include rule (partials.ts) replaces it with the partial's tokens. */
export const MDX_PARTIAL = 'mdx_partial';

/** Elements with no closing tag in HTML. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Components Docusaurus provides on every page without an import (its MDXComponents). */
const GLOBAL: Record<string, BuiltInName> = { Details: 'Details', details: 'Details' };

/** The MDX context of a page read without one: imports resolve from the working directory, partials are errors. */
const STANDALONE: MdxContext = { file: path.resolve('page.mdx'), siteDir: process.cwd() };

/**
 * The MDX core rule, run right after inline parsing and before every other core rule: it reads the page's ESM,
 * reports syntax errors at their file positions, unravels paragraphs of elements, pairs tags, and turns each element
 * into what renders it (HTML of the page, which the raw-HTML and link rules then check like any; a built-in
 * component's markup; a partial to include; or nothing, with an error) and each expression into its text.
 */
export function prepareMdx(state: StateCore): void {
  const env = state.env as RenderEnv;
  const mdx = (env.mdx as MdxContext | undefined) ?? STANDALONE;
  // A paragraph's inline content may be parsed more than once (a link's label is tried first), so may its errors.
  const reported = new Set<string>();
  const report: Report = (at, message, severity = 'error', code = 'mdx-component') => {
    const key = `${at.line}:${at.column}:${message}`;
    if (reported.has(key)) return;
    reported.add(key);
    env.report({ line: at.line, column: at.column, message, severity, code });
  };
  const bodyAt = bodyLocator(state.src, env);
  const programs = locateAndCollect(state, env, report, bodyAt);
  const { scope, problems } = moduleScope(programs, path.dirname(mdx.file), mdx.siteDir, {
    ...(mdx.props ? { props: mdx.props } : {}),
    ...(mdx.codeTranslations ? { codeTranslations: mdx.codeTranslations } : {}),
    ...(mdx.sidebarCategory ? { sidebarCategory: sidebarCategoryValue(mdx.sidebarCategory) } : {}),
    cssModule: (file) => compileCssModule(file, mdx.siteDir, mdx.projectRoots),
    stylesheet: (from, dir) => readPageStylesheet(from, dir, mdx.siteDir, mdx.projectRoots),
  });
  addGlobalComponents(scope, mdx.components);
  for (const problem of problems) report(bodyAt(problem.offset), problem.message, 'error', 'mdx-syntax');
  unravelParagraphs(state);
  const paired = pairTags(state.tokens);
  for (const problem of paired.problems) report(problem.at(problem.offset), problem.message, 'error', 'mdx-syntax');
  const expressionText = (token: Token) => (token.type === MDX_EXPRESSION ? textOf(token, scope, report) : undefined);
  const ids = ((env.mdxIds as { next: number } | undefined) ??= { next: 0 });
  const ctx: BuiltInContext = {
    scope,
    report,
    expressionText,
    nextId: (prefix) => `${prefix}-${++ids.next}`,
    docDescription: (docId) => mdx.docDescription?.(docId),
    drawsOperation: mdx.apiOperation !== undefined,
    newToken: (type, tag, nesting) => new state.Token(type, tag, nesting),
    builtInOf: (element) => builtInOf(element, scope),
    visit: (elements) => {
      for (const element of elements) renderElement(element, ctx, mdx, bodyAt);
    },
    browserOnly: (element) => renderBrowserOnly(element, ctx, mdx, bodyAt),
    style: (element) => renderStyle(element, ctx, mdx, env.htmlPolicy?.rawHtml ?? 'sanitize'),
  };
  ctx.visit(paired.roots);
  for (const styles of scope.styles) state.tokens.push(stylesIsland(styles, mdx, bodyAt, ctx.newToken));
  for (const token of allTokens(state.tokens)) {
    if (token.type === MDX_EXPRESSION) renderExpression(token, scope, report, ctx.newToken);
    else if (token.type === MDX_TAG) drop(token);
  }
}

/** The category as the page's expressions read it, as Docusaurus's PropSidebarItemCategory (plain JSON). */
function sidebarCategoryValue(category: NonNullable<MdxContext['sidebarCategory']>): () => BuildValue | undefined {
  return () => category() as unknown as BuildValue;
}

function* allTokens(tokens: Token[]): Generator<Token> {
  for (const token of tokens) {
    yield token;
    if (token.children) yield* token.children;
  }
}

/** Gives every MDX token its locator, reports syntax errors, and takes the page's ESM out of the flow. */
function locateAndCollect(state: StateCore, env: RenderEnv, report: Report, bodyAt: Locate): EsmMeta[] {
  const programs: EsmMeta[] = [];
  let map: [number, number] = [0, 0];
  const visit = (token: Token, at: Locate) => {
    if (token.type === MDX_TAG || token.type === MDX_EXPRESSION) token.meta = { ...token.meta, at };
    else if (token.type === MDX_ERROR) {
      const { message, offset } = token.meta as ErrorMeta;
      report(at(offset), message, 'error', 'mdx-syntax');
      drop(token);
    } else if (token.type === MDX_ESM) {
      programs.push(token.meta as EsmMeta);
      drop(token);
    }
  };
  for (const token of state.tokens) {
    if (token.map) map = token.map;
    visit(token, bodyAt);
    if (token.type === 'inline' && token.children?.length) {
      const at = inlineLocator(token, map, env);
      for (const child of token.children) visit(child, at);
    }
  }
  return programs;
}

function builtInOf(element: Element, scope: ModuleScope): BuiltInName | undefined {
  const binding = scope.bindings.get(element.tag.name);
  if (binding?.kind === 'built-in') return binding.component;
  return binding ? undefined : GLOBAL[element.tag.name];
}

function renderElement(element: Element, ctx: BuiltInContext, mdx: MdxContext, bodyAt: Locate): void {
  const { name } = element.tag;
  const at = element.at(element.tag.start);
  if (!name) return unwrap(element, ctx);
  const builtIn = builtInOf(element, ctx.scope);
  if (builtIn) return BUILT_IN_HANDLERS[builtIn](element, ctx);
  const binding = ctx.scope.bindings.get(name);
  if (binding?.kind === 'partial') return includePartial(element, ctx, mdx, binding.file, at);
  if (binding?.kind === 'unavailable') return dropElement(element);
  if (binding?.kind === 'head' && mdx.head) return readHead(element, ctx, mdx.head);
  if (binding?.kind === 'head') {
    ctx.report(
      at,
      `<${name}> adds tags to the document's head, which docsgen does not do; set the title, description and keywords in front matter`,
      'warning',
    );
    return dropElement(element);
  }
  if (binding?.kind === 'island') return renderIsland(element, ctx, mdx, binding, bodyAt);
  if (name === 'style') return ctx.style(element);
  if (/^[a-z]/.test(name) && !name.includes('.')) return htmlElement(element, ctx);
  const hint =
    name === 'Head'
      ? '; set the title and description in front matter instead'
      : `; import it (a component of the site or of npm, or a partial: import Parte from './_parte.mdx'), use a built-in (import Tabs from '@theme/Tabs', …), or add it to "mdx.components" in docs.config.json for every page`;
  ctx.report(at, `<${name}> is not defined on this page${hint}`);
  dropElement(element);
}

/** A lowercase element is HTML, written from its props, then sanitized and link-checked as the page's raw HTML. */
function htmlElement(element: Element, ctx: BuiltInContext): void {
  // Event handlers run script, which pages never do (as raw HTML's onclick): taken out with a warning, unevaluated.
  const handlers = element.tag.attributes
    .filter((a) => 'name' in a && /^on[A-Z]/.test(a.name))
    .map((a) => (a as { name: string }).name);
  for (const name of handlers)
    ctx.report(
      element.at(element.tag.start),
      `<${element.tag.name}>: the ${name} handler was removed: a page's elements may not run script`,
      'warning',
    );
  const props = propsOf(element, ctx.scope, ctx.report, new Set(handlers));
  for (const [key, value] of Object.entries(props)) {
    const problem = attributeProblem(key, value);
    if (!problem) continue;
    ctx.report(element.at(element.tag.start), `<${element.tag.name}>: ${problem}`);
    delete props[key];
  }
  const { name } = element.tag;
  const open = `<${name}${htmlAttributes(props)}>`;
  const selfClosed = !element.close;
  setHtml(element.open, selfClosed && !VOID.has(name) ? `${open}</${name}>` : open, 'page', element.flow);
  if (element.close) setHtml(element.close, VOID.has(name) ? '' : `</${name}>`, 'page', element.flow);
  ctx.visit(element.children);
}

function includePartial(element: Element, ctx: BuiltInContext, mdx: MdxContext, file: string, at: Position): void {
  const props = propsOf(element, ctx.scope, ctx.report);
  if (!element.flow) {
    ctx.report(
      at,
      `<${element.tag.name} /> includes a partial, which is a block of Markdown; put it on a line of its own`,
      'error',
      'mdx-partial',
    );
    return dropElement(element);
  }
  if (!mdx.loadPartial) {
    ctx.report(at, `<${element.tag.name} /> includes a partial, which only a build can read`, 'error', 'mdx-partial');
    return dropElement(element);
  }
  dropElement(element);
  element.open.type = MDX_PARTIAL;
  element.open.meta = { file, props, at };
}

/** An expression's value as text: strings and numbers as written, arrays joined; nothing for booleans and null. */
function textOf(token: Token, scope: ModuleScope, report: Report): string | undefined {
  const { expression, source, at } = token.meta as ExpressionMeta & { at: Locate };
  if (!expression.node) return '';
  try {
    return valueText(evaluate(expression.node, scope, source));
  } catch (error) {
    if (!(error instanceof EvaluationError)) throw error;
    report(at(error.offset || expression.start), error.message, 'error', 'mdx-expression');
    return '';
  }
}

function valueText(value: BuildValue): string {
  if (value === null || value === undefined || typeof value === 'boolean') return '';
  if (Array.isArray(value)) return value.map(valueText).join('');
  if (isRecord(value))
    throw new EvaluationError('an object cannot be shown as text; show one of its properties, as in {dados.nome}', 0);
  return String(value);
}

function renderExpression(
  token: Token,
  scope: ModuleScope,
  report: Report,
  newToken: BuiltInContext['newToken'],
): void {
  let text: string | undefined;
  try {
    text = textOf(token, scope, report);
  } catch (error) {
    if (!(error instanceof EvaluationError)) throw error;
    const { expression, at } = token.meta as ExpressionMeta & { at: Locate };
    report(at(expression.start), error.message, 'error', 'mdx-expression');
  }
  if (!text) {
    token.type = MDX_DROPPED;
    return;
  }
  if (token.block) {
    // Text of its own, among blocks: an inline token, so that search reads it like any text of the page.
    const child = newToken('text', '', 0);
    child.content = text;
    token.type = 'inline';
    token.content = text;
    token.children = [child];
  } else {
    token.type = 'text';
    token.content = text;
  }
}
