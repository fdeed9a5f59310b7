import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { forgetEndedTemps } from '../../../cli/util/cache-file.ts';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { buildIn, cachedProject } from '../../helpers/cached-build.ts';

beforeAll(async () => {
  await ensureBuilt();
});

/** Above Linux's largest process id (2^22): no process has it. */
const ENDED_PID = 4_194_305;

describe('the temporary files of a cache folder', () => {
  it('go when their process has ended, and stay while it runs', async () => {
    const folder = fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'docsgen-temps-'));
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      const names = [
        `pages-x.search.bin.${ENDED_PID}.tmp`,
        `build-x.json.${process.pid}.tmp`,
        `highlight.json.${sleeper.pid}.tmp`,
        'pages-x.json',
        'nota.tmp',
      ];
      for (const name of names) fs.writeFileSync(path.join(folder, name), '');
      forgetEndedTemps(folder, names);
      expect(fs.readdirSync(folder).sort()).toEqual(names.slice(1).sort());
    } finally {
      sleeper.kill();
    }
  });

  it('a killed build left are deleted by the next build that keeps its rendered docs', async () => {
    const p = cachedProject('basic');
    await buildIn(p);
    const left = p.file(`node_modules/.cache/docsgen/pages-x.search.bin.${ENDED_PID}.tmp`);
    fs.writeFileSync(left, 'meio escrito');
    p.write('content/docs/about/intro.md', `${p.read('content/docs/about/intro.md')}\nUma frase nova.\n`);
    await buildIn(p);
    expect(fs.existsSync(left)).toBe(false);
  });
});
