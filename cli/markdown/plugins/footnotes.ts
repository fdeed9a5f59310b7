import type { MarkdownIt, Token } from 'markdown-it';
import footnote from 'markdown-it-footnote';
import type { RenderEnv } from '../../core/render-env.ts';

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
  const noteId = (meta: FootnoteMeta) => `user-content-fn-${footnoteId(String(meta.label ?? meta.id + 1))}`;
  const refId = (meta: FootnoteMeta) =>
    `user-content-fnref-${footnoteId(String(meta.label ?? meta.id + 1))}${meta.subId ? `-${meta.subId + 1}` : ''}`;
  const metaOf = (token: Token) => token.meta as unknown as FootnoteMeta;
  const metaAt = (tokens: Token[], idx: number) => metaOf(tokens[idx]!);

  rules.footnote_ref = (tokens, idx) => {
    const meta = metaAt(tokens, idx);
    return `<sup><a href="#${escape(noteId(meta))}" id="${escape(refId(meta))}" data-footnote-ref aria-describedby="footnote-label">${meta.id + 1}</a></sup>`;
  };
  rules.footnote_block_open = () =>
    '<section data-footnotes class="footnotes">\n<h2 class="visually-hidden" id="footnote-label">Notas de rodapé</h2>\n<ol>\n';
  rules.footnote_block_close = () => '</ol>\n</section>\n';
  rules.footnote_open = (tokens, idx) => `<li id="${escape(noteId(metaAt(tokens, idx)))}">`;
  rules.footnote_anchor = (tokens, idx) => {
    const meta = metaAt(tokens, idx);
    const which = meta.subId ? `${meta.id + 1}-${meta.subId + 1}` : String(meta.id + 1);
    // U+FE0E keeps the arrow from turning into an emoji on iOS.
    return ` <a href="#${escape(refId(meta))}" data-footnote-backref aria-label="Voltar à referência ${which}" class="data-footnote-backref">\u21a9\ufe0e</a>`;
  };

  // The ids join the page's anchors, so that a link to a note is checked like a link to a heading.
  md.core.ruler.after('footnote_tail', 'docsgen_footnote_ids', (state) => {
    if (!state.env.footnotes) return;
    const env = state.env as RenderEnv;
    for (const token of state.tokens) {
      if (token.type === 'footnote_block_open') env.htmlIds.push('footnote-label');
      else if (token.type === 'footnote_open') env.htmlIds.push(noteId(metaOf(token)));
      for (const child of token.children ?? [])
        if (child.type === 'footnote_ref') env.htmlIds.push(refId(metaOf(child)));
    }
  });
}

/**
 * A label as remark-gfm names it in ids: whitespace collapsed, lower case, and percent-encoded as micromark's
 * normalizeUri does, which keeps ASCII punctuation that URLs allow ("a/b" stays "a/b", "ç" becomes "%C3%A7").
 */
export function footnoteId(label: string): string {
  return label
    .replace(/[\t\n\r ]+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/[^!#$&-;=?-Z_a-z~]/gu, (c) => encodeURIComponent(c));
}
