import { describe, expect, it } from 'vitest';
import { applyMagicComments } from '../../../cli/markdown/magic-comments.ts';

const apply = (lines: string[], lang: string) => {
  const out = applyMagicComments(lines.join('\n'), lang);
  return { code: out.code.split('\n'), lines: [...out.lines].sort((a, b) => a - b), problems: out.problems };
};

describe('magic comments', () => {
  it('removes highlight-next-line and highlights the line after it', () => {
    expect(apply(['a();', '// highlight-next-line', 'b();', 'c();'], 'js')).toEqual({
      code: ['a();', 'b();', 'c();'],
      lines: [2],
      problems: [],
    });
  });

  it('highlights the lines between highlight-start and highlight-end', () => {
    const out = apply(['a = 1', '# highlight-start', 'b = 2', 'c = 3', '# highlight-end', 'd = 4'], 'python');
    expect(out).toEqual({ code: ['a = 1', 'b = 2', 'c = 3', 'd = 4'], lines: [2, 3], problems: [] });
  });

  it('takes the comment syntaxes of the language, as Docusaurus does', () => {
    expect(apply(['<!-- highlight-next-line -->', '<p>x</p>'], 'html').lines).toEqual([1]);
    expect(apply(['  {/* highlight-next-line */}', '  <App />'], 'jsx').lines).toEqual([1]);
    expect(apply(['/* highlight-next-line */', 'x;'], 'ts').lines).toEqual([1]);
    expect(apply(['-- highlight-next-line', 'SELECT 1;'], 'sql').lines).toEqual([1]);
    // Python has no // comments: the line is code, and stays.
    expect(apply(['// highlight-next-line', 'x = 1'], 'python')).toMatchObject({
      code: ['// highlight-next-line', 'x = 1'],
      lines: [],
    });
    // Any other language, or none, takes the common ones.
    expect(apply(['# highlight-next-line', 'key: 1', '// highlight-next-line', 'other: 2'], 'yaml')).toMatchObject({
      code: ['key: 1', 'other: 2'],
      lines: [1, 2],
    });
    expect(apply(['<!-- highlight-next-line -->', 'texto'], '').lines).toEqual([1]);
  });

  it('leaves a comment that shares its line with code', () => {
    expect(apply(['x(); // highlight-next-line', 'y();'], 'js')).toMatchObject({
      code: ['x(); // highlight-next-line', 'y();'],
      lines: [],
    });
  });

  it('counts lines as shown, after every magic comment is removed', () => {
    const out = apply(
      ['// highlight-start', 'a();', '// highlight-end', 'b();', '// highlight-next-line', 'c();'],
      'js',
    );
    expect(out).toEqual({ code: ['a();', 'b();', 'c();'], lines: [1, 3], problems: [] });
  });

  it('reports a highlight-start that never ends, at the comment', () => {
    expect(apply(['a();', '  // highlight-start', 'b();'], 'js')).toEqual({
      code: ['a();', 'b();'],
      lines: [],
      problems: [
        {
          line: 1,
          comment: '// highlight-start',
          message:
            'highlight-start without a highlight-end highlights nothing, as in Docusaurus: add a highlight-end ' +
            'after the lines to highlight',
        },
      ],
    });
  });

  it('highlights what Docusaurus 3.8.1 highlights where it builds anyway, and says how to fix each', () => {
    const run = (lines: string[]) => {
      const out = apply(lines, 'js');
      return { lines: out.lines, problems: out.problems.map((p) => `${p.line}: ${p.message}`) };
    };
    // An end without a start highlights from the first line, as parseLines' start defaults to it.
    expect(run(['a();', 'b();', '// highlight-end', 'c();'])).toEqual({
      lines: [1, 2],
      problems: [
        '2: highlight-end without a highlight-start: the lines from the first one are highlighted, as Docusaurus ' +
          'highlights them; add a highlight-start before the lines to highlight',
      ],
    });
    // A start inside a block replaces the first one: only the lines after it are highlighted.
    expect(run(['// highlight-start', 'a();', '// highlight-start', 'b();', '// highlight-end', 'c();'])).toEqual({
      lines: [2],
      problems: [
        '2: highlight-start inside the block started at line 1 of the code block, which is ignored, as Docusaurus ' +
          'ignores it: add a highlight-end before this line',
      ],
    });
    // An end does not forget its start: a second end highlights from it again.
    expect(run(['a();', '// highlight-start', 'b();', '// highlight-end', 'c();', '// highlight-end'])).toEqual({
      lines: [2, 3],
      problems: [
        '5: highlight-end without a highlight-start: the lines from the highlight-start at line 2 of the code block ' +
          'are highlighted, as Docusaurus highlights them; add a highlight-start before the lines to highlight',
      ],
    });
    expect(run(['a();', '// highlight-next-line'])).toEqual({
      lines: [],
      problems: ['1: highlight-next-line on the last line of the code block highlights nothing: remove it'],
    });
  });
});
