/** Comment syntaxes a magic comment may be written in: what opens and what closes it, as regular expressions. */
const SYNTAXES = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: [';;', ''],
  tex: ['%', ''],
  vb: ["['‘’]", ''],
  vbnet: ["(?:_\\s*)?['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  f90: ['!', ''],
  ml: ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', ''],
} as const;

type Syntax = keyof typeof SYNTAXES;

const POPULAR: Syntax[] = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

/** Docusaurus's table (theme-common, codeBlockUtils), by the language as written; any other language takes POPULAR. */
const SYNTAXES_BY_LANGUAGE = new Map<string, Syntax[]>(
  (
    [
      ['js javascript ts typescript', ['js', 'jsBlock']],
      ['jsx tsx', ['js', 'jsBlock', 'jsx']],
      ['html', ['js', 'jsBlock', 'html']],
      ['python py bash', ['bash']],
      ['markdown md', ['html', 'jsx', 'bash']],
      ['tex latex matlab', ['tex']],
      ['lua haskell', ['lua']],
      ['sql', ['lua', 'jsBlock']],
      ['wasm', ['wasm']],
      ['vb vba visual-basic', ['vb', 'rem']],
      ['vbnet', ['vbnet', 'rem']],
      ['batch', ['rem']],
      ['basic', ['rem', 'f90']],
      ['fsharp', ['js', 'ml']],
      ['ocaml sml', ['ml']],
      ['fortran', ['f90']],
      ['cobol', ['cobol']],
    ] satisfies [string, Syntax[]][]
  ).flatMap(([languages, syntaxes]) =>
    languages.split(' ').map((language): [string, Syntax[]] => [language, syntaxes]),
  ),
);

const DIRECTIVES = 'highlight-next-line|highlight-start|highlight-end';
const directiveByLanguage = new Map<string, RegExp>();

/** A line that holds a magic comment and nothing else. */
function directiveLine(lang: string): RegExp {
  let pattern = directiveByLanguage.get(lang);
  if (!pattern) {
    const comments = (SYNTAXES_BY_LANGUAGE.get(lang) ?? POPULAR).map(
      (s) => `(?:${SYNTAXES[s][0]}\\s*(${DIRECTIVES})\\s*${SYNTAXES[s][1]})`,
    );
    pattern = new RegExp(`^\\s*(?:${comments.join('|')})\\s*$`);
    directiveByLanguage.set(lang, pattern);
  }
  return pattern;
}

export interface MagicCommentProblem {
  /** 0-based line of the comment in the code as written. */
  line: number;
  /** The comment, trimmed, to locate it in the source. */
  comment: string;
  message: string;
}

export interface MagicComments {
  /** The code without its magic comment lines. */
  code: string;
  /** Lines to highlight, 1-based, in `code`. */
  lines: Set<number>;
  problems: MagicCommentProblem[];
}

/**
 * Docusaurus's default magic comments (`prism.magicComments`): a line holding only `// highlight-next-line`, or
 * `// highlight-start` ... `// highlight-end`, is removed and highlights the lines it names. As there, which comment
 * syntaxes count depends on the language (`#` in Python, `<!-- -->` in HTML, a block comment in braces in JSX).
 * Where Docusaurus guesses (an end without a start, a start never ended), this reports instead.
 */
export function applyMagicComments(code: string, lang: string): MagicComments {
  const lines = new Set<number>();
  const problems: MagicCommentProblem[] = [];
  // Nearly every block: nothing to look for.
  if (!code.includes('highlight-')) return { code, lines, problems };
  const directive = directiveLine(lang.toLowerCase());
  const written = code.split('\n');
  const kept: string[] = [];
  const problem = (line: number, message: string) => problems.push({ line, comment: written[line]!.trim(), message });
  const nextLines: { line: number; at: number }[] = [];
  let open: { from: number; at: number } | undefined;
  written.forEach((text, at) => {
    const match = directive.exec(text);
    const name = match?.slice(1).find((group) => group !== undefined);
    if (!name) kept.push(text);
    else if (name === 'highlight-next-line') nextLines.push({ line: kept.length + 1, at });
    else if (name === 'highlight-start') {
      if (open) problem(at, 'highlight-start inside another highlight-start block: expected a highlight-end before it');
      open = { from: kept.length + 1, at };
    } else if (!open)
      problem(at, 'highlight-end without a highlight-start: expected a highlight-start before the lines to highlight');
    else {
      for (let n = open.from; n <= kept.length; n++) lines.add(n);
      open = undefined;
    }
  });
  if (open)
    problem(open.at, 'highlight-start without a highlight-end: expected a highlight-end after the lines to highlight');
  for (const { line, at } of nextLines) {
    if (line > kept.length)
      problem(at, 'highlight-next-line on the last line of the code block: expected a line after it to highlight');
    else lines.add(line);
  }
  problems.sort((a, b) => a.line - b.line);
  return { code: kept.join('\n'), lines, problems };
}
