import type { MarkdownIt, Token } from 'markdown-it';
import { fenceLanguage, parseFenceInfo } from '../fence-info.ts';
import { unknownLanguage } from '../../highlight/language-names.ts';
import { applyMagicComments } from '../magic-comments.ts';
import type { RenderEnv } from '../../core/render-env.ts';
import { MERMAID_LANGUAGE, mermaidHtml, settleMermaidFence } from './mermaid.ts';

/** What the renderer needs of a fence, settled at parse time. */
interface Fence {
  lang: string;
  title: string | undefined;
  lines: ReadonlySet<number>;
  lineNumbersStart: number | undefined;
  lineCount: number;
}

/** A fence's marker and the language after it; searched for directly, since fences are rare among a page's lines. */
const FENCE_MARK = /(?:`{3,}|~{3,})[ \t]*([^\s{`]+)/g;
/**
 * What may come before a fence on its line: indentation, blockquote and list markers. It may also pass a fence inside
 * an indented code block, which costs a grammar loaded for nothing; missing one would leave that fence's code plain.
 * Each repetition starts at a list marker, which the spaces before it cannot match, so "- - - - …" cannot backtrack.
 */
const FENCE_PREFIX = /^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t>]+)*$/;

/**
 * Languages named by the fences of a Markdown text, so their grammars can be loaded before rendering. Linear in the
 * text: each newline is found once, by a forward scan, and only a line's first marker can open a fence (any later one has
 * the first marker's backticks or tildes before it), so a long line of inline code is judged once, not per marker.
 */
export function fenceLanguages(markdown: string): string[] {
  const languages: string[] = [];
  let lineStart = 0;
  let nextNewline = markdown.indexOf('\n');
  let judgedLine = -1;
  for (const match of markdown.matchAll(FENCE_MARK)) {
    while (nextNewline !== -1 && nextNewline < match.index) {
      lineStart = nextNewline + 1;
      nextNewline = markdown.indexOf('\n', lineStart);
    }
    if (lineStart === judgedLine) continue;
    judgedLine = lineStart;
    // A diagram is drawn, not highlighted: its grammar is not needed.
    if (match[1] !== MERMAID_LANGUAGE && FENCE_PREFIX.test(markdown.slice(lineStart, match.index)))
      languages.push(match[1]!);
  }
  // MDX's <CodeBlock language="jsx">: a hint of which grammar to load, read before the page is parsed.
  if (markdown.includes('<CodeBlock'))
    for (const match of markdown.matchAll(CODE_BLOCK_LANGUAGE)) languages.push(match[1]!);
  return languages;
}

const CODE_BLOCK_LANGUAGE = /\blanguage=\{?["'`]([\w+#.-]+)["'`]/g;

/**
 * Reads a fence's metadata and magic comments, reporting what is wrong where it is written. The magic comments leave
 * the token's content, so that search indexes the code as readers see it.
 */
function settleFence(token: Token, env: RenderEnv): void {
  const written = token.content.replace(/\n$/, '');
  const { lang, langAt } = fenceLanguage(token.info);
  const magic = applyMagicComments(written, lang);
  const lineCount = countLines(magic.code);
  const info = parseFenceInfo(token.info, lineCount);
  const fenceLine = token.map![0];
  const line = fenceLine + 1 + env.lineOffset;
  const source = env.lines[fenceLine] ?? '';
  const infoColumn = source.indexOf(token.markup) + token.markup.length + 1;
  // A copy of a written fence (another tool's tab of an npm2yarn block) has the same problems, said once at the first.
  const report: RenderEnv['report'] = (token.meta as { copy?: boolean } | null)?.copy ? () => {} : env.report;
  for (const problem of info.problems)
    report({
      line,
      column: infoColumn + problem.at,
      message: problem.message,
      severity: 'error',
      code: 'invalid-code-block',
    });
  for (const problem of magic.problems) {
    const at = fenceLine + 1 + problem.line;
    report({
      line: at + 1 + env.lineOffset,
      column: (env.lines[at] ?? '').indexOf(problem.comment) + 1 || 1,
      message: problem.message,
      severity: 'warning',
      code: 'unmatched-magic-comment',
    });
  }
  const unknown = unknownLanguage(lang);
  if (unknown)
    report({
      line,
      column: infoColumn + langAt,
      message: unknown,
      severity: 'warning',
      code: 'unknown-code-language',
    });
  if (magic.code !== written) token.content = `${magic.code}\n`;
  // Docusaurus skips magic comments when the fence gives a range, and shows them as code, which no writer means;
  // here both apply, and ranges count the lines as shown.
  const lines =
    magic.lines.size || info.lines.size ? new Set([...info.lines, ...magic.lines].sort((a, b) => a - b)) : info.lines;
  const fence: Fence = { lang, title: info.title, lines, lineNumbersStart: info.lineNumbersStart, lineCount };
  token.meta = { ...token.meta, fence };
}

function countLines(code: string): number {
  let count = 1;
  for (let at = code.indexOf('\n'); at !== -1; at = code.indexOf('\n', at + 1)) count++;
  return count;
}

/**
 * The attributes that number a block's lines: a CSS counter, so that copied code carries no numbers, and the width of
 * the widest number, so that the numbers line up.
 */
function lineNumbers(start: number | undefined, lineCount: number): { className: string; style: string } {
  if (start === undefined) return { className: '', style: '' };
  return {
    className: ' line-numbers',
    style: ` style="counter-reset:line ${start - 1};--line-digits:${String(start + lineCount - 1).length}"`,
  };
}

/** Highlights fenced code at build time, so the viewer ships no highlighter. */
export function codeFence(md: MarkdownIt): void {
  md.core.ruler.push('docsgen_code_fence', (state) => {
    for (const token of state.tokens) {
      if (token.type !== 'fence') continue;
      if (fenceLanguage(token.info).lang === MERMAID_LANGUAGE) {
        token.meta = { ...token.meta, mermaid: true };
        settleMermaidFence(token, state.env as unknown as RenderEnv);
      } else settleFence(token, state.env as unknown as RenderEnv);
    }
  });
  md.renderer.rules.fence = (tokens, idx, _options, env) => {
    const token = tokens[idx]!;
    const meta = token.meta as { consumed?: boolean; mermaid?: boolean; fence: Fence };
    if (meta.consumed) return '';
    if (meta.mermaid) return mermaidHtml(token.content.replace(/\n$/, ''), (env as RenderEnv).uiLanguage);
    const { fence } = meta;
    const code = token.content.replace(/\n$/, '');
    const body = (env as RenderEnv).highlight(code, fence.lang || 'text', fence.lines);
    const title = fence.title ? `<div class="code-title">${md.utils.escapeHtml(fence.title)}</div>` : '';
    const lang = fence.lang ? ` data-lang="${md.utils.escapeHtml(fence.lang)}"` : '';
    const numbers = lineNumbers(fence.lineNumbersStart, fence.lineCount);
    return `<div class="code-block${numbers.className}"${lang}${numbers.style}>${title}${body}</div>\n`;
  };
}
