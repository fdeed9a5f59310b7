import type { MarkdownIt } from 'markdown-it';
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

/** Docusaurus admonitions: `:::tip Optional title` ... `:::`. */
export function admonitions(md: MarkdownIt): void {
  for (const [kind, defaultTitle] of Object.entries(TITLES)) {
    md.use(container, kind, {
      render(tokens: { info: string; nesting: number }[], idx: number) {
        const token = tokens[idx]!;
        if (token.nesting !== 1) return '</div></div>\n';
        const custom = token.info.trim().slice(kind.length).trim();
        const title = md.utils.escapeHtml(custom || defaultTitle);
        return `<div class="admonition admonition-${kind}" role="note"><p class="admonition-title">${title}</p><div class="admonition-body">\n`;
      },
    });
  }
}
