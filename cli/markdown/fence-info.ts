export interface InfoProblem {
  /** 0-based offset in the info string. */
  at: number;
  message: string;
}

export interface FenceInfo {
  lang: string;
  /** Offset of the language in the info string. */
  langAt: number;
  title: string | undefined;
  /** Lines named by `{1,3-5}`, 1-based, within the block. */
  lines: Set<number>;
  /** The number beside the first line, when the fence asks for line numbers: `showLineNumbers`, `showLineNumbers=5`. */
  lineNumbersStart: number | undefined;
  problems: InfoProblem[];
}

const META_WORD = /^(?:\{|title=|showLineNumbers)/;

/** The language a fence names: its first word, up to a `{` (```` ```js{2} ````), unless that word is metadata. */
export function fenceLanguage(info: string): { lang: string; langAt: number } {
  const words = info.trimStart();
  return { lang: META_WORD.test(words) ? '' : /^[^\s{]*/.exec(words)![0], langAt: info.length - words.length };
}

const TITLE = /title=(["'])(.*?)\1/;
const RANGE = /\{([^}]*)(\}?)/g;
const LINE_NUMBERS = /(?<=^|\s)showLineNumbers(\S*)/;

/**
 * Parses a fence's info string as Docusaurus reads it: ```` ```ts title="app.ts" {1,3-5} showLineNumbers ````. What
 * Docusaurus would quietly drop or clip is a problem here, at its offset in the info string. Ranges stop at the
 * block's last line, so that a typo such as {1-20000000} costs nothing.
 */
export function parseFenceInfo(info: string, lineCount: number): FenceInfo {
  const { lang, langAt } = fenceLanguage(info);
  const parsed: FenceInfo = {
    lang,
    langAt,
    title: TITLE.exec(info)?.[2],
    lines: new Set(),
    lineNumbersStart: undefined,
    problems: [],
  };
  const afterLang = langAt + lang.length;
  // Nearly every fence names a language, perhaps a title, and nothing more.
  if (!info.includes('{', afterLang) && !info.includes('showLineNumbers', afterLang)) return parsed;
  // The language and the title are blanked out, offsets kept, so that braces or words in them are not metadata.
  const meta = (' '.repeat(afterLang) + info.slice(afterLang)).replace(TITLE, (title) => ' '.repeat(title.length));
  for (const match of meta.matchAll(RANGE)) {
    // An attribute's value, as a remark plugin reads it (docusaurus-remark-plugin-tab-blocks' `tab={"span":3}`), is
    // not a line range: Docusaurus reads only braces right after a space or the language.
    if (meta[match.index - 1] === '=') continue;
    parseRange(match[1]!, match.index, match[2] === '}', lineCount, parsed);
  }
  const numbers = LINE_NUMBERS.exec(meta);
  if (numbers) {
    const start = numbers[1] === '' ? 1 : /^=\d+$/.test(numbers[1]!) ? Number(numbers[1]!.slice(1)) : Number.NaN;
    if (Number.isSafeInteger(start)) parsed.lineNumbersStart = start;
    else
      parsed.problems.push({
        at: numbers.index,
        message: `${numbers[0]}: expected showLineNumbers, or showLineNumbers=5 to number the lines from 5`,
      });
  }
  return parsed;
}

/** One `{...}` group: comma-separated line numbers and ranges. */
function parseRange(
  group: string,
  at: number,
  closed: boolean,
  lineCount: number,
  { lines, problems }: FenceInfo,
): void {
  const parts = group.split(',');
  const bounds = parts.map((part) => /^\s*(\d+)(?:\s*-\s*(\d+))?\s*$/.exec(part));
  if (!closed || bounds.some((b) => !b)) {
    problems.push({
      at,
      message: `line range {${group}${closed ? '}' : ''}: expected line numbers and ranges separated by commas, as in {1,3-5}`,
    });
    return;
  }
  let offset = at + 1;
  parts.forEach((part, i) => {
    const [, fromText, toText] = bounds[i]!;
    const from = Number(fromText);
    const to = toText === undefined ? from : Number(toText);
    const partAt = offset + part.length - part.trimStart().length;
    const written = `{${part.trim()}}`;
    offset += part.length + 1;
    if (from > to)
      problems.push({
        at: partAt,
        message: `line range ${written}: expected the first line before the last, as in {${to}-${from}}`,
      });
    else if (from < 1 || to > lineCount)
      problems.push({
        at: partAt,
        message: `line range ${written} in a code block of ${lineCount === 1 ? '1 line: expected line number 1' : `${lineCount} lines: expected line numbers from 1 to ${lineCount}`}`,
      });
    if (from <= to) for (let n = Math.max(from, 1); n <= Math.min(to, lineCount); n++) lines.add(n);
  });
}
