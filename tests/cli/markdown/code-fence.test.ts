import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguages } from '../../../cli/highlight/highlight.ts';
import { renderDoc } from '../../../cli/markdown/render-doc.ts';
import { fenceLanguages } from '../../../cli/markdown/plugins/code-fence.ts';
import { identity } from '../../helpers/identity-resolvers.ts';

beforeAll(() => loadLanguages(['json', 'bash', 'js', 'klingon', 'flow']));

const html = (body: string) => renderDoc({ body, bodyLineOffset: 0 }, identity).html;

/** Renders a page whose front matter takes 4 lines, collecting what it reports as `line:column: severity: message`. */
function withProblems(body: string) {
  const problems: string[] = [];
  const rendered = renderDoc(
    { body, bodyLineOffset: 4 },
    { ...identity, report: (p) => problems.push(`${p.line}:${p.column}: ${p.severity}: ${p.message}`) },
  );
  return { ...rendered, problems };
}

const highlighted = (out: string) =>
  [...out.matchAll(/<span class="line( highlighted)?">(.*?)<\/span>(?=\n|<\/code>)/g)].map(
    (m) => `${m[1] ? '>' : ' '}${m[2]!.replace(/<[^>]+>/g, '')}`,
  );

describe('fenced code', () => {
  it('finds the languages of fences in blockquotes and list items too, for their grammars to load', () => {
    const markdown =
      '```bash\nx\n```\n\n> ```python\n> x\n> ```\n\n1. item\n\n    ```ruby\n    x\n    ```\n\n- > ~~~go\n';
    expect(fenceLanguages(markdown)).toEqual(['bash', 'python', 'ruby', 'go']);
  });

  it("takes only a line's first marker as a possible fence, and still finds the fence on the next line", () => {
    const markdown = 'text ```js``` and ```py```\n```ts\nx\n```\n```yaml ```sh\n';
    expect(fenceLanguages(markdown)).toEqual(['ts', 'yaml']);
  });

  it("finds the language of an MDX CodeBlock too, so its grammar is loaded with the fences'", () => {
    const markdown =
      "import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock language=\"jsx\">{`x`}</CodeBlock>\n<CodeBlock language={'python'}>{`y`}</CodeBlock>\n";
    expect(fenceLanguages(markdown)).toEqual(['jsx', 'python']);
  });

  it('hands each block to the highlighter the page renders with', () => {
    const blocks: string[] = [];
    const highlight = (code: string, lang: string, lines: ReadonlySet<number>) => {
      blocks.push(`${lang} {${[...lines].join(',')}}: ${code}`);
      return '<!--marker-->';
    };
    const out = renderDoc(
      { body: '```js {2}\na();\nb();\n```\n\n```\nplain\n```', bodyLineOffset: 0 },
      { ...identity, highlight },
    ).html;
    expect(blocks).toEqual(['js {2}: a();\nb();', 'text {}: plain']);
    expect(out.match(/<!--marker-->/g)).toHaveLength(2);
  });

  it("stops line ranges at the block's last line", () => {
    const out = withProblems('```json {1-20000000}\n{\n}\n```');
    expect(out.html.match(/class="line highlighted"/g)).toHaveLength(2);
    expect(out.problems).toEqual([
      '5:10: error: line range {1-20000000} in a code block of 2 lines: expected line numbers from 1 to 2',
    ]);
  });

  it('highlights at build time with theme variables, for light and dark at once', () => {
    const out = html('```json\n{ "a": 1 }\n```');
    expect(out).toContain('class="shiki docsgen"');
    expect(out).toMatch(/<span class="t-keyword">|<span class="t-string">/);
    expect(out).not.toContain('style=');
  });

  it('tokenizes a line to its end however long it takes, so output does not depend on the machine', () => {
    // Shiki's default gives up on a line after 500 ms; this one-line JSON takes longer than that, and a busy machine can take that long on any first line.
    const items = 150_000;
    const line = JSON.stringify(Array.from({ length: items }, (_, i) => ({ talhao: i })));
    const out = html(`\`\`\`json\n${line}\n\`\`\``);
    expect(out.match(/<span class="t-keyword">"talhao"<\/span>/g)).toHaveLength(items);
  });

  it('renders the title and marks highlighted lines', () => {
    const out = html('```bash title="Listar talhões" {2}\necho um\necho dois\n```');
    expect(out).toContain('<div class="code-title">Listar talhões</div>');
    expect(highlighted(out)).toEqual([' echo um', '>echo dois']);
  });

  it('falls back to plain text for an unknown language, escapes it, and warns with the closest known language', () => {
    const out = withProblems('Texto.\n\n```klingon\n<script>alert(1)</script>\n```\n\n```javascriptt\nx\n```');
    expect(out.html).toContain('&#x3C;script>');
    expect(out.html).not.toContain('<script>');
    expect(out.problems).toEqual([
      '7:4: warning: unknown code block language "klingon", shown as plain text: expected a language such as "bash", "json" or "typescript", or "text" for plain text',
      '11:4: warning: unknown code block language "javascriptt", shown as plain text: did you mean "javascript"?',
    ]);
  });

  it("highlights Prism's flow, which Docusaurus sites use, with the JavaScript grammar and without a warning", () => {
    const flow = withProblems('```flow\nconst n: number = 1;\n```');
    expect(flow.problems).toEqual([]);
    const js = html('```js\nconst n: number = 1;\n```');
    // The same tokens and colours as JavaScript's; only the block's own language differs.
    expect(flow.html.replace(/data-lang="flow"/, 'data-lang="js"')).toBe(js);
    expect(js).toContain('<span class="t-keyword">const</span>');
  });

  it('does not warn about languages meant as plain text, or about none', () => {
    expect(
      withProblems('```text\na\n```\n\n```txt\na\n```\n\n```plain\na\n```\n\n```\na\n```\n\n```Bash\na\n```').problems,
    ).toEqual([]);
  });

  it('removes magic comments and highlights the lines they name', () => {
    const out = withProblems(
      '```js\n// highlight-next-line\nconst a = 1;\nconst b = 2;\n// highlight-start\nconst c = 3;\nconst d = 4;\n// highlight-end\n```',
    );
    expect(out.problems).toEqual([]);
    expect(highlighted(out.html)).toEqual(['>const a = 1;', ' const b = 2;', '>const c = 3;', '>const d = 4;']);
    // Search indexes the code as shown.
    expect(out.tokens.find((t) => t.type === 'fence')!.content).toBe(
      'const a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;\n',
    );
  });

  it('combines magic comments with line ranges, which count the lines as shown', () => {
    const out = withProblems('```python {3}\n# highlight-next-line\na = 1\nb = 2\nc = 3\n```');
    expect(highlighted(out.html)).toEqual(['>a = 1', ' b = 2', '>c = 3']);
  });

  it('caches blocks that differ only in their magic comments apart', () => {
    expect(highlighted(html('```js\n// highlight-next-line\nx();\ny();\n```'))).toEqual(['>x();', ' y();']);
    expect(highlighted(html('```js\nx();\n// highlight-next-line\ny();\n```'))).toEqual([' x();', '>y();']);
  });

  it("reports bad line ranges at their place in the fence's line", () => {
    expect(withProblems('Texto.\n\n```js {1,3-5}\na();\nb();\n```').problems).toEqual([
      '7:10: error: line range {3-5} in a code block of 2 lines: expected line numbers from 1 to 2',
    ]);
    expect(withProblems('- item\n\n  ```js {0,2-1}\n  a();\n  b();\n  ```').problems).toEqual([
      '7:10: error: line range {0} in a code block of 2 lines: expected line numbers from 1 to 2',
      '7:12: error: line range {2-1}: expected the first line before the last, as in {1-2}',
    ]);
    expect(withProblems('> ```js {a-b}\n> a();\n> ```').problems).toEqual([
      '5:9: error: line range {a-b}: expected line numbers and ranges separated by commas, as in {1,3-5}',
    ]);
    expect(withProblems('```js {9}\na();\n```').problems).toEqual([
      '5:8: error: line range {9} in a code block of 1 line: expected line number 1',
    ]);
  });

  it('warns at a highlight-start without a highlight-end, which Docusaurus builds highlighting nothing', () => {
    expect(withProblems('```bash\necho 1\n  # highlight-start\necho 2\n```').problems).toEqual([
      '7:3: warning: highlight-start without a highlight-end highlights nothing, as in Docusaurus: add a ' +
        'highlight-end after the lines to highlight',
    ]);
  });

  it('numbers the lines with a CSS counter, so that copied code carries no numbers', () => {
    const plain = html('```bash showLineNumbers\necho um\necho dois\n```');
    expect(plain).toMatch(
      /^<div class="code-block line-numbers" data-lang="bash" style="counter-reset:line 0;--line-digits:1"><pre /,
    );
    expect(plain.replace(/<[^>]+>/g, '')).toBe('echo um\necho dois\n');
    expect(html('```bash showLineNumbers=9\na\nb\nc\n```')).toContain('style="counter-reset:line 8;--line-digits:2"');
    expect(html('```bash\na\n```')).toMatch(/^<div class="code-block" data-lang="bash"><pre /);
  });

  it('reports a start number that is not one', () => {
    expect(withProblems('```bash showLineNumbers=cinco\na\n```').problems).toEqual([
      '5:9: error: showLineNumbers=cinco: expected showLineNumbers, or showLineNumbers=5 to number the lines from 5',
    ]);
  });
});
