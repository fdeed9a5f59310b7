import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { fenceLanguage, parseFenceInfo } from '../../../cli/markdown/fence-info.ts';

const problems = (info: string, lineCount: number) => parseFenceInfo(info, lineCount).problems;

describe('fence info strings', () => {
  it('parses language, title and highlighted line ranges', () => {
    const info = parseFenceInfo('ts title="app.ts" {1,3-5}', 5);
    expect(info).toMatchObject({ lang: 'ts', title: 'app.ts', problems: [] });
    expect([...info.lines]).toEqual([1, 3, 4, 5]);
  });

  it("leaves a remark plugin's attribute in braces alone: it is no line range", () => {
    const info = parseFenceInfo('js tab={"span":3} title="Volume.js" {2}', 5);
    expect(info).toMatchObject({ lang: 'js', title: 'Volume.js', problems: [] });
    expect([...info.lines]).toEqual([2]);
  });

  it('takes the language up to a brace, and none when the first word is metadata', () => {
    expect(fenceLanguage('js{2}')).toEqual({ lang: 'js', langAt: 0 });
    expect(fenceLanguage('  bash title="x"')).toEqual({ lang: 'bash', langAt: 2 });
    expect(fenceLanguage('{1}').lang).toBe('');
    expect(fenceLanguage('title="x"').lang).toBe('');
    expect(parseFenceInfo('showLineNumbers', 1)).toMatchObject({ lang: '', lineNumbersStart: 1 });
  });

  it('reads line numbers, with the number of the first line', () => {
    expect(parseFenceInfo('js showLineNumbers', 2).lineNumbersStart).toBe(1);
    expect(parseFenceInfo('js {1} showLineNumbers=5 title="a"', 2).lineNumbersStart).toBe(5);
    expect(parseFenceInfo('js', 2).lineNumbersStart).toBeUndefined();
    const inTitle = parseFenceInfo('js title="showLineNumbers {9}"', 2);
    expect(inTitle.lineNumbersStart).toBeUndefined();
    expect(inTitle.problems).toEqual([]);
  });

  it('reports a bad start number where it is written', () => {
    expect(problems('js showLineNumbers=abc', 2)).toEqual([
      {
        at: 3,
        message: 'showLineNumbers=abc: expected showLineNumbers, or showLineNumbers=5 to number the lines from 5',
      },
    ]);
    expect(problems('js showLineNumbers=-2', 2)).toHaveLength(1);
  });

  it('reports each line outside the block, rather than clipping it', () => {
    const info = parseFenceInfo('js {1,3-5}', 2);
    expect(info.problems).toEqual([
      { at: 6, message: 'line range {3-5} in a code block of 2 lines: expected line numbers from 1 to 2' },
    ]);
    expect([...info.lines]).toEqual([1]);
    expect(problems('js {9}', 1)).toEqual([
      { at: 4, message: 'line range {9} in a code block of 1 line: expected line number 1' },
    ]);
  });

  it('reports line 0 and backwards ranges', () => {
    expect(problems('js {0,2-1}', 2)).toEqual([
      { at: 4, message: 'line range {0} in a code block of 2 lines: expected line numbers from 1 to 2' },
      { at: 6, message: 'line range {2-1}: expected the first line before the last, as in {1-2}' },
    ]);
  });

  it('reports ranges that are not numbers, empty or unclosed', () => {
    const expected = (range: string) => [
      { at: 3, message: `line range ${range}: expected line numbers and ranges separated by commas, as in {1,3-5}` },
    ];
    expect(problems('js {a-b}', 2)).toEqual(expected('{a-b}'));
    expect(problems('js {}', 2)).toEqual(expected('{}'));
    expect(problems('js {1,}', 2)).toEqual(expected('{1,}'));
    expect(problems('js {1,2', 2)).toEqual(expected('{1,2'));
  });

  it("stops a huge range at the block's last line", () => {
    const info = parseFenceInfo('js {2-20000000}', 3);
    expect([...info.lines]).toEqual([2, 3]);
    expect(info.problems).toEqual([
      { at: 4, message: 'line range {2-20000000} in a code block of 3 lines: expected line numbers from 1 to 3' },
    ]);
  });

  it('does work for the lines of the block only, not for every line a range names', async () => {
    // Counting to 2^53 - 1 never ends: a parse that walked the range would be stopped, and fail, rather than be slow.
    // How long the build takes with such a range, against its budget, is for the bench (scripts/bench-hostile.mjs).
    const parsed = await parseOnThread(`js {2-${Number.MAX_SAFE_INTEGER}}`, 3);
    expect(parsed.lines).toEqual([2, 3]);
    expect(parsed.problems).toHaveLength(1);
  });
});

/**
 * parseFenceInfo on a thread of its own, compiled from the same source. A parse that does not end is stopped 20 s
 * after the thread started, which a parse that ends takes microseconds of, and reported; on this thread it would hang
 * the test runner, whose timeout cannot interrupt a loop.
 */
async function parseOnThread(info: string, lineCount: number): Promise<{ lines: number[]; problems: unknown[] }> {
  const [bundle] = buildSync({
    entryPoints: [fileURLToPath(new URL('../../../cli/markdown/fence-info.ts', import.meta.url))],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'iife',
    globalName: 'fenceInfo',
  }).outputFiles;
  const worker = new Worker(
    `${bundle!.text}
    const { parentPort, workerData } = require('node:worker_threads');
    const parsed = fenceInfo.parseFenceInfo(workerData.info, workerData.lineCount);
    parentPort.postMessage({ lines: [...parsed.lines], problems: parsed.problems });`,
    { eval: true, workerData: { info, lineCount } },
  );
  let deadline: NodeJS.Timeout | undefined;
  try {
    return await new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('online', () => {
        deadline = setTimeout(
          () => reject(new Error(`parseFenceInfo(${JSON.stringify(info)}) did not end in 20 s`)),
          20_000,
        );
      });
    });
  } finally {
    clearTimeout(deadline);
    await worker.terminate();
  }
}
