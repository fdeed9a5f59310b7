import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { runDocsgen } from '../../helpers/cli.ts';
import { editConfig, repoRoot, type TempProject } from '../../helpers/temp-project.ts';

/**
 * Page code stays in the project (issue 39): every module a component reaches lies in the project or in an installed
 * npm package. The vectors are files under tests/security/import-escape/ (see tests/security/README.md).
 */
const VECTORS = path.join(repoRoot, 'tests/security/import-escape');

interface Probe {
  /** The folder the project lies in: the files "outside" it are here. */
  outer: string;
  project: TempProject;
}

/** The islands fixture in `<tmp>/projeto`, pages allowed to define components, and the files outside beside it. */
function islandsIn(): Probe {
  const outer = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-escape-'));
  const dir = path.join(outer, 'projeto');
  fs.cpSync(path.join(repoRoot, 'tests/fixtures/islands'), dir, { recursive: true });
  const file = (rel: string) => path.join(dir, rel);
  const project: TempProject = {
    dir,
    file,
    write: (rel, content) => {
      fs.mkdirSync(path.dirname(file(rel)), { recursive: true });
      fs.writeFileSync(file(rel), content);
    },
    read: (rel) => fs.readFileSync(file(rel), 'utf8'),
    remove: (rel) => fs.rmSync(file(rel), { recursive: true, force: true }),
  };
  // Allowed, so that what refuses a vector below is the confinement, not the switch of inline components.
  editConfig(project, (config) => (config.mdx = { inlineComponents: true }));
  return { outer, project };
}

/** The probe's project: every vector of tests/security/import-escape in it, and its files outside. */
function escapeProbe(): Probe {
  const probe = islandsIn();
  const { outer, project } = probe;
  fs.cpSync(path.join(VECTORS, 'docs'), project.file('docs'), { recursive: true });
  fs.cpSync(path.join(VECTORS, 'src'), project.file('src'), { recursive: true });
  fs.cpSync(path.join(VECTORS, 'outside'), outer, { recursive: true });
  fs.mkdirSync(project.file('src/links'));
  fs.symlinkSync(path.join(outer, 'segredo.json'), project.file('src/links/segredo.json'));
  fs.symlinkSync(path.join(outer, 'parte.mdx'), project.file('src/links/parte.mdx'));
  return probe;
}

async function compile(project: TempProject) {
  const { site, diagnostics } = await compileSite(loadConfig('docs.config.json', project.dir), {
    drafts: false,
    cwd: project.dir,
  });
  return { site, diagnostics, problems: diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic) };
}

/** Every byte the compile would publish, as text. */
function published(site: Awaited<ReturnType<typeof compileSite>>['site']): string {
  if (!site) return '';
  const decode = (bytes: Uint8Array | string) => (typeof bytes === 'string' ? bytes : new TextDecoder().decode(bytes));
  return [...(site.islandFiles?.values() ?? []), ...[...site.payloadFiles.values()]].map(decode).join('\n');
}

const OUTSIDE = 'outside the project; components may import only files inside';

