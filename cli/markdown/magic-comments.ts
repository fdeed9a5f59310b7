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
 * Where Docusaurus builds anyway (a start inside another block, an end without a start, a start never ended), the
 * lines are those Docusaurus 3.8.1's parseLines highlights, and each is reported, as a warning, with its fix: a start
 * replaces the one before it, an end highlights from the last start (the first line when there was none).
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
  // Docusaurus keeps one start per block kind, the first line until a start sets it, and an end does not reset it.
  let from = 1;
  let started: number | undefined;
  let open: number | undefined;
  written.forEach((text, at) => {
    const match = directive.exec(text);
    const name = match?.slice(1).find((group) => group !== undefined);
    if (!name) kept.push(text);
    else if (name === 'highlight-next-line') nextLines.push({ line: kept.length + 1, at });
    else if (name === 'highlight-start') {
      if (open !== undefined)
        problem(
          at,
          `highlight-start inside the block started at line ${open + 1} of the code block, which is ignored, as ` +
            'Docusaurus ignores it: add a highlight-end before this line',
        );
      from = kept.length + 1;
      open = started = at;
    } else {
      if (open === undefined)
        problem(
          at,
          `highlight-end without a highlight-start: the lines from ${started === undefined ? 'the first one' : `the highlight-start at line ${started + 1} of the code block`} are highlighted, as Docusaurus ` +
            'highlights them; add a highlight-start before the lines to highlight',
        );
      for (let n = from; n <= kept.length; n++) lines.add(n);
      open = undefined;
    }
  });
  if (open !== undefined)
    problem(
      open,
      'highlight-start without a highlight-end highlights nothing, as in Docusaurus: add a highlight-end after the ' +
        'lines to highlight',
    );
  for (const { line, at } of nextLines) {
    if (line > kept.length)
      problem(at, 'highlight-next-line on the last line of the code block highlights nothing: remove it');
    else lines.add(line);
  }
  problems.sort((a, b) => a.line - b.line);
  return { code: kept.join('\n'), lines, problems };
}
