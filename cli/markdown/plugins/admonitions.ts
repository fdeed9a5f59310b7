import markdownIt, { type MarkdownIt, type StateBlock } from 'markdown-it';
import { nearMiss } from '../../util/near-miss.ts';
import { EMBED_KINDS, type RenderEnv } from '../../core/render-env.ts';
import type { UiLanguage } from '../../../format/ui-strings/language.ts';
import { closesRun, fenceOpening, runLength } from '../../util/fence-lines.ts';

/**
 * Docusaurus 3's default keywords, with the look its theme gives each and its title in each language of the
 * interface (see UiLanguage). `caution` looks like `warning`; `secondary`, `important` and `success` are its legacy
 * aliases of note, info and tip, which Docusaurus labels as those in English, and this portal in Portuguese words of
 * their own. The theme shows titles in capitals.
 */
const KINDS = new Map([
  ['note', { look: 'note', title: { 'pt-BR': 'Nota', en: 'note' } }],
  ['tip', { look: 'tip', title: { 'pt-BR': 'Dica', en: 'tip' } }],
  ['info', { look: 'info', title: { 'pt-BR': 'Informação', en: 'info' } }],
  ['warning', { look: 'warning', title: { 'pt-BR': 'Aviso', en: 'warning' } }],
  ['danger', { look: 'danger', title: { 'pt-BR': 'Perigo', en: 'danger' } }],
  ['caution', { look: 'warning', title: { 'pt-BR': 'Cuidado', en: 'caution' } }],
  ['important', { look: 'info', title: { 'pt-BR': 'Importante', en: 'info' } }],
  ['success', { look: 'tip', title: { 'pt-BR': 'Sucesso', en: 'tip' } }],
  ['secondary', { look: 'note', title: { 'pt-BR': 'Observação', en: 'note' } }],
] satisfies [string, { look: string; title: Record<UiLanguage, string> }][]);
const KIND_NAMES = [...KINDS.keys()];

/** The title an admonition of this kind shows when it has none of its own ("Dica" for :::tip, "tip" in English). */
export function defaultAdmonitionTitle(kind: string, language: UiLanguage = 'pt-BR'): string {
  return (KINDS.get(kind) ?? KINDS.get('note')!).title[language];
}
const EMBED_NAMES: readonly string[] = EMBED_KINDS;

