import path from 'node:path';
import { escapeHtml } from '../util/html.ts';
import { islandId } from './islands/island-ids.ts';
import { placeholderStyle } from './islands/placeholder-box.ts';
import type { BuiltInContext } from './built-ins.ts';
import type { Token } from 'markdown-it';
import type { SidebarItem } from '../../format/site-format.ts';
import { dropElement, MDX_HTML, setHtml } from './element-tokens.ts';
import type { Locate, Position } from './locate.ts';
import type { IslandUse, MdxContext } from './mdx-context.ts';
import { inlineModuleSource, type Binding } from './module-scope.ts';
import type { Element } from './pair-tags.ts';
import { propsOf } from './props.ts';

type IslandBinding = Extract<Binding, { kind: 'island' }>;

/** The inline components already reported as not allowed (see renderIsland): each binding is one page's parse. */
const refusedInline = new WeakSet<IslandBinding>();

/**
 * A component the browser renders: a placeholder holding the component's id, its props as JSON (build-time values
 * only) and its children rendered to HTML, which the page shows until the viewer mounts the component (see
 * viewer/islands/). The use is recorded on the page's context, for the island bundle and the payload. A component
 * the page defines itself is an island only when the config's `mdx.inlineComponents` allows it.
 */
export function renderIsland(
  element: Element,
  ctx: BuiltInContext,
  mdx: MdxContext,
  binding: IslandBinding,
  bodyAt: Locate,
): void {
  const { name } = element.tag;
  if (binding.export === '*') {
    ctx.report(
      element.at(element.tag.start),
      `<${name}> is a whole module (import * as ${name}); import the component itself, as in import { Card } from '…', then write <Card>`,
    );
    return dropElement(element);
  }
  if (binding.inline && !mdx.inlineComponents) {
    // Once per component, at its export: a page that uses it ten times has one thing to change.
    if (!refusedInline.has(binding)) {
      refusedInline.add(binding);
      ctx.report(
        bodyAt(binding.exportOffset ?? binding.offset),
        `<${name}> is a component this page defines, and a page's own components do not run in the reader's browser unless the site allows them: move ${name} to a file such as src/components/${name}.jsx and import it (import ${name} from '@site/src/components/${name}'), or set "mdx": { "inlineComponents": true } in docs.config.json (see SECURITY.md)`,
        'error',
        'mdx-component',
      );
    }
    return dropElement(element);
  }
  const props = propsOf(element, ctx.scope, ctx.report);
  const use = islandUse(name, mdx, binding, ctx, bodyAt, element.at(element.tag.start));
  mdx.islands?.push(use);
  const tag = element.flow ? 'div' : 'span';
  const json = JSON.stringify(props);
  // A component written with a closing tag gets children, even empty ones; a self-closed one gets none.
  const children = element.close ? ' data-island-children' : '';
  // A block placeholder keeps the box its props announce until the component mounts (see placeholder-box.ts).
  const box = element.flow ? placeholderStyle(props) : undefined;
  const style = box ? ` style="${escapeHtml(box)}"` : '';
  const propsAttribute = json === '{}' ? '' : ` data-island-props="${escapeHtml(json)}"`;
  const open = `<${tag} class="island" data-island="${use.id}"${children}${propsAttribute}${categoryAttribute(mdx)}${style}>`;
  setHtml(element.open, element.close ? open : `${open}</${tag}>`, 'docsgen', element.flow);
  if (element.close) setHtml(element.close, `</${tag}>`, 'docsgen', element.flow);
  ctx.visit(element.children);
}

/**
 * What `useCurrentSidebarCategory()` gives the island on the page of a category (that a category's `link` names):
 * the category as Docusaurus's PropSidebarItemCategory, each doc link with its card text as `description`. Computed
 * here and carried by the placeholder, so that the viewer loads nothing more for it.
 */
function categoryAttribute(mdx: MdxContext): string {
  const category = mdx.sidebarCategory?.();
  if (!category) return '';
  const describe = (item: SidebarItem): SidebarItem => {
    if (item.type === 'category') return { ...item, items: item.items.map(describe) };
    if (item.type !== 'link' || item.description !== undefined || item.docId === undefined) return item;
    const description = mdx.docDescription?.(item.docId);
    return description === undefined ? item : { ...item, description };
  };
  return ` data-island-category="${escapeHtml(JSON.stringify(describe(category)))}"`;
}

function islandUse(
  name: string,
  mdx: MdxContext,
  binding: IslandBinding,
  ctx: BuiltInContext,
  bodyAt: Locate,
  usedAt: Position,
): IslandUse {
  // A global component has no import on the page: its module's problems are placed where the page uses it.
  const at = binding.offset < 0 ? usedAt : bodyAt(binding.offset);
  const where = { file: mdx.file, line: at.line, column: at.column };
  const site = (file: string) => path.relative(mdx.siteDir, file).split(path.sep).join('/');
  if (binding.inline) {
    const key = `inline:${site(mdx.file)}#${binding.export}`;
    // The module's lines are the body's: its first line is the file's line after the front matter.
    const module = { inline: inlineModuleSource(ctx.scope.moduleStatements), lineOffset: bodyAt(0).line - 1 };
    return { id: islandId(key), name, export: binding.export, module, ...where };
  }
  const dir = path.dirname(mdx.file);
  const { source } = binding;
  const target =
    source.startsWith('./') || source.startsWith('../')
      ? site(path.resolve(dir, source))
      : source.startsWith('@site/')
        ? site(path.join(mdx.siteDir, source.slice('@site/'.length)))
        : source;
  const display =
    binding.export === 'default' ? path.basename(source).replace(/\.[jt]sx?$/, '') || name : binding.export;
  return {
    id: islandId(`${target}#${binding.export}`),
    name: /^[A-Za-z_$][\w$]*$/.test(display) ? display : name,
    export: binding.export,
    module: { specifier: source, resolveDir: dir },
    ...where,
  };
}

/**
 * The island of a CSS module the page imports: a component that renders nothing, whose style sheet the viewer loads
 * with the page's islands. Its placeholder goes at the end of the page (or partial) that imports it.
 */
export function stylesIsland(
  styles: { file: string; css: string; offset: number },
  mdx: MdxContext,
  bodyAt: Locate,
  newToken: BuiltInContext['newToken'],
): Token {
  const at = bodyAt(styles.offset);
  const site = path.relative(mdx.siteDir, styles.file).split(path.sep).join('/');
  const id = islandId(`styles:${site}`);
  mdx.islands?.push({
    id,
    name: path.basename(styles.file),
    export: 'default',
    module: { styles: styles.css, resolveDir: path.dirname(styles.file) },
    file: mdx.file,
    line: at.line,
    column: at.column,
  });
  const token = newToken(MDX_HTML, '', 0);
  token.block = true;
  token.content = `<div class="island" data-island="${id}" hidden></div>\n`;
  return token;
}
