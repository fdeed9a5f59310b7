import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../../cli/commands/build.ts';
import { editConfig, tempProject, type TempProject } from '../../helpers/temp-project.ts';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { builtFiles, coldSiteOf, expectSameSite } from '../../helpers/built-files.ts';

beforeAll(async () => {
  await ensureBuilt();
});

const PAGE = 'docs/outra.md';
const PARTIAL = 'docs/_local/_aviso.mdx';

/**
 * The islands fixture (components of src/, a package, a page's own folder) with a partial, a page that includes it and
 * a static file, so that every kind of input a build reads is there to edit.
 */
function project(): TempProject {
  const p = tempProject('islands');
  p.write(PARTIAL, 'Um **aviso** compartilhado.\n');
  p.write('docs/com-parte.mdx', `import Aviso from './_local/_aviso.mdx';\n\n# Com parte\n\n<Aviso />\n`);
  p.write('static/robots.txt', 'User-agent: *\n');
  editConfig(p, (c) => Object.assign(c, { staticDirectories: ['static'] }));
  return p;
}

const notes: string[] = [];
const buildIn = (dir: string, docsgenIdentity?: string): Promise<BuildResult> =>
  build({
    config: 'docs.config.json',
    out: 'site',
    cwd: dir,
    onNote: (line) => notes.push(line),
    ...(docsgenIdentity ? { docsgenIdentity } : {}),
  });

const siteFiles = (dir: string) => builtFiles(path.join(dir, 'site'));

/** A cold build of the project as it is now, which must equal the warm site byte for byte. */
async function coldBuildOf(p: TempProject): Promise<void> {
  const warm = siteFiles(p.dir);
  const cold = await coldSiteOf(p.dir, async () => expect((await buildIn(p.dir)).upToDate).toBeUndefined());
  expectSameSite(warm, cold);
}

