import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, formatSummary } from '../../../cli/commands/build.ts';
import { UserError } from '../../../cli/core/diagnostics.ts';
import { editConfig, tempProject, type TempProject } from '../../helpers/temp-project.ts';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { builtFiles, coldSiteOf, expectSameSite } from '../../helpers/built-files.ts';
import { runDocsgen } from '../../helpers/cli.ts';

beforeAll(async () => {
  await ensureBuilt();
});

const PAGE = 'content/docs/guide/first-steps.md';

/** The basic fixture with a node_modules, where a build keeps its stamp, and enough pages for several route shards. */
function project(): TempProject {
  const p = tempProject('basic');
  fs.mkdirSync(p.file('node_modules'));
  for (let i = 0; i < 40; i++)
    p.write(`content/docs/guide/lote/pagina-${i}.md`, `# Página ${i}\n\nTalhão ${i} e colheita ${i * 3}.\n`);
  return p;
}

const buildIn = (dir: string) => build({ config: 'docs.config.json', out: 'site', cwd: dir });

/** Every file of the site with its inode and bytes: a file written again, even with the same bytes, has a new inode. */
const siteFiles = (dir: string) =>
  builtFiles(path.join(dir, 'site'), (file) => ({ ino: fs.statSync(file).ino, bytes: fs.readFileSync(file) }));

