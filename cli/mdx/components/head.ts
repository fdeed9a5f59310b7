import type { Token } from 'markdown-it';
import { escapeHtml } from '../../util/html.ts';
import { dropElement, plainText, tokensOf } from '../element-tokens.ts';
import type { ModuleScope } from '../module-scope.ts';
import type { Element } from '../pair-tags.ts';
import { propsOf, type Report } from '../props.ts';
import { MDX_TAG } from '../syntax-tokens.ts';

/** What a page's `<Head>` puts in the document's head; filled as the page is read, read once it is rendered. */
export interface PageHead {
  /** The tab's title: the page's title in the payload, so that the viewer sets it on client navigation too. */
  title?: string;
  /** `<meta name="description">`: the payload's description. */
  description?: string;
  /** `<link rel="canonical">`, in place of the page's own URL. */
  canonical?: string;
  /** Every other `<meta>` and `<link>`, as HTML for the prerendered head. */
  tags: string[];
}

interface HeadContext {
  scope: ModuleScope;
  report: Report;
  expressionText(token: Token): string | undefined;
}

/** The link relations a page may add: those that describe it (a stylesheet or a preload would load something). */
const LINK_RELS = new Set(['canonical', 'alternate', 'author', 'license', 'me', 'prev', 'next', 'help']);

/**
 * `<Head>` of `@docusaurus/Head` in a page, read at build time: its `<title>`, `<meta name|property content>` and
 * `<link rel href>` go into the prerendered head (title and description into the payload as well); anything else
 * inside is left out with a warning, as are script and style, which a page may not add.
 */
export function readHead(element: Element, ctx: HeadContext, head: PageHead): void {
  for (const child of element.children) {
    const at = child.at(child.tag.start);
    const name = child.tag.name;
    if (name === 'title') {
      const inner = [...tokensOf(child)].filter((t) => t !== child.open && t !== child.close && t.type !== MDX_TAG);
      head.title = plainText(inner, ctx.expressionText).replace(/\s+/g, ' ').trim();
      continue;
    }
    const props = propsOf(child, ctx.scope, ctx.report);
    const text = (key: string) => (typeof props[key] === 'string' ? (props[key] as string) : undefined);
    if (name === 'meta' && (text('name') || text('property')) && text('content') !== undefined) {
      const key = text('name') ? 'name' : 'property';
      if (text('name') === 'description') head.description = text('content');
      else head.tags.push(`<meta ${key}="${escapeHtml(text(key)!)}" content="${escapeHtml(text('content')!)}">`);
      continue;
    }
    if (name === 'link' && text('rel') && text('href') && LINK_RELS.has(text('rel')!)) {
      if (text('rel') === 'canonical') head.canonical = text('href');
      else {
        const extra = ['hreflang', 'type', 'title']
          .filter((key) => text(key))
          .map((k) => ` ${k}="${escapeHtml(text(k)!)}"`);
        head.tags.push(`<link rel="${escapeHtml(text('rel')!)}" href="${escapeHtml(text('href')!)}"${extra.join('')}>`);
      }
      continue;
    }
    ctx.report(
      at,
      `<${name}> in <Head> is left out: docsgen adds a page's <title>, <meta name|property content> and ` +
        `<link rel href> (rel ${[...LINK_RELS].join(', ')}) to its head`,
      'warning',
    );
  }
  dropElement(element);
}
