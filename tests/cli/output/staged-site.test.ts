import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StagedSite } from '../../../cli/output/staged-site.ts';

describe('StagedSite', () => {
  it('refuses a path that leaves the site, and writes nothing outside it', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-staged-'));
    const staged = new StagedSite(path.join(parent, 'site'));
    expect(() => staged.write('../fora.txt', 'x')).toThrow('refusing to write outside the site: ../fora.txt');
    expect(() => staged.ensureDir('docs/../../fora')).toThrow('refusing to write outside the site');
    expect(() => staged.write('/etc/fora.txt', 'x')).toThrow('refusing to write outside the site');
    staged.write('docs/../dentro.txt', 'ok');
    await staged.commit();
    expect(fs.readdirSync(parent).sort()).toEqual(['site']);
    expect(fs.readFileSync(path.join(parent, 'site/dentro.txt'), 'utf8')).toBe('ok');
  });

  it('gives the site the permissions of any new folder, not the private ones of a temporary folder', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-staged-'));
    const expected = 0o777 & ~process.umask();
    for (let build = 0; build < 3; build++) {
      const staged = new StagedSite(path.join(parent, 'site'));
      staged.write('index.html', 'ok');
      await staged.commit();
      expect(fs.statSync(path.join(parent, 'site')).mode & 0o777, `build ${build}`).toBe(expected);
    }
    expect(expected).not.toBe(0o700);
  });

  it('reports a folder that cannot be created as an output error', () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-staged-'));
    fs.writeFileSync(path.join(parent, 'arquivo'), 'x');
    expect(() => new StagedSite(path.join(parent, 'arquivo/site'))).toThrow(
      /^EEXIST: .*; choose a folder that can be created and written, such as "site"$/,
    );
  });
});
