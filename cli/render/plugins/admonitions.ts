import markdownIt, { type MarkdownIt } from 'markdown-it';
import container from 'markdown-it-container';

/** Default titles, as Docusaurus shows them in pt-BR. */
const TITLES: Record<string, string> = {
  note: 'Nota',
  tip: 'Dica',
  info: 'Informação',
  warning: 'Aviso',
  danger: 'Perigo',
  caution: 'Cuidado',
};

/**
 * Titles keep emphasis and inline code, as in Docusaurus, and nothing else: raw HTML stays text, and a link there
 * would escape the link checker.
 */
const titleMarkdown = markdownIt('zero').enable(['emphasis', 'backticks', 'escape']);

/**
 * The title after the kind: Docusaurus 3's `:::tip[Title]`, or the older `:::tip Title`. Brackets may nest
 * (`[Use [x]]`) or be escaped (`[Use \\]]`); an unclosed one leaves the rest as the title.
 */
export function admonitionTitle(info: string, kind: string): string {
  const rest = info.trim().slice(kind.length);
  if (!rest.startsWith('[')) return rest.trim();
  let depth = 0;
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '\\') i++;
    else if (rest[i] === '[') depth++;
    else if (rest[i] === ']' && --depth === 0) return rest.slice(1, i).trim();
  }
  return rest.slice(1).trim();
}

/** Docusaurus admonitions: `:::tip`, `:::tip[Optional title]` or `:::tip Optional title` ... `:::`. */
export function admonitions(md: MarkdownIt): void {
  for (const [kind, defaultTitle] of Object.entries(TITLES)) {
    const opener = new RegExp(`^${kind}(?:$|\\s|\\[)`);
    md.use(container, kind, {
      validate: (params: string) => opener.test(params.trim()),
      render(tokens: { info: string; nesting: number }[], idx: number) {
        const token = tokens[idx]!;
        if (token.nesting !== 1) return '</div></div>\n';
        const custom = admonitionTitle(token.info, kind);
        const title = custom ? titleMarkdown.renderInline(custom) : defaultTitle;
        return `<div class="admonition admonition-${kind}" role="note"><p class="admonition-title">${title}</p><div class="admonition-body">\n`;
      },
    });
  }
}
