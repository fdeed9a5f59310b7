import type { MarkdownIt } from 'markdown-it';
import { highlight } from '../highlight.ts';

export interface FenceInfo {
  lang: string;
  title?: string;
  lines: Set<number>;
}

/**
 * Parses a fence's info string: ```ts title="app.ts" {1,3-5}. Ranges stop at the block's last line, so that a typo
 * such as {1-20000000} costs nothing.
 */
export function parseFenceInfo(info: string, lineCount = Number.POSITIVE_INFINITY): FenceInfo {
  const lang = /^\S*/.exec(info.trim())?.[0] ?? '';
  const title = /title=(["'])(.*?)\1/.exec(info)?.[2];
  const lines = new Set<number>();
  const range = /\{([\d,\s-]+)\}/.exec(info.slice(lang.length))?.[1];
  for (const part of range?.split(',') ?? []) {
    const [from, to] = part.split('-').map((n) => Number.parseInt(n, 10));
    if (from === undefined || Number.isNaN(from)) continue;
    const last = Math.min(to !== undefined && !Number.isNaN(to) ? to : from, lineCount);
    for (let n = from; n <= last; n++) lines.add(n);
  }
  return { lang: lang.startsWith('{') ? '' : lang, title, lines };
}

const FENCE_OPEN = /^ {0,3}(?:`{3,}|~{3,})[ \t]*([^\s{`]+)/gm;

/** Languages named by the fences of a Markdown text, so their grammars can be loaded before rendering. */
export function fenceLanguages(markdown: string): string[] {
  return [...markdown.matchAll(FENCE_OPEN)].map((m) => m[1]!);
}

/** Highlights fenced code at build time, so the viewer ships no highlighter. */
export function codeFence(md: MarkdownIt): void {
  md.renderer.rules.fence = (tokens, idx) => {
    const token = tokens[idx]!;
    if ((token.meta as { consumed?: boolean } | null)?.consumed) return '';
    const code = token.content.replace(/\n$/, '');
    const info = parseFenceInfo(token.info, code.split('\n').length);
    const body = highlight(code, info.lang || 'text', info.lines);
    const title = info.title ? `<div class="code-title">${md.utils.escapeHtml(info.title)}</div>` : '';
    const lang = info.lang ? ` data-lang="${md.utils.escapeHtml(info.lang)}"` : '';
    return `<div class="code-block"${lang}>${title}${body}</div>\n`;
  };
}
