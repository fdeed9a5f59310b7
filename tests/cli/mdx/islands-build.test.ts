import { describe, expect, it } from 'vitest';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import type { Manifest, PagePayload } from '../../../format/site-format.ts';
import { tempProject, type TempProject } from '../../helpers/temp-project.ts';

async function build(project: TempProject, config = 'docs.config.json') {
  const { site, diagnostics } = await compileSite(loadConfig(config, project.dir), {
    drafts: false,
    cwd: project.dir,
  });
  const payload = (stem: string) => {
    const found = site && [...site.payloadFiles].find(([file]) => file.startsWith(`data/${stem}.`));
    return found ? (JSON.parse(found[1]) as PagePayload) : undefined;
  };
  const text = (file: string) => new TextDecoder().decode(site?.islandFiles?.get(file));
  return {
    site,
    manifest: site?.manifest as Manifest,
    payload,
    text,
    problems: diagnostics.map(
      (d) => `${d.file}:${d.line}:${d.column}: ${d.severity === 'warning' ? 'warning: ' : ''}${d.message}`,
    ),
  };
}

/** The islands fixture without its component that does not compile (Quebra), which the error tests use. */
function workingIslands(): TempProject {
  const project = tempProject('islands');
  project.remove('src/components/Quebra.jsx');
  project.write(
    'docs/componentes.mdx',
    project
      .read('docs/componentes.mdx')
      .replace("import Quebra from '@site/src/components/Quebra';\n", '')
      .replace('<Quebra />\n', ''),
  );
  return project;
}

describe('islands in a build', () => {
  it('bundles every component once, against the viewer React, with CSS modules beside them, and lists them', async () => {
    const project = workingIslands();
    const { manifest, payload, text, problems, site } = await build(project);
    expect(problems).toEqual([]);
    const islands = manifest.islands ?? {};
    expect(
      Object.values(islands)
        .map((island) => island.name)
        .sort(),
    ).toEqual(['Cartao', 'Contador', 'Destaque', 'Quadro', 'Selo', 'SobreOSite']);
    const page = payload('componentes')!;
    expect(page.islands?.sort()).toEqual(Object.keys(islands).sort());
    expect(payload('outra')!.islands).toBeUndefined();
    const cartao = Object.values(islands).find((island) => island.name === 'Cartao')!;
    expect(cartao.script).toMatch(/^islands\/Cartao-[0-9a-f]{8}-\w+\.js$/);
    expect(cartao.styles).toEqual([expect.stringMatching(/^islands\/Cartao-[0-9a-f]{8}-\w+\.css$/)]);
    expect(text(cartao.styles![0]!)).toContain('border:3px solid');
    // One React: every module reads the viewer's from its global, and none carries a copy of it.
    const scripts = [...site!.islandFiles!.keys()].filter((file) => file.endsWith('.js'));
    const all = scripts.map(text).join('\n');
    expect(all).toContain('__docsgenIslands');
    expect(all).not.toMatch(
      /react\.transitional\.element|__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE|useSyncExternalStore shim/,
    );
    // Only the page's own component is in the inline module: it does not pull in the page's other components.
    const destaque = Object.values(islands).find((island) => island.name === 'Destaque')!;
    expect(destaque.styles).toBeUndefined();
  });

  it("keeps a site path in a component's CSS as written, as Docusaurus does, instead of bundling a file", async () => {
    const project = workingIslands();
    const css = project.read('src/components/Cartao.module.css');
    project.write(
      'src/components/Cartao.module.css',
      `${css}\n.selo { background: url(/images/selo.png) no-repeat; }\n`,
    );
    const { manifest, text, problems } = await build(project);
    expect(problems).toEqual([]);
    const cartao = Object.values(manifest.islands ?? {}).find((island) => island.name === 'Cartao')!;
    expect(text(cartao.styles![0]!)).toContain('url(/images/selo.png)');
  });

  it('reports an import the bundler cannot resolve once at the page import, with its reason, and errors in a component at its source', async () => {
    const project = tempProject('islands');
    project.write(
      'docs/erros.mdx',
      [
        "import Falta from '@site/src/components/Falta';",
        "import Pacote from 'pacote-ausente';",
        "import Ruim from './_local/Ruim.jsx';",
        '',
        '# Erros',
        '',
        '<Falta />',
        '',
        '<Pacote />',
        '',
        '<Pacote />',
        '',
        '<Ruim />',
        '',
      ].join('\n'),
    );
    project.write('docs/_local/Ruim.jsx', 'export default function Ruim() {\n  return <div>;\n}\n');
    const { problems } = await build(project);
    expect(problems.sort()).toEqual([
      'docs/_local/Ruim.jsx:4:1: in a component\'s source: Unexpected end of file before a closing "div" tag',
      `docs/erros.mdx:1:19: cannot import the component <Falta>: Could not resolve "@site/src/components/Falta" (no such file in ${project.dir})`,
      'docs/erros.mdx:2:20: cannot import the component <Pacote>: Could not resolve "pacote-ausente"; is the package installed in the project (npm install pacote-ausente)?',
    ]);
  });

  it("resolves packages of docs outside the site's folder from the site's node_modules too, as Docusaurus does", async () => {
    // A monorepo: the site in site/ (its packages installed there), the docs beside it in ../docs.
    const project = tempProject('islands');
    const pkg = 'node_modules/selo-do-site';
    const config = project.read('docs.config.json').replace('"path": "docs"', '"path": "../docs"');
    project.write('site/docs.config.json', config.replaceAll('"componentes"', '"video"'));
    project.write(`site/${pkg}/package.json`, JSON.stringify({ name: 'selo-do-site', main: 'index.js' }));
    project.write(`site/${pkg}/index.js`, project.read('node_modules/selo-pequeno/index.js'));
    project.remove('node_modules');
    project.remove('docs');
    project.write('docs/video.mdx', "import Selo from 'selo-do-site';\n\n# Vídeo\n\n<Selo texto='a' />\n\n<Selo />\n");
    const { manifest, problems } = await build(project, 'site/docs.config.json');
    expect(problems.filter((p) => !p.includes('warning: '))).toEqual([]);
    expect(Object.values(manifest.islands ?? {}).map((island) => island.name)).toEqual(['Selo']);
  });

  it('reports an error in a component the page defines at its page line', async () => {
    const project = tempProject('islands');
    project.write(
      'docs/inline.mdx',
      [
        '---',
        'title: Inline',
        '---',
        '',
        "import { Nada } from './_local/Contador.jsx';",
        '',
        'export const Caixa = () => <b><Nada /></b>;',
        '',
        '<Caixa />',
        '',
      ].join('\n'),
    );
    const { problems } = await build(project);
    expect(problems).toEqual([
      'docs/inline.mdx:5:10: in a component this page defines: No matching export in "docs/_local/Contador.jsx" for import "Nada"',
    ]);
  });

  it('bundles the components of blog posts too, and lists them in the post payload', async () => {
    const project = tempProject('islands');
    project.write(
      'content/blog/2024-01-01-ola.mdx',
      [
        '---',
        'title: Olá',
        '---',
        "import Selo from 'selo-pequeno';",
        '',
        'Um post com <Selo texto="blog" />.',
        '',
      ].join('\n'),
    );
    const { manifest, site, problems } = await build(project);
    expect(problems).toEqual([]);
    const post = [...site!.payloadFiles].find(([file]) => file.startsWith('data/blog/'))!;
    const ids = (JSON.parse(post[1]) as { islands?: string[] }).islands;
    expect(ids).toHaveLength(1);
    expect(manifest.islands?.[ids![0]!]?.name).toBe('Selo');
  });
});
