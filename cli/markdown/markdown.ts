import markdownIt, { type MarkdownIt, type Token } from 'markdown-it';
import anchor from 'markdown-it-anchor';
import { slug } from 'github-slugger';
import { admonitions } from './plugins/admonitions.ts';
import { autolinkLiterals } from './plugins/autolink-literals.ts';
import { codeFence } from './plugins/code-fence.ts';
import { embeds } from './plugins/embeds.ts';
import { firstHeading } from './plugins/first-heading.ts';
import { footnotes } from './plugins/footnotes.ts';
import { headingIds } from './plugins/heading-ids.ts';
import { images } from './plugins/images.ts';
import { inlineLimits } from './plugins/inline-limits.ts';
import { links } from './plugins/links.ts';
import { math, MATH_INLINE } from './plugins/math.ts';
import { mdxSyntax } from './plugins/mdx-syntax.ts';
import { npm2yarn } from './plugins/npm2yarn.ts';
import { mdx } from '../mdx/mdx-markdown.ts';
import { rawHtml } from './plugins/raw-html.ts';
import { tabBlocks } from './plugins/tab-blocks.ts';

/**
 * The text a heading's id is made from, as Docusaurus takes it (mdast-util-to-string): text, inline code and the alt
 * text of images, so `## ![logo](l.png) Título` is `logo-título`. Inline HTML tags are not text.
 */
function headingSlugText(tokens: Token[]): string {
  return tokens
    .map((t) =>
      t.type === 'text' || t.type === 'code_inline' || t.type === MATH_INLINE
        ? t.content
        : t.type === 'image'
          ? headingSlugText(t.children ?? [])
          : '',
    )
    .join('');
}

/**
 * The Markdown pipeline. Heading ids follow github-slugger, as Docusaurus does
 * ("## Configuração da API" -> "configuração-da-api", duplicates get "-1",
 * "-2"), so links saved from the old site keep working.
 */
export function createMarkdown(): MarkdownIt {
  const md = commonPipeline('md');
  md.use(mdxSyntax);
  return md;
}

/** The pipeline of MDX pages: the same, with MDX's syntax in place of raw HTML (see mdx/mdx-markdown.ts). */
export function createMdxMarkdown(): MarkdownIt {
  const md = commonPipeline('mdx');
  md.use(mdx);
  return md;
}

function commonPipeline(format: 'md' | 'mdx'): MarkdownIt {
  const md = markdownIt({ html: true, linkify: true, typographer: false });
  md.use(autolinkLiterals);
  md.use(inlineLimits);
  md.use(math);
  md.use(headingIds);
  md.use(footnotes);
  md.use(anchor, {
    level: [1, 2, 3, 4, 5, 6],
    failOnNonUnique: false,
    slugify: slug,
    getTokensText: headingSlugText,
    uniqueSlugStartIndex: 1,
    tabIndex: false,
    permalink: anchor.permalink.linkInsideHeader({
      symbol: '<span aria-hidden="true">#</span>',
      placement: 'after',
      class: 'hash-link',
      ariaHidden: false,
      renderAttrs: () => ({ 'aria-label': 'Link direto para esta seção' }),
    }),
  });
  md.use(firstHeading);
  md.use(admonitions);
  md.use(embeds);
  // Before npm2yarn, as Docusaurus sites list them: tab blocks group the fences as written.
  md.use(tabBlocks);
  md.use(npm2yarn);
  md.use(codeFence);
  md.use(rawHtml, { format });
  md.use(links);
  md.use(images);
  return md;
}