/** A directive's name, as micromark reads one, then its end, a title in brackets or the older title after a space. */
const OPENER = /^\s*([A-Za-z][\w-]*)(?=$|[\s[])/;

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

/** An admonition being parsed, for the admonitions nested in it. */
interface Frame {
  /** 0-based body lines: its opening line, and the line that closes it or, when none does, where its content stops. */
  start: number;
  end: number;
  kind: string;
  /** The closing line's colons; empty when nothing closes it. */
  closer: string;
}

/**
 * Docusaurus admonitions: `:::tip`, `:::tip[Optional title]` or `:::tip Optional title` ... `:::`, nested inside one
 * opened with more colons (`::::note`). As in Docusaurus, the first line of at least as many colons closes one, so an
 * admonition nested in one with as many colons is left open; unlike Docusaurus, a `:::` line inside fenced code does
 * not close it. As Docusaurus builds them, an unknown kind stays text and an admonition never closed runs to the end of
 * what holds it; both are warnings at their opening line.
 */
export function admonitions(md: MarkdownIt): void {
  const open: Frame[] = [];

  function admonition(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
    const from = state.bMarks[startLine]! + state.tShift[startLine]!;
    // Called for every line a block may start on, and again for every line of a paragraph: most lines start otherwise.
    if (state.src.charCodeAt(from) !== 0x3a) return false;
    const opening = state.src.slice(from, state.eMarks[startLine]);
    const colons = runLength(opening, ':');
    if (colons < 3) return false;
    const params = opening.slice(colons);
    const kind = OPENER.exec(params)?.[1];
    if (!kind || EMBED_NAMES.includes(kind)) return false;
    if (!KINDS.has(kind)) {
      // As Docusaurus prints a directive no plugin knows: the line stays text, in whatever paragraph it falls.
      reportUnknownKind(state.env as RenderEnv, startLine, kind, colons);
      return false;
    }
    if (silent) return true;

    let end = startLine;
    let closer = '';
    let fence = '';
    while (++end < endLine) {
      const text = state.src.slice(state.bMarks[end]! + state.tShift[end]!, state.eMarks[end]);
      if (text && state.sCount[end]! < state.blkIndent) break;
      if (state.sCount[end]! - state.blkIndent >= 4) continue;
      if (fence) {
        if (closesRun(text, fence[0]!, fence.length)) fence = '';
        continue;
      }
      fence = fenceOpening(text);
      if (!fence && closesRun(text, ':', colons)) {
        closer = text.trim();
        break;
      }
    }
    check(state.env as RenderEnv, { start: startLine, end, kind, closer }, colons);

    const oldLineMax = state.lineMax;
    // Lazy continuation lines, which a paragraph reads up to lineMax, stop at the closing line.
    state.lineMax = end;
    const token = state.push('container_admonition_open', 'div', 1);
    token.markup = ':'.repeat(colons);
    token.block = true;
    token.info = params;
    token.map = [startLine, end];
    token.meta = { kind };
    open.push({ start: startLine, end, kind, closer });
    try {
      state.md.block.tokenize(state, startLine + 1, end);
    } finally {
      open.pop();
    }
    state.push('container_admonition_close', 'div', -1).block = true;
    state.lineMax = oldLineMax;
    state.line = end + (closer ? 1 : 0);
    return true;
  }

  /**
   * An admonition never closed, at its colons: as in Docusaurus it runs to the end of what holds it (the page, or the
   * admonition around it, whose closing line then closes both), which is a warning with the line that would close it.
   */
  function check(env: RenderEnv, frame: Frame, colons: number): void {
    if (frame.closer) return;
    const line = (bodyLine: number) => bodyLine + 1 + env.lineOffset;
    const source = env.lines[frame.start] ?? '';
    const markup = ':'.repeat(colons);
    const column = source.indexOf(markup) + 1;
    const parent = open.at(-1);
    if (parent && parent.end === frame.end && parent.closer.length >= colons) {
      const outer = ':'.repeat(colons + 1);
      const message =
        `the admonition opened here is never closed, so the "${parent.closer}" on line ${line(parent.end)} closes it with the :::${parent.kind} of line ${line(parent.start)} around it;` +
        ` to nest admonitions, give the outer one more colons ("${outer}${parent.kind}" and "${outer}")`;
      env.report({ line: line(frame.start), column, message, severity: 'warning', code: 'admonition' });
    } else {
      const where = parent ? `the :::${parent.kind} around it` : 'the page';
      env.report({
        line: line(frame.start),
        column,
        message: `the admonition opened here is never closed, so it runs to the end of ${where}; add a line "${markup}" after its content`,
        severity: 'warning',
        code: 'admonition',
      });
    }
  }

  /**
   * An unknown kind, once at its name: the rule is asked about a line again whenever a paragraph above it could end
   * there, and whether it may is not the place to tell.
   */
  const reportedLines = new WeakMap<RenderEnv, Set<number>>();
  function reportUnknownKind(env: RenderEnv, bodyLine: number, kind: string, colons: number): void {
    const seen = reportedLines.get(env) ?? new Set<number>();
    reportedLines.set(env, seen);
    if (seen.has(bodyLine)) return;
    seen.add(bodyLine);
    const source = env.lines[bodyLine] ?? '';
    const column = source.indexOf(kind, source.indexOf(':'.repeat(colons)) + colons) + 1;
    env.report({
      line: bodyLine + 1 + env.lineOffset,
      column,
      message: unknownKind(kind),
      severity: 'warning',
      code: 'admonition',
    });
  }

  md.block.ruler.before('fence', 'admonition', admonition, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  md.renderer.rules.container_admonition_open = (tokens, idx, _options, env) => {
    const token = tokens[idx]!;
    const kind = (token.meta as { kind: string }).kind;
    const { look } = KINDS.get(kind) ?? KINDS.get('note')!;
    const custom = admonitionTitle(token.info, kind);
    const title = custom
      ? titleMarkdown.renderInline(custom)
      : defaultAdmonitionTitle(kind, (env as RenderEnv).uiLanguage);
    return `<div class="admonition admonition-${look}" role="note"><p class="admonition-title">${title}</p><div class="admonition-body">\n`;
  };
  md.renderer.rules.container_admonition_close = () => '</div></div>\n';
}

function unknownKind(kind: string): string {
  const guess = nearMiss(kind, [...KIND_NAMES, ...EMBED_NAMES]);
  const hint = guess
    ? ` (did you mean :::${guess}?)`
    : `; expected one of ${KIND_NAMES.map((k) => `:::${k}`).join(', ')}`;
  return `unknown admonition type :::${kind}${hint}; the line is shown as text, as Docusaurus shows it`;
}
