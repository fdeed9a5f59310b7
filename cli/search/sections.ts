import type { Token } from 'markdown-it';
import { admonitionTitle } from '../markdown/plugins/admonitions.ts';
import { MATH_BLOCK, MATH_INLINE } from '../markdown/plugins/math.ts';
import { MDX_API_OPERATION } from '../mdx/components/openapi-theme.ts';
import type { SearchPageKind } from '../../format/site-format.ts';

/** A page as the search stage sees it, whatever produced it (a doc now, a blog post later). */
export interface SearchSourcePage {
  kind: SearchPageKind;
  title: string;
  /** As the browser gets it: baseUrl included, no hash. */
  url: string;
  /** Labels above the page in the site's navigation, e.g. ["API REST", "APIs interativas"]. */
  crumbs: string[];
  /** Extra words a reader may type for this page: sidebar label, front matter keywords, the route's last segment. */
  keywords: string[];
  /** Indexed with the text before the first heading. */
  description: string;
  /** The HTTP method of an API operation's page, shown beside it in results. */
  method?: string;
  /** Generated from an API description (see SearchPageEntry.reference). */
  reference?: true;
  /** A doc's version, on a site with several (see SearchPageEntry.version). */
  version?: string;
  /** markdown-it's tokens of the body, as the renderer parsed them. */
  tokens: Token[];
  /** Searchable text of an API directive (`openapi registry GET /v1/fields`), whose reference is not in the tokens. */
  embedText?: (info: string) => string;
  /** Searchable text of the operation a kept page of docusaurus-plugin-openapi-docs draws from its front matter. */
  operationText?: () => string;
}

/** One search document: the text before the first heading, or an h2 or h3 with what follows until the next one. */
export interface SearchSection {
  /** Empty for the text before the first heading. */
  heading: string;
  /** The heading's id, without "#"; empty for the text before the first heading. */
  hash: string;
  /** For an h3, the index (in the page's sections) of the h2 above it; -1 otherwise. */
  parent: number;
  text: string;
  code: string;
}

export interface PageSections {
  kind: SearchPageKind;
  method?: string;
  reference?: true;
  version?: string;
  title: string;
  url: string;
  crumbs: string[];
  keywords: string[];
  sections: SearchSection[];
}

const SECTION_LEVEL_MAX = 3;

/**
 * Splits a page into sections from its token stream. Pure, so a watcher can
 * redo one page and rebuild the index from the sections it kept for the rest.
 */
export function sectionsOfPage(page: SearchSourcePage): PageSections {
  const sections: SearchSection[] = [];
  const text: string[] = [page.description];
  const code: string[] = [];
  let current: Omit<SearchSection, 'text' | 'code'> = { heading: '', hash: '', parent: -1 };
  let lastH2 = -1;
  const close = () => {
    const section = { ...current, text: squash(text), code: squash(code) };
    // The page itself is always a document (its title is searchable even when no text precedes the first heading).
    if (sections.length === 0 || section.hash || section.heading || section.text || section.code)
      sections.push(section);
    text.length = 0;
    code.length = 0;
  };

  const tokens = page.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type === 'heading_open') {
      const level = Number(token.tag.slice(1));
      const inline = tokens[i + 1];
      const heading = (token.meta as { text?: string } | null)?.text ?? inlineText(inline?.children ?? []);
      if (level > SECTION_LEVEL_MAX) {
        text.push(heading);
      } else {
        close();
        if (level < SECTION_LEVEL_MAX) lastH2 = sections.length;
        current = {
          heading,
          hash: String(token.attrGet('id') ?? '').normalize('NFC'),
          parent: level === SECTION_LEVEL_MAX ? lastH2 : -1,
        };
      }
      i += 2;
    } else if (token.type === 'inline') {
      text.push(inlineText(token.children ?? []));
    } else if (token.type === MATH_BLOCK) {
      text.push(token.content);
    } else if (token.type === 'fence' || token.type === 'code_block') {
      code.push(token.content);
    } else if (page.embedText && /^container_(openapi|graphql-schema)_open$/.test(token.type)) {
      text.push(page.embedText(token.info));
    } else if (page.operationText && token.type === MDX_API_OPERATION) {
      text.push(page.operationText());
    } else if (token.type === 'container_admonition_open') {
      // An admonition's own title ("tip[Comece por homologação]"); the default titles carry no content.
      text.push(admonitionTitle(token.info, (token.meta as { kind: string }).kind));
    }
  }
  close();
  return {
    kind: page.kind,
    title: page.title,
    url: page.url,
    crumbs: page.crumbs,
    keywords: page.keywords,
    ...(page.method ? { method: page.method } : {}),
    ...(page.reference ? { reference: true as const } : {}),
    ...(page.version ? { version: page.version } : {}),
    sections,
  };
}

function inlineText(children: Token[]): string {
  const parts: string[] = [];
  for (const child of children) {
    if (child.type === 'text' || child.type === 'code_inline' || child.type === 'image' || child.type === MATH_INLINE)
      parts.push(child.content);
    else if (child.type === 'softbreak' || child.type === 'hardbreak') parts.push(' ');
  }
  return parts.join('');
}

/** Every run of whitespace becomes one space. Single spaces, most of them, are left unmatched: five times faster than replacing /\s+/. */
function squash(parts: string[]): string {
  return parts
    .join(' ')
    .replace(/\s{2,}|[^\S ]/g, ' ')
    .trim();
}
