import type { StateBlock } from 'markdown-it';
import { JsSyntaxError, parseModule, type Program } from './js-parser.ts';
import { MDX_ERROR, MDX_ESM, type ErrorMeta } from './syntax-tokens.ts';

export type EsmMeta = {
  program: Program;
  /** The text the program's offsets point into: the page body, so that offsets are body offsets. */
  source: string;
};

/** `import` or `export` then a space, `{` or `*`, as MDX starts an ESM block. */
function startsEsm(text: string): boolean {
  const keyword = text.startsWith('import') ? 6 : text.startsWith('export') ? 6 : 0;
  if (!keyword) return false;
  const next = text[keyword] ?? '';
  return (
    next === ' ' ||
    next === '\t' ||
    next === '{' ||
    next === '*' ||
    (text.startsWith('import') && (next === '"' || next === "'"))
  );
}

/**
 * MDX's ESM: at the top level of a page, a block that starts with `import` or `export` runs to the next blank line;
 * when acorn needs more (a statement that continues past the blank line) it takes the next block too. The whole is
 * one JavaScript module. A syntax error is a token for the prepare rule to report at its file position.
 */
export function esmBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.parentType !== 'root' || state.blkIndent !== 0 || state.sCount[startLine] !== 0) return false;
  const start = state.bMarks[startLine]!;
  if (!startsEsm(state.src.slice(start, state.eMarks[startLine]))) return false;
  if (silent) return true;
  let end = startLine;
  for (;;) {
    while (end < endLine && !state.isEmpty(end)) end++;
    // Offsets stay those of the body: the module's text is padded with the body before it, blanked out.
    const text = state.src.slice(start, end < endLine ? state.bMarks[end] : state.src.length);
    const padded = `${state.src.slice(0, start).replace(/[^\n]/g, ' ')}${text}`;
    try {
      const program = parseModule(padded);
      const token = state.push(MDX_ESM, '', 0);
      token.map = [startLine, end];
      token.content = text;
      token.meta = { program, source: padded } satisfies EsmMeta;
      break;
    } catch (error) {
      if (!(error instanceof JsSyntaxError)) throw error;
      const atEnd = error.offset >= padded.trimEnd().length;
      if (atEnd && end < endLine) {
        while (end < endLine && state.isEmpty(end)) end++;
        continue;
      }
      const token = state.push(MDX_ERROR, '', 0);
      token.map = [startLine, end];
      token.meta = {
        message: `could not parse the import/export block: ${error.message}`,
        offset: Math.min(error.offset, padded.length),
        source: padded,
      } satisfies ErrorMeta;
      break;
    }
  }
  state.line = end;
  return true;
}
