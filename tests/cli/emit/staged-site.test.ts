import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StagedSite } from '../../../cli/emit/staged-site.ts';

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
});