/** Each kind of edit a writer makes, as it changes the project. */
const EDITS: [kind: string, edit: (p: TempProject) => void][] = [
  ['text', (p) => p.write(PAGE, `${p.read(PAGE)}\nUm parágrafo novo.\n`)],
  ['title', (p) => p.write(PAGE, p.read(PAGE).replace(/^# .*$/m, '# Outro título'))],
  ['heading', (p) => p.write(PAGE, `${p.read(PAGE)}\n## Seção nova\n\nTexto.\n`)],
  ['link', (p) => p.write(PAGE, `${p.read(PAGE)}\nVeja [os componentes](./componentes.mdx).\n`)],
  ['front matter', (p) => p.write(PAGE, `---\ndescription: Uma descrição nova.\n---\n${p.read(PAGE)}`)],
  ['category file', (p) => p.write('docs/_category_.json', JSON.stringify({ label: 'Tudo' }))],
  ['partial', (p) => p.write(PARTIAL, 'Um **aviso** mudado.\n')],
  ['component', (p) => p.write('src/components/Quebra.jsx', `${p.read('src/components/Quebra.jsx')}\n// mudado\n`)],
  ['config', (p) => editConfig(p, (c) => Object.assign(c, { tagline: 'Outro lema' }))],
  ['static file', (p) => p.write('static/robots.txt', 'User-agent: *\nDisallow: /rascunhos/\n')],
  ['deleted page', (p) => p.remove('docs/com-parte.mdx')],
  ['new page', (p) => p.write('docs/nova.md', '# Nova\n\nUma página nova.\n')],
];

describe('a build with nothing changed', () => {
  it('writes nothing, says the site is up to date and reports the same figures', async () => {
    const p = project();
    const first = await buildIn(p.dir);
    expect(first.upToDate).toBeUndefined();
    const index = path.join(p.dir, 'site/index.html');
    const written = fs.statSync(index).mtimeMs;
    const second = await buildIn(p.dir);
    expect(second.upToDate).toBe(true);
    // Nothing was rendered, nor reused.
    const { docs: _docs, ...figures } = first;
    expect({ ...second, ms: 0 }).toEqual({ ...figures, ms: 0, upToDate: true });
    expect(fs.statSync(index).mtimeMs).toBe(written);
  });

  it.each(EDITS)('builds again after an edit of kind "%s", byte for byte as a cold build', async (_kind, edit) => {
    const p = project();
    await buildIn(p.dir);
    edit(p);
    const warm = await buildIn(p.dir);
    expect(warm.upToDate).toBeUndefined();
    await coldBuildOf(p);
    expect((await buildIn(p.dir)).upToDate).toBe(true);
  });

  it('does not take other built sites in the project for inputs: one built elsewhere, the one kept beside it', async () => {
    const p = project();
    await buildIn(p.dir);
    // A site that lost a file is built anew and swapped in, the one before kept beside it.
    fs.rmSync(path.join(p.dir, 'site/robots.txt'));
    await buildIn(p.dir);
    expect(fs.existsSync(path.join(p.dir, '.site-previous'))).toBe(true);
    await build({ config: 'docs.config.json', out: 'outro-site', cwd: p.dir });
    expect((await buildIn(p.dir)).upToDate).toBe(true);
  });

  it('builds again when the site folder lost a file, or a build option changed', async () => {
    const p = project();
    await buildIn(p.dir);
    fs.rmSync(path.join(p.dir, 'site/robots.txt'));
    expect((await buildIn(p.dir)).upToDate).toBeUndefined();
    expect(fs.existsSync(path.join(p.dir, 'site/robots.txt'))).toBe(true);
    const strict = await build({ config: 'docs.config.json', out: 'site', cwd: p.dir, strict: true });
    expect(strict.upToDate).toBeUndefined();
  });

  it('builds again after a commit (last-update dates come from git) and when a DOCSGEN_ variable changes', async () => {
    const p = project();
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], { cwd: p.dir });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'primeiro');
    await buildIn(p.dir);
    expect((await buildIn(p.dir)).upToDate).toBe(true);
    git('commit', '-q', '--allow-empty', '-m', 'segundo');
    expect((await buildIn(p.dir)).upToDate).toBeUndefined();
    process.env.DOCSGEN_ROUTES_PER_SHARD = '16';
    try {
      notes.length = 0;
      expect((await buildIn(p.dir)).upToDate).toBeUndefined();
      expect(notes).toEqual(['docsgen: the config changed since the last build: building everything']);
    } finally {
      delete process.env.DOCSGEN_ROUTES_PER_SHARD;
    }
    // A variable that only traces the build is not one that tunes it.
    expect((await buildIn(p.dir)).upToDate).toBeUndefined();
    process.env.DOCSGEN_DEBUG_MEMORY = '1';
    try {
      expect((await buildIn(p.dir)).upToDate).toBe(true);
    } finally {
      delete process.env.DOCSGEN_DEBUG_MEMORY;
    }
  });

  it('keeps the stamp of the site in place when a build fails, so that undoing the edit builds nothing', async () => {
    const p = project();
    await buildIn(p.dir);
    const before = p.read(PAGE);
    p.write(PAGE, `${before}\n[quebrado](./nao-existe.md)\n`);
    await expect(buildIn(p.dir)).rejects.toThrow(/nao-existe/);
    p.write(PAGE, before);
    expect((await buildIn(p.dir)).upToDate).toBe(true);
  });
});

describe('falling back to a cold build', () => {
  const stampOf = (p: TempProject) => {
    const dir = path.join(p.dir, 'node_modules/.cache/docsgen');
    return path.join(dir, fs.readdirSync(dir).find((f) => f.startsWith('build-'))!);
  };

  it('says why in one line: a corrupt cache, another docsgen, a changed config', async () => {
    const p = project();
    await buildIn(p.dir);
    fs.writeFileSync(stampOf(p), '{"format": 1, "inp');
    notes.length = 0;
    expect((await buildIn(p.dir)).upToDate).toBeUndefined();
    expect(notes).toEqual([expect.stringMatching(/^docsgen: the build cache .*build-\w+\.json could not be read/)]);

    notes.length = 0;
    expect((await buildIn(p.dir, 'docsgen 9.9.9')).upToDate).toBeUndefined();
    expect(notes).toEqual(['docsgen: docsgen changed since the last build: building everything']);

    notes.length = 0;
    editConfig(p, (c) => Object.assign(c, { title: 'Outro título' }));
    expect((await buildIn(p.dir, 'docsgen 9.9.9')).upToDate).toBeUndefined();
    expect(notes).toEqual(['docsgen: the config changed since the last build: building everything']);
  });

  it('keeps no stamp for a project without node_modules, and builds every time', async () => {
    const p = tempProject('basic');
    await build({ config: 'docs.config.json', out: 'site', cwd: p.dir });
    const again = await build({ config: 'docs.config.json', out: 'site', cwd: p.dir });
    expect(again.upToDate).toBeUndefined();
    expect(fs.existsSync(path.join(p.dir, 'node_modules'))).toBe(false);
  });
});
