import { escapeText } from '../markdown/markdown-inline.ts';

/** One entry of llms.txt: a page with a Markdown export. */
export interface LlmsLink {
  title: string;
  /** The absolute URL of its Markdown export. */
  url: string;
  description: string;
}

export interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

export interface LlmsSite {
  title: string;
  tagline: string;
  /** The config's `llms.introduction`: a paragraph after the summary. */
  introduction?: string;
}

/** The name of llms.txt's section a reader may skip, by the format's rule (llmstxt.org). */
export const OPTIONAL_SECTION = 'Optional';

/**
 * llms.txt as llmstxt.org describes it: the site's title as the only `#` heading, the tagline as the blockquote that
 * sums the site up, the introduction paragraph, then `##` sections of `- [title](url): description` lines.
 */
export function llmsTxt(site: LlmsSite, sections: readonly LlmsSection[]): string {
  const parts = [`# ${escapeText(site.title, false)}`];
  if (site.tagline.trim()) parts.push(`> ${escapeText(site.tagline.trim(), false)}`);
  if (site.introduction?.trim()) parts.push(site.introduction.trim());
  for (const section of sections) {
    if (!section.links.length) continue;
    parts.push(`## ${escapeText(section.title, false)}\n\n${section.links.map(linkLine).join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

function linkLine(link: LlmsLink): string {
  const description = link.description.replace(/\s+/g, ' ').trim();
  return `- [${escapeText(link.title, false)}](${link.url})${description ? `: ${escapeText(description, false)}` : ''}`;
}

/**
 * llms-full.txt: every doc's Markdown one after the other, in the order llms.txt lists them, each after a separator
 * that names the URL of its Markdown export, as a block of front matter would. In pieces, so that a build writes each
 * doc's as it is finished: the opening, then each doc's `page`, then the closing.
 */
export function llmsFullPieces(site: LlmsSite): {
  opening: string;
  page: (url: string, markdown: string) => string;
  closing: string;
} {
  const opening = [
    `# ${escapeText(site.title, false)}`,
    ...(site.tagline.trim() ? [`> ${escapeText(site.tagline.trim(), false)}`] : []),
  ].join('\n\n');
  return { opening, page: (url, markdown) => `\n\n---\nurl: ${url}\n---\n\n${markdown.trimEnd()}`, closing: '\n' };
}
