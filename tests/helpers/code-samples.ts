import fs from 'node:fs';
import path from 'node:path';
import { createCssVariablesTheme, createHighlighterCore, type HighlighterCore, type RegexEngine } from 'shiki/core';
import { bundledLanguages } from 'shiki/langs';

/** Grammars the highlighting tests load: those of the portal's samples, and some that embed others. */
export const SAMPLE_LANGUAGES = [
  'typescript',
  'tsx',
  'json',
  'bash',
  'css',
  'html',
  'markdown',
  'yaml',
  'python',
  'graphql',
] as const;

const read = (file: string) => fs.readFileSync(path.resolve(file), 'utf8');

/** Real files of this project, and short texts for what they lack (multi-line strings, embedded languages). */
export const codeSamples = (): [string, string][] => [
  ['typescript', read('cli/pipeline/compile-site.ts')],
  ['tsx', read('viewer/main.tsx')],
  ['json', read('package.json')],
  ['bash', read('.ci/run')],
  ['css', read('viewer/gate/gate.css')],
  ['markdown', read('README.md')],
  ['yaml', 'a: 1\nlista:\n  - "x"\n  - |\n    bloco\n    literal\nb: &ref { c: [1, 2] }\nd: *ref\n'],
  [
    'html',
    '<!doctype html>\n<style>p { color: red }</style>\n<script>const a = `x${1 + 2}`;</script>\n<p class="a">Talhão &amp; safra</p>\n',
  ],
  ['python', 'def f(x: int) -> str:\n    """Doc.\n    return x\n    """\n    return f"{x!r:>10}" + r\'\\d\' * 2\n'],
  [
    'graphql',
    'query Q($id: ID!) {\n  talhao(id: $id) { nome ...F @include(if: true) }\n}\nfragment F on Talhao { areaHa }\n',
  ],
];

const theme = createCssVariablesTheme({ name: 'docsgen', variablePrefix: '--code-', fontStyle: true });

/** A highlighter with docsgen's theme and the sample languages. */
export const sampleHighlighter = (engine: RegexEngine | Promise<RegexEngine>): Promise<HighlighterCore> =>
  createHighlighterCore({ themes: [theme], langs: SAMPLE_LANGUAGES.map((l) => bundledLanguages[l]), engine });

export const sampleTokens = (h: HighlighterCore, code: string, lang: string) =>
  h.codeToTokens(code, { lang, theme: 'docsgen', tokenizeTimeLimit: 0 }).tokens;