describe('page code stays in the project', () => {
  it('refuses every import that leads out, at its file:line:col, and publishes nothing', async () => {
    const { outer, project } = escapeProbe();
    const real = fs.realpathSync(outer);
    const { site, diagnostics, problems } = await compile(project);
    const inline = 'in a component this page defines';
    expect(problems.sort()).toEqual(
      [
        `docs/absolute-text.mdx:4:20: ${inline}: "/etc/passwd" with { type: "text" } leads to /etc/passwd, ${OUTSIDE} ${fs.realpathSync(project.dir)} and installed npm packages (node_modules), so the file is never read`,
        `docs/bytes-outside.mdx:4:19: ${inline}: "../../data.bin" with { type: "bytes" } leads to ${real}/data.bin, ${OUTSIDE}`,
        `docs/file-outside.mdx:4:19: ${inline}: "../../deploy.key" with { type: "file" } leads to ${real}/deploy.key, ${OUTSIDE}`,
        `docs/partial-parent.mdx:6:1: the partial ../fora.mdx is outside the project; a build reads only files inside`,
        `docs/partial-symlink.mdx:6:1: the partial src/links/parte.mdx leads to ${real}/parte.mdx, which is outside the project; a build reads only files inside`,
        `docs/proc-environ.mdx:4:22: ${inline}: "/proc/self/environ" with { type: "text" } leads to /proc/`,
        `docs/relative-json.mdx:4:25: ${inline}: "../../outside.json" leads to ${real}/outside.json, ${OUTSIDE}`,
        `docs/site-parent.mdx:4:18: cannot import the component <outside>: "@site/../outside.js" leads to ${real}/outside.js, ${OUTSIDE}`,
        `docs/symlink.mdx:4:21: ${inline}: "@site/src/links/segredo.json" leads to ${real}/segredo.json, ${OUTSIDE}`,
        `docs/text-outside.mdx:4:19: ${inline}: "../../notes.txt" with { type: "text" } leads to ${real}/notes.txt, ${OUTSIDE}`,
        // The component's own import, at its line in the component's file.
        `src/components/Maquina.jsx:1:18: in a component's source: "/etc/hosts" with { type: "text" } leads to /etc/hosts, ${OUTSIDE}`,
      ].map((start) => expect.stringContaining(start)),
    );
    expect(problems).toHaveLength(11);
    expect(new Set(diagnostics.filter((d) => d.severity === 'error').map((d) => d.code))).toEqual(
      new Set(['outside-project']),
    );
    expect(site).toBeUndefined();
  });

  it('fails the real build with those errors and writes no site, whatever the files hold', () => {
    const { project } = escapeProbe();
    const out = project.file('site');
    const built = runDocsgen(
      ['build', '--no-gate', '--config', project.file('docs.config.json'), '--out', out],
      project.dir,
    );
    expect(built.status).toBe(1);
    expect(built.stderr).toContain(
      'docs/proc-environ.mdx:4:22: in a component this page defines: "/proc/self/environ"',
    );
    expect(built.stderr).toMatch(/build failed with 11 errors; nothing was written/);
    expect(fs.existsSync(out)).toBe(false);
    expect(built.stdout + built.stderr).not.toMatch(/segredo-(json|js|txt|bin|chave|symlink|mdx|parte)-fora/);
  });

  it('refuses a component imported straight from a file outside, even where pages may not define components', async () => {
    const { outer, project } = islandsIn();
    editConfig(project, (config) => (config.mdx = {}));
    fs.writeFileSync(path.join(outer, 'Fora.jsx'), 'export default () => "segredo-js-fora";\n');
    project.write('docs/fora.mdx', "---\ntitle: Fora\n---\n\nimport Fora from '../../Fora.jsx';\n\n<Fora />\n");
    const { site, problems } = await compile(project);
    expect(problems.filter((problem) => problem.startsWith('docs/fora.mdx'))).toEqual([
      expect.stringMatching(
        /^docs\/fora\.mdx:5:18: cannot import the component <Fora>: "\.\.\/\.\.\/Fora\.jsx" leads to .*\/Fora\.jsx, outside the project/,
      ),
    ]);
    expect(published(site)).not.toContain('segredo-js-fora');
  });

  it('refuses a package whose folder in node_modules is a symlink that leads out, and node_modules files no package holds', async () => {
    const { outer, project } = islandsIn();
    fs.mkdirSync(path.join(outer, 'pacote-fora'));
    fs.writeFileSync(path.join(outer, 'pacote-fora/index.js'), 'export default () => "segredo-js-fora";\n');
    fs.writeFileSync(path.join(outer, 'pacote-fora/package.json'), '{"name":"pacote-fora","main":"index.js"}\n');
    fs.symlinkSync(path.join(outer, 'pacote-fora'), project.file('node_modules/pacote-fora'));
    // A folder above the project holds node_modules too: its packages may be imported, its other files not.
    fs.mkdirSync(path.join(outer, 'node_modules/.cache/build'), { recursive: true });
    fs.writeFileSync(path.join(outer, 'node_modules/.cache/build/env.txt'), 'segredo-txt-fora\n');
    project.write(
      'docs/pacotes.mdx',
      [
        '---',
        'title: Pacotes',
        '---',
        "import Fora from 'pacote-fora';",
        "import Cache from '../../node_modules/.cache/build/env.txt' with { type: 'text' };",
        '',
        'export const Vaza = () => <pre>{Cache}</pre>;',
        '',
        '<Fora />',
        '',
        '<Vaza />',
        '',
      ].join('\n'),
    );
    const { site, problems } = await compile(project);
    expect(problems.sort()).toEqual([
      expect.stringMatching(
        /^docs\/pacotes\.mdx:4:18: cannot import the component <Fora>: "pacote-fora" leads to .*\/pacote-fora\/index\.js, outside the project; components may import only files inside [^;]*$/,
      ),
      expect.stringMatching(
        /^docs\/pacotes\.mdx:5:19: in a component this page defines: "\.\.\/\.\.\/node_modules\/\.cache\/build\/env\.txt" with \{ type: "text" \} leads to .*\/node_modules\/\.cache\/build\/env\.txt, outside the project/,
      ),
    ]);
    expect(published(site)).not.toMatch(/segredo-(js|txt)-fora/);
  });

  it('bundles what the project holds and what npm installed: site files, raw files with attributes, links inside, packages (also as pnpm lays them out)', async () => {
    const { outer, project } = islandsIn();
    project.write('src/data/planos.json', '{"nome":"plano-de-dentro"}\n');
    project.write('src/data/aviso.txt', 'texto-de-dentro\n');
    project.write('src/data/selo.bin', 'bytes-de-dentro');
    fs.symlinkSync(project.file('src/data'), project.file('docs/_dados'));
    // pnpm, in a folder above the project: node_modules/<name> links into node_modules/.pnpm/<name>@<version>/….
    const store = path.join(outer, 'node_modules/.pnpm/selo-pnpm@1.0.0/node_modules/selo-pnpm');
    fs.mkdirSync(store, { recursive: true });
    fs.writeFileSync(path.join(store, 'index.js'), 'export default ({ texto }) => `{${texto}}`;\n');
    fs.writeFileSync(path.join(store, 'package.json'), '{"name":"selo-pnpm","main":"index.js"}\n');
    fs.symlinkSync(store, path.join(outer, 'node_modules/selo-pnpm'));
    // A package installed in a folder above the project, where Node would find it too.
    fs.mkdirSync(path.join(outer, 'node_modules/selo-acima'), { recursive: true });
    fs.writeFileSync(path.join(outer, 'node_modules/selo-acima/index.js'), 'export default () => "selo-de-cima";\n');
    fs.writeFileSync(
      path.join(outer, 'node_modules/selo-acima/package.json'),
      '{"name":"selo-acima","main":"index.js"}\n',
    );
    project.write(
      'docs/dentro.mdx',
      [
        '---',
        'title: Dentro',
        '---',
        "import Planos from '@site/src/data/planos.json' with { type: 'json' };",
        "import Aviso from './_dados/aviso.txt' with { type: 'text' };",
        "import Selo from '../src/data/selo.bin' with { type: 'bytes' };",
        "import SeloPnpm from 'selo-pnpm';",
        "import SeloAcima from 'selo-acima';",
        '',
        'export const Mostra = () => <pre>{Planos.nome} {Aviso} {Selo.length}</pre>;',
        '',
        '<Mostra />',
        '',
        '<SeloPnpm texto="pnpm" />',
        '',
        '<SeloAcima />',
        '',
      ].join('\n'),
    );
    const { site, problems } = await compile(project);
    expect(problems).toEqual([]);
    const text = published(site);
    expect(text).toContain('texto-de-dentro');
    expect(text).toContain('plano-de-dentro');
    expect(text).toContain('selo-de-cima');
    expect(Object.values(site!.manifest.islands ?? {}).map((island) => island.name)).toEqual(
      expect.arrayContaining(['Mostra', 'SeloPnpm', 'SeloAcima', 'Selo', 'Contador', 'Cartao']),
    );
  });
});
