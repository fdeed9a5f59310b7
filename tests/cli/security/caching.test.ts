import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { tempProject } from '../../helpers/temp-project.ts';

describe('the list of hashed files', () => {
  it('names every file the build hashed, and no static file however its name looks', async () => {
    const project = tempProject('media');
    project.write('content/static/downloads/manual-20240315.pdf', 'pdf');
    project.write('content/static/relatorio.2024abcd.csv', 'csv');
    await build({ config: 'docs.config.json', out: 'site', cwd: project.dir });
    const listed = [...project.read('site/hashed-files.map').matchAll(/^"(.*)" 1;$/gm)].map((m) => m[1]!);
    // A compressed copy is served for its original's path, which alone decides the caching.
    const filesUnder = (dir: string) =>
      (fs.readdirSync(project.file(`site/${dir}`), { recursive: true }) as string[])
        .filter((rel) => fs.statSync(project.file(`site/${dir}/${rel}`)).isFile() && !/\.(br|gz)$/.test(rel))
        .map((rel) => `/${dir}/${rel}`);
    const manifest = fs
      .readdirSync(project.file('site'))
      .filter((f) => f.startsWith('manifest.') && f.endsWith('.json'))
      .map((f) => `/${f}`);
    // The route shards, the search index's entry and its excerpt parts keep their names from one build to the next.
    const revalidated = (file: string) => /^\/(routes\/|search-index\/.*(\/x-[^/]*|\/pt-BR)\.json$)/.test(file);
    const hashed = [
      ...filesUnder('media'),
      ...filesUnder('assets'),
      ...filesUnder('data'),
      ...filesUnder('sidebars'),
      ...filesUnder('search-index').filter((file) => !revalidated(file)),
      ...manifest,
    ];
    expect(listed).toEqual([...hashed].sort());
    expect(filesUnder('routes').length).toBeGreaterThan(0);
    expect(listed.filter(revalidated)).toEqual([]);
    expect(listed.some((p) => /manual|relatorio|\/img\//.test(p))).toBe(false);
  });
});
