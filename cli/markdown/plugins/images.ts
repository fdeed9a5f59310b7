import type { MarkdownIt, Token } from 'markdown-it';
import type { RenderEnv } from '../../core/render-env.ts';
import { SourceCursor } from '../source-cursor.ts';

/**
 * Images point at their final (hashed or static) URL and carry their intrinsic
 * width and height, so the page does not shift while they load. All but the
 * first image of a page load lazily; the first is likely above the fold.
 */
export function images(md: MarkdownIt): void {
  md.core.ruler.push('docsgen_images', (state) => {
    const env = state.env as unknown as RenderEnv;
    const cursor = new SourceCursor(env);
    let seen = 0;
    for (const block of state.tokens) {
      if (block.map) cursor.enterBlock(block.map);
      if (block.type !== 'inline') continue;
      const open: Token[] = [];
      for (const token of block.children ?? []) {
        if (token.type === 'link_open') open.push(token);
        // Past a link's destination, where the links rule found it, so that an image of the same URL after it is
        // found where it is.
        const mark =
          token.type === 'link_close'
            ? (open.pop()?.meta as { sourceMark?: { line: number; column: number } } | null)?.sourceMark
            : undefined;
        if (mark) cursor.moveTo(mark);
        if (token.type !== 'image') continue;
        const normalized = (token.attrGet('src') as string | null) ?? '';
        const ref = cursor.find([md.normalizeLinkText(normalized), normalized]);
        const target = env.resolveImage(ref, token.content);
        token.attrSet('src', target.src);
        if (target.width && target.height) {
          token.attrSet('width', String(target.width));
          token.attrSet('height', String(target.height));
        }
        if (seen++ > 0) {
          token.attrSet('loading', 'lazy');
          token.attrSet('decoding', 'async');
        }
      }
    }
  });
}
