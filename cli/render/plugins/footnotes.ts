import type { MarkdownIt, Token } from 'markdown-it';
import footnote from 'markdown-it-footnote';
import type { RenderEnv } from '../render-env.ts';

interface FootnoteMeta {
  id: number;
  subId?: number;
  label?: string;
}

/**
 * GFM footnotes (`text[^1]` and `[^1]: note`), as Docusaurus renders them with remark-gfm: ids named after the
 * label (`user-content-fn-nota`, `user-content-fnref-nota`, `-2` for a second reference), so links saved from the
 * old site keep working, a heading that screen readers find, and back links with a Portuguese name. Without the
 * plugin markdown-it reads `[^1]: /x` as a link definition, and the note as a link.
 */
export function footnotes(md: MarkdownIt): void {
  md.use(footnote);
  const rules = md.renderer.rules;
  const escape = md.utils.escapeHtml;
  const name = (meta: FootnoteMeta) => escape(encodeURIComponent(String(meta.label ?? meta.id + 1).toLowerCase()));
  const refId = (meta: FootnoteMeta) => `user-content-fnref-${name(meta)}${meta.subId ? `-${meta.subId + 1}` : ''}`;
  const metaOf = (token: Token) => token.meta as unknown as FootnoteMeta;
  const metaAt = (tokens: Token[], idx: number) => metaOf(tokens[idx]!);

  rules.footnote_ref = (tokens, idx) => {
    const meta = metaAt(tokens, idx);
    return `<sup><a href="#user-content-fn-${name(meta)}" id="${refId(meta)}" data-footnote-ref aria-describedby="footnote-label">${meta.id + 1}</a></sup>`;
  };
  rules.footnote_block_open = () => '<section data-footnotes class="footnotes">\n<h2 class="visually-hidden" id="footnote-label">Notas de rodapé</h2>\n<ol>\n';
  rules.footnote_block_close = () => '</ol>\n</section>\n';
  rules.footnote_open = (tokens, idx) => `<li id="user-content-fn-${name(metaAt(tokens, idx))}">`;
  rules.footnote_anchor = (tokens, idx) => {
    const meta = metaAt(tokens, idx);
    const which = meta.subId ? `${meta.id + 1}-${meta.subId + 1}` : String(meta.id + 1);
    // U+FE0E keeps the arrow from turning into an emoji on iOS.
    return ` <a href="#${refId(meta)}" data-footnote-backref aria-label="Voltar à referência ${which}" class="data-footnote-backref">\u21a9\ufe0e</a>`;
  };

  // The ids join the page's anchors, so that a link to a note is checked like a link to a heading.
  md.core.ruler.after('footnote_tail', 'docsgen_footnote_ids', (state) => {
    const env = state.env as RenderEnv;
    for (const token of state.tokens) {
      if (token.type === 'footnote_block_open') env.htmlIds.push('footnote-label');
      else if (token.type === 'footnote_open') env.htmlIds.push(`user-content-fn-${name(metaOf(token))}`);
      for (const child of token.children ?? []) if (child.type === 'footnote_ref') env.htmlIds.push(refId(metaOf(child)));
    }
  });
}
