import type { Token } from 'markdown-it';
import type { RenderEnv } from '../core/render-env.ts';

/** A 1-based line and column of the source file. */
export interface Position {
  line: number;
  column: number;
}

/** Turns an offset of some parsed text into a file position. */
export type Locate = (offset: number) => Position;

/** Offsets of the page body (block tokens' syntax points into it). */
export function bodyLocator(src: string, env: RenderEnv): Locate {
  const starts = [0];
  for (let i = src.indexOf('\n'); i !== -1; i = src.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1 + env.lineOffset, column: offset - starts[lo]! + 1 };
  };
}

/**
 * Offsets of an inline token's content, which is its block's source lines less their indentation and markers: a
 * content line is found in its source line, and the offset placed within it.
 */
export function inlineLocator(inline: Token, map: [number, number], env: RenderEnv): Locate {
  const content = inline.content;
  return (offset) => {
    const before = content.slice(0, offset);
    const index = before.split('\n').length - 1;
    const lineStart = before.lastIndexOf('\n') + 1;
    const lineEnd = content.indexOf('\n', lineStart);
    const text = content.slice(lineStart, lineEnd === -1 ? content.length : lineEnd);
    const sourceLine = map[0] + index;
    const found = (env.lines[sourceLine] ?? '').indexOf(text);
    return { line: sourceLine + 1 + env.lineOffset, column: (found === -1 ? 0 : found) + offset - lineStart + 1 };
  };
}
