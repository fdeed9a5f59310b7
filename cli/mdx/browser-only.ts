import path from 'node:path';
import { escapeHtml } from '../util/html.ts';
import type { BuiltInContext } from './built-ins.ts';
import { dropElement, setHtml } from './element-tokens.ts';
import { islandId } from './islands/island-ids.ts';
import type { Locate } from './locate.ts';
import type { MdxContext } from './mdx-context.ts';
import { inlineModuleSource } from './module-scope.ts';
import type { Element } from './pair-tags.ts';
import type { TagMeta } from './syntax-tokens.ts';

/** A fallback the build can show as is: one HTML element holding plain text (`<div>Carregando…</div>`). */
const SIMPLE_FALLBACK = /^<(p|div|span|strong|em|small|code)>([^<>{}]*)<\/\1>$/;

/**
 * `<BrowserOnly>{() => <Grafico />}</BrowserOnly>`: the function child is page code, so the element becomes a
 * component the page defines (an island), `export const BrowserOnly<line> = () => (<BrowserOnly …>…</BrowserOnly>)`
 * in the module of the page's own components, which renders it in the browser only. Until then the page shows the
 * `fallback` when it is one element of plain text, as Docusaurus prerenders it.
 */
export function renderBrowserOnly(element: Element, ctx: BuiltInContext, mdx: MdxContext, bodyAt: Locate): void {
  const at = element.at(element.tag.start);
  const { source } = element.open.meta as TagMeta;
  const closeTag = element.close && (element.close.meta as TagMeta);
  dropElement(element);
  if (!element.flow || !closeTag || closeTag.source !== source) {
    ctx.report(at, '<BrowserOnly> with a function child renders a block: put its tags on lines of their own');
    return;
  }
  if (!mdx.inlineComponents) {
    ctx.report(
      at,
      '<BrowserOnly> with a function child runs page code in the reader\'s browser, which the site does not allow: move the code into a component (src/components/X.jsx) and use it here, or set "mdx": { "inlineComponents": true } in docs.config.json (see SECURITY.md)',
    );
    return;
  }
  const name = `BrowserOnly${at.line}`;
  ctx.scope.moduleStatements.push({
    start: element.tag.start,
    end: closeTag.tag.end,
    source,
    prefix: `export const ${name} = () => (`,
    suffix: ');',
  });
  const file = path.relative(mdx.siteDir, mdx.file).split(path.sep).join('/');
  const id = islandId(`inline:${file}#${name}`);
  mdx.islands?.push({
    id,
    name,
    export: name,
    module: { inline: inlineModuleSource(ctx.scope.moduleStatements), lineOffset: bodyAt(0).line - 1 },
    file: mdx.file,
    line: at.line,
    column: at.column,
  });
  const fallback = element.tag.attributes.find((a) => 'name' in a && a.name === 'fallback');
  const node =
    fallback && 'value' in fallback && fallback.value.kind === 'expression' && fallback.value.expression.node;
  const simple = node ? SIMPLE_FALLBACK.exec(source.slice(node.start, node.end).trim()) : null;
  const html = simple ? `<${simple[1]}>${escapeHtml(simple[2]!)}</${simple[1]}>` : '';
  setHtml(element.open, `<div class="island" data-island="${id}">${html}</div>`, 'docsgen', true);
}