describe('a build into a site its last build wrote', () => {
  it('writes only the files whose bytes changed, deletes those the site no longer has, and keeps the rest in place', async () => {
    const p = project();
    expect((await buildIn(p.dir)).patched).toBeUndefined();
    const before = siteFiles(p.dir);
    p.write(PAGE, `${p.read(PAGE)}\nUm parágrafo novo.\n`);
    const result = await buildIn(p.dir);
    const after = siteFiles(p.dir);
    const replaced = [...after].filter(([file, { ino }]) => before.get(file)?.ino !== ino).map(([file]) => file);
    expect(replaced).toContain('docs/guide/first-steps/index.html');
    // What the summary says: the files written, copies not counted.
    expect(result.patched).toBe(replaced.filter((file) => !/\.(br|gz)$/.test(file)).length);
    expect(formatSummary(result, 'site')).toMatch(
      /; \d+ written, the others as they were; 1 doc rendered, \d+ reused\)$/,
    );
    expect(replaced.length).toBeLessThan(after.size / 10);
    // Every file left in place has the bytes it had, and no payload of the page's earlier text is left.
    for (const [file, { bytes }] of after)
      if (!replaced.includes(file)) expect(bytes.equals(before.get(file)!.bytes)).toBe(true);
    const payloads = [...after.keys()].filter((file) => file.startsWith('data/guide/first-steps.'));
    expect(payloads).toHaveLength(1);
    expect(before.has(payloads[0]!)).toBe(false);
    // Patched in place: no site was swapped in, so none was set aside.
    expect(fs.existsSync(p.file('.site-previous'))).toBe(false);
  });

  // The bundled CLI's writer threads get each file with its hash in the site, not every file's hash up front.
  it('leaves in place, through the writer threads of the bundled CLI, the files whose bytes are the same', async () => {
    const p = project();
    const cli = () => {
      const result = runDocsgen(['build'], p.dir);
      expect(result.status, result.stderr).toBe(0);
      return result.stdout;
    };
    cli();
    const before = siteFiles(p.dir);
    p.write(PAGE, `${p.read(PAGE)}\nUm parágrafo novo.\n`);
    expect(cli()).toMatch(/; \d+ written, the others as they were; 1 doc rendered/);
    const after = siteFiles(p.dir);
    // Handed to the writers at each build, the same bytes: left as they were.
    for (const file of ['sitemap.xml', 'llms.txt']) expect(after.get(file)!.ino, file).toBe(before.get(file)!.ino);
    expect(after.get('docs/guide/first-steps/index.html')!.ino).not.toBe(
      before.get('docs/guide/first-steps/index.html')!.ino,
    );
    // The index worker writes its parts itself: those of the page's new words are new, the others left in place.
    const parts = [...after.keys()].filter((file) => /^search-index\/[^/]+\/[^/]+\//.test(file));
    const rewritten = parts.filter((file) => before.get(file)?.ino !== after.get(file)!.ino);
    expect(rewritten.length).toBeGreaterThan(0);
    expect(rewritten.length).toBeLessThan(parts.length / 2);
    const warm = new Map([...after].map(([file, { bytes }]) => [file, bytes]));
    expectSameSite(warm, await coldSiteOf(p.dir, async () => cli()));
  });

  it.each([
    ['', () => {}],
    [
      ' on a site with a translation',
      (p: TempProject) => editConfig(p, (c) => Object.assign(c, { locales: { en: {} } })),
    ],
  ])('leaves every compressed copy equal to its file%s', async (_site, setUp) => {
    const p = project();
    setUp(p);
    await buildIn(p.dir);
    // A new page changes the sidebar, the route shards it falls in and the search index, which all have copies.
    p.write('content/docs/guide/lote/pagina-nova.md', '# Página nova\n\nSemente e plantio.\n');
    await buildIn(p.dir);
    const files = siteFiles(p.dir);
    const copies = [...files.keys()].filter((file) => /\.(br|gz)$/.test(file));
    expect(copies.length).toBeGreaterThan(10);
    for (const copy of copies) {
      const original = files.get(copy.slice(0, -3))?.bytes;
      const bytes = files.get(copy)!.bytes;
      expect(original, copy).toBeDefined();
      const unpacked = copy.endsWith('.br') ? zlib.brotliDecompressSync(bytes) : zlib.gunzipSync(bytes);
      expect(unpacked.equals(original!), copy).toBe(true);
    }
  });

  it('leaves the site as it was when the build fails, and patches it once the error is fixed', async () => {
    const p = project();
    await buildIn(p.dir);
    const before = siteFiles(p.dir);
    const text = p.read(PAGE);
    p.write(PAGE, `${text}\n[quebrado](./nao-existe.md)\n`);
    await expect(buildIn(p.dir)).rejects.toThrow(UserError);
    expect(siteFiles(p.dir)).toEqual(before);
    p.write(PAGE, `${text}\nCorrigido.\n`);
    await buildIn(p.dir);
    expect(p.read('site/docs/guide/first-steps.md')).toContain('Corrigido.');
    expect(fs.statSync(p.file('site/docs/about/intro/index.html')).ino).toBe(
      before.get('docs/about/intro/index.html')!.ino,
    );
  });

  it('builds the whole site again when the folder holds files the last build did not write', async () => {
    const p = project();
    await buildIn(p.dir);
    p.write('site/deixado.txt', 'à mão');
    const before = siteFiles(p.dir);
    p.write(PAGE, `${p.read(PAGE)}\nOutro parágrafo.\n`);
    const notes: string[] = [];
    await build({ config: 'docs.config.json', out: 'site', cwd: p.dir, onNote: (line) => notes.push(line) });
    expect(notes).toEqual([`docsgen: ${p.file('site')} does not hold what its last build wrote: writing every file`]);
    expect(fs.existsSync(p.file('site/deixado.txt'))).toBe(false);
    expect(fs.statSync(p.file('site/docs/about/intro/index.html')).ino).not.toBe(
      before.get('docs/about/intro/index.html')!.ino,
    );
  });

  it('patches a site with a translation, its files and the maps it adds to, as a cold build writes them', async () => {
    const p = project();
    editConfig(p, (c) => Object.assign(c, { locales: { en: {} } }));
    const translated = 'i18n/en/docusaurus-plugin-content-docs/current/guide/first-steps.md';
    p.write(translated, '# First steps\n\nEnglish text.\n');
    await buildIn(p.dir);
    p.write(translated, '# First steps\n\nEnglish text, edited.\n');
    const warm = await buildIn(p.dir);
    expect(warm.patched).toBeGreaterThan(0);
    const patched = builtFiles(p.file('site'));
    expect(patched.get('en/docs/guide/first-steps.md')?.toString()).toContain('edited');
    expectSameSite(patched, await coldSiteOf(p.dir, () => buildIn(p.dir)));
  });

  it('writes nothing through a folder of the site replaced by a link to another folder', async () => {
    const p = project();
    await buildIn(p.dir);
    const outside = fs.mkdtempSync(path.join(path.dirname(p.dir), 'docsgen-outside-'));
    fs.cpSync(p.file('site/docs/guide'), outside, { recursive: true });
    fs.rmSync(p.file('site/docs/guide'), { recursive: true });
    fs.symlinkSync(outside, p.file('site/docs/guide'));
    const before = builtFiles(outside);
    p.write(PAGE, `${p.read(PAGE)}\nMais um parágrafo.\n`);
    await buildIn(p.dir);
    expect(builtFiles(outside)).toEqual(before);
    expect(fs.lstatSync(p.file('site/docs/guide')).isDirectory()).toBe(true);
    expect(p.read('site/docs/guide/first-steps.md')).toContain('Mais um parágrafo.');
  });

  it("deletes every route's own shell and its folder when the site switches to one fallback shell", async () => {
    const p = project();
    await buildIn(p.dir);
    editConfig(p, (c) => Object.assign(c, { output: { routeHtml: 'fallback' } }));
    expect((await buildIn(p.dir)).patched).toBeGreaterThan(0);
    const html = [...builtFiles(p.file('site')).keys()].filter((file) => file.endsWith('.html')).sort();
    expect(html).toEqual(['200.html', '404.html', 'index.html', 'search/index.html']);
    expect(fs.existsSync(p.file('site/docs/guide/lote/pagina-7'))).toBe(false);
    expect(fs.existsSync(p.file('site/docs/guide/lote/pagina-7.md'))).toBe(true);
  });
});
