import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { repoRoot } from '../../helpers/temp-project.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-paths-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/**
 * The islands fixture with an island of every kind: site components under src/ (with a CSS module, plain CSS, an
 * image, the Docusaurus modules), a file next to the page, an npm package, components the page defines
 * (`export const`, a BrowserOnly function child), a CSS module the page imports, and a React page.
 */
function everyIslandKind(dir: string): void {
  fs.cpSync(path.join(repoRoot, 'tests/fixtures/islands'), dir, { recursive: true });
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  };
  const page = path.join(dir, 'docs/componentes.mdx');
  const mdx = fs
    .readFileSync(page, 'utf8')
    .replace("import Quebra from '@site/src/components/Quebra';\n", '')
    .replace('<Quebra />\n', '');
  fs.rmSync(path.join(dir, 'src/components/Quebra.jsx'));
  write(
    'docs/componentes.mdx',
    mdx.replace(
      '## Fim\n',
      [
        "import BrowserOnly from '@docusaurus/BrowserOnly';",
        "import Moldura from '@site/src/components/Moldura';",
        "import estilos from './pagina.module.css';",
        '',
        '<Moldura />',
        '',
        '<BrowserOnly>{() => <span className={estilos.nota}>{window.location.pathname}</span>}</BrowserOnly>',
        '',
        '## Fim\n',
      ].join('\n'),
    ),
  );
  write('docs/pagina.module.css', '.nota { color: rebeccapurple; }\n');
  write(
    'src/components/Moldura.jsx',
    "import './moldura.css';\nimport selo from './selo.svg';\n\n" +
      'export default function Moldura() {\n  return <img className="moldura" src={selo} alt="" />;\n}\n',
  );
  write('src/components/moldura.css', ".moldura { background: url('./selo.svg'); border: 1px solid; }\n");
  write('src/components/selo.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>\n');
  write(
    'src/pages/painel.tsx',
    "import Layout from '@theme/Layout';\n\nexport default function Painel() {\n" +
      '  return <Layout title="Painel"><main>Painel</main></Layout>;\n}\n',
  );
  const config = JSON.parse(fs.readFileSync(path.join(dir, 'docs.config.json'), 'utf8'));
  write('docs.config.json', JSON.stringify({ ...config, pages: { path: 'src/pages' } }, null, 2));
}

/** Every file under `dir`, by its path relative to it, with its bytes. */
function filesUnder(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const rel of (fs.readdirSync(dir, { recursive: true }) as string[]).sort()) {
    const file = path.join(dir, rel);
    if (fs.statSync(file).isFile()) files.set(rel.split(path.sep).join('/'), fs.readFileSync(file));
  }
  return files;
}

describe('a build in another folder', () => {
  it('writes the same bytes, wherever the project lies and whichever folder it is built from', async () => {
    const near = path.join(root, 'a');
    // Deeper and longer, so that a path relative to docsgen's own files, or an absolute one, differs.
    const far = path.join(root, 'a-much-longer-folder-name', 'nested', 'b');
    everyIslandKind(near);
    everyIslandKind(far);
    await build({ config: 'docs.config.json', out: 'site', cwd: near });
    // From the parent folder of another project, so that the working directory is not the site's.
    const from = path.join(root, 'a-much-longer-folder-name');
    await build({ config: 'nested/b/docs.config.json', out: 'nested/b/site', cwd: from });
    const first = filesUnder(path.join(near, 'site'));
    const second = filesUnder(path.join(far, 'site'));
    const islands = [...first.keys()].filter((file) => file.startsWith('islands/'));
    // Every kind made it into the bundle: the test would prove little otherwise.
    for (const name of ['Cartao', 'Contador', 'Selo', 'SobreOSite', 'Destaque', 'BrowserOnly', 'Moldura', 'painel'])
      expect(islands.some((file) => file.includes(name))).toBe(true);
    expect(islands.some((file) => file.endsWith('.svg'))).toBe(true);
    expect([...second.keys()]).toEqual([...first.keys()]);
    const differing = [...first].filter(([file, bytes]) => !bytes.equals(second.get(file)!)).map(([file]) => file);
    expect(differing).toEqual([]);
    const leaking = [...first].filter(([, bytes]) => bytes.includes(root)).map(([file]) => file);
    expect(leaking).toEqual([]);
  });
});
