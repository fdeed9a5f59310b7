import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApi } from '../../../cli/api/openapi/load-openapi.ts';
import { tryItOperation } from '../../../cli/api/openapi/render-operation.ts';
import { highlightBlock, loadLanguages, resetHighlighter } from '../../../cli/highlight/highlight.ts';
import { maskStrings, unmaskStrings } from '../../../cli/highlight/string-shapes.ts';
import { codeSamples } from '../../../format/try-it/code-samples.ts';

const root = path.resolve(import.meta.dirname, '../../..');
/** A shape written with ¤ for the placeholder, which String.raw would keep as `\uE000`. */
const placeholders = (shape: string) => shape.replaceAll('¤', '\uE000');
const LANGUAGES = ['bash', 'javascript', 'python', 'go', 'java', 'csharp', 'php', 'ruby'];

/** Every generated sample of a project's descriptions, with `variant` in every string the request holds. */
async function samplesOf(dir: string, variant: string) {
  const { specs } = await loadOpenApi(path.join(dir, 'content'), dir, [dir]);
  return [...specs.values()].flatMap((spec) =>
    spec.operations.flatMap((op) => {
      const tryIt = tryItOperation(spec, op);
      const server = `https://api.example.com/${variant}`;
      const values = {
        server,
        params: {},
        body: tryIt.requestBody?.example,
        auth: 'env' as const,
        token: '',
        apiKey: '',
      };
      return codeSamples(tryIt, values).map(({ code, lang }) => ({ code, lang }));
    }),
  );
}

describe('highlighting generated code by its shape', () => {
  beforeAll(async () => {
    resetHighlighter();
    await loadLanguages(LANGUAGES);
  });

  it("gives every request sample of the portal's and the fixtures' descriptions the HTML shiki gives it", async () => {
    const projects = [root, path.join(root, 'tests/fixtures/api'), path.join(root, 'tests/fixtures/api-reference')];
    const samples = (await Promise.all(projects.flatMap((dir) => ['v1', 'São Paulo'].map((v) => samplesOf(dir, v)))))
      .flat()
      .filter(({ code, lang }) => maskStrings(code, lang));
    expect(samples.length).toBeGreaterThan(500);
    let reused = 0;
    const seen = new Set<string>();
    for (const { code, lang } of samples) {
      const shape = maskStrings(code, lang)?.shape;
      if (seen.has(`${lang}\0${shape}`)) reused++;
      seen.add(`${lang}\0${shape}`);
      expect(highlightBlock(code, lang, new Set(), true), `${lang}:\n${code}`).toBe(
        highlightBlock(code, lang, new Set()),
      );
    }
    // Most samples share their shape with another: that is the point.
    expect(reused / samples.length).toBeGreaterThan(0.5);
  });

  it('takes out only the runs of a string that a grammar colours as plain text', () => {
    const code = `x = "plain" + "esc\\n" + "$VAR" + "#{x}" + "{0}" + "%s" + '' + 'it'`;
    expect(maskStrings(code, 'ruby')).toEqual({
      shape: `x = "\uE000" + "\uE000\\n" + "$VAR" + "#{x}" + "{0}" + "%s" + '' + '\uE000'`,
      texts: ['plain', 'esc', 'it'],
    });
    // A body line of Java's: the runs between escapes go, the escapes stay.
    expect(maskStrings(String.raw`+ "  \"name\": \"Hello\",\n"`, 'java')).toEqual({
      shape: placeholders(String.raw`+ "¤\"¤\"¤\"¤\"¤\n"`),
      texts: ['  ', 'name', ': ', 'Hello', ','],
    });
    // An escape whose length depends on what follows (\u00e9) leaves its string whole.
    expect(maskStrings(String.raw`s = "caf\u00e9" + "x"`, 'java')?.shape).toBe(
      placeholders(String.raw`s = "caf\u00e9" + "¤"`),
    );
    // A shell's and PHP's quoted bodies go on over lines: each line is a run; a line with a brace stays.
    expect(maskStrings(`--data-raw '{\n  "a": 1\n}'`, 'bash')).toEqual({
      shape: `--data-raw '{\n\uE000\n}'`,
      texts: ['  "a": 1'],
    });
    expect(maskStrings(`=> '{\n  "a": "it\\'s"\n}',`, 'php')?.shape).toBe(`=> '{\n\uE000\\'\uE000\n}',`);
    // A Go raw string's lines go too; a template literal holding code stays whole.
    expect(maskStrings('b := `{\n  "a": 1\n}`', 'go')?.shape).toBe('b := `{\n\uE000\n}`');
    expect(maskStrings('`a ${\n b}` + "c"', 'javascript')?.shape).toBe('`a ${\n b}` + "\uE000"');
    // A shell's single quotes have no escapes: 'it'\''s' is three words.
    expect(maskStrings(`echo 'it'\\''s'`, 'bash')).toEqual({ shape: `echo '\uE000'\\''\uE000'`, texts: ['it', 's'] });
    // A template literal and a Go raw string stay whole, quotes and all; a shell's backticks hold a command.
    expect(maskStrings('const s = `"a" ${b}` + "c"', 'javascript')).toEqual({
      shape: 'const s = `"a" ${b}` + "\uE000"',
      texts: ['c'],
    });
    expect(maskStrings('x := `{"a": 1}` + "c"', 'go')?.texts).toEqual(['c']);
    expect(maskStrings('echo `date` "now"', 'bash')).toBeUndefined();
    expect(maskStrings('print("x")', 'kotlin')).toBeUndefined();
  });

  it('gives up when a placeholder went missing, so that the block is highlighted as it is', () => {
    expect(unmaskStrings('<span>"x"</span>', ['a'])).toBeUndefined();
    expect(unmaskStrings('<span>"\uE000"</span>', ['a<b'])).toBe('<span>"a&#x3C;b"</span>');
  });
});
