import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { runDocsgen } from '../../helpers/cli.ts';
import { repoRoot } from '../../helpers/temp-project.ts';

/**
 * A Docusaurus site whose page and components import the module surface real sites use (tests/fixtures/migrate/
 * modules-site): `@theme/Heading`, CodeBlock, Admonition, Tabs, `@docusaurus/Translate` with i18n/pt-BR/code.json,
 * Head, BrowserOnly with a function child, a CSS module, and components using router, theme-common,
 * useDocusaurusContext and useGlobalData. `docsgen migrate` then `docsgen build` builds it.
 */
let dir: string;
let html: string;

beforeAll(async () => {
  await ensureBuilt();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-modules-site-'));
  fs.cpSync(path.join(repoRoot, 'tests/fixtures/migrate/modules-site'), dir, { recursive: true });
  expect(runDocsgen(['migrate'], dir).status).toBe(0);
  const build = runDocsgen(['build'], dir);
  expect(build.status, build.stderr).toBe(0);
  const data = path.join(dir, 'site/data');
  const file = fs.readdirSync(data).find((f) => /^modulos\.\w+\.json$/.test(f))!;
  html = (JSON.parse(fs.readFileSync(path.join(data, file), 'utf8')) as { html: string }).html;
});

describe('the Docusaurus modules of a page, migrated then built', () => {
  it('builds without a warning, Head writing the title and meta tags into the prerendered head', () => {
    const build = runDocsgen(['build'], dir);
    expect(build.stderr.split('\n').filter((line) => line.includes(': warning: '))).toEqual([]);
    const page = fs.readFileSync(path.join(dir, 'site/docs/modulos/index.html'), 'utf8');
    expect(page).toMatch(/<title>Módulos na aba \| [^<]+<\/title>/);
    expect(page).toContain('<meta name="keywords" content="docusaurus, módulos">');
  });

  it('renders Heading with its anchor, Translate (a Link among its values) and translate() from code.json', () => {
    expect(html).toContain('<h2 id="titulo-proprio">Título com Heading <a class="hash-link" href="#titulo-proprio"');
    expect(html).toContain('Olá, Ana! (traduzido)\nRodapé traduzido\nTexto sem id');
    expect(html).toContain('Comece por <a href="/docs/intro">a introdução</a>.');
    expect(html).toContain('<p title="Dica traduzida">\nMensagem da função</p>');
  });

  it("names a CSS module's classes at build time and ships its CSS as an island's style sheet", () => {
    const name = /<div class="(modulos_[0-9a-f]{6}_caixa)">Caixa com estilo<\/div>/.exec(html)?.[1];
    expect(name).toBeDefined();
    const islands = path.join(dir, 'site/islands');
    const css = fs.readdirSync(islands).filter((f) => f.endsWith('.css'));
    expect(css.map((f) => fs.readFileSync(path.join(islands, f), 'utf8')).join('')).toContain(`.${name}{border:3px`);
  });

  it('makes BrowserOnly with a function child an island, its fallback prerendered', () => {
    expect(html).toMatch(/<div class="island" data-island="[0-9a-f]{8}"><p>Carregando…<\/p><\/div>/);
  });
});

describe('useCurrentSidebarCategory in a component', () => {
  it("gives the island of a category's page that category, each doc link with its description", () => {
    const data = path.join(dir, 'site/data/guia');
    const file = fs.readdirSync(data).find((f) => /^index\.\w+\.json$/.test(f))!;
    const page = (JSON.parse(fs.readFileSync(path.join(data, file), 'utf8')) as { html: string }).html;
    const attribute = /data-island-category="([^"]+)"/.exec(page)?.[1] ?? '';
    const category = JSON.parse(attribute.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
    expect(category).toMatchObject({ type: 'category', label: 'Guia', href: '/docs/guia' });
    expect(category.items).toEqual([
      {
        type: 'link',
        label: 'Primeiro passo',
        href: '/docs/guia/passo',
        docId: 'guia/passo',
        description: 'O primeiro passo do guia',
      },
    ]);
    expect(html).not.toContain('data-island-category');
  });
});

describe('a style sheet a page imports for its effect', () => {
  it("ships the page's own sheet and a package's with the page, as Docusaurus loads them", () => {
    const page = path.join(dir, 'docs/videos.mdx');
    const pkg = path.join(dir, 'node_modules/lite-embed');
    fs.mkdirSync(path.join(pkg, 'dist'), { recursive: true });
    fs.writeFileSync(path.join(pkg, 'package.json'), '{ "name": "lite-embed", "version": "1.0.0" }');
    fs.writeFileSync(path.join(pkg, 'dist/embed.css'), '.lite-embed { aspect-ratio: 16 / 9; }\n');
    fs.writeFileSync(path.join(dir, 'docs/videos.css'), '.galeria { gap: 7px; }\n');
    fs.writeFileSync(page, "import 'lite-embed/dist/embed.css';\nimport './videos.css';\n\n# Vídeos\n");
    try {
      const build = runDocsgen(['build'], dir);
      expect(build.status, build.stderr).toBe(0);
      expect(build.stderr).not.toContain('videos.mdx');
      const islands = path.join(dir, 'site/islands');
      const css = fs
        .readdirSync(islands)
        .filter((f) => f.endsWith('.css'))
        .map((f) => fs.readFileSync(path.join(islands, f), 'utf8'))
        .join('');
      expect(css).toMatch(/\.lite-embed\s*\{\s*aspect-ratio:\s*16 \/ 9;?\s*\}/);
      expect(css).toMatch(/\.galeria\s*\{\s*gap:\s*7px;?\s*\}/);
      // A package that is not installed is named at its import, with the fix.
      fs.writeFileSync(page, "import 'nada-instalado/x.css';\n\n# Vídeos\n");
      const missing = runDocsgen(['build'], dir);
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain(
        'docs/videos.mdx:1:8: nada-instalado/x.css: cannot find nada-instalado/x.css; is its package installed in ' +
          'the project (npm install)?',
      );
    } finally {
      for (const file of [page, pkg, path.join(dir, 'docs/videos.css')]) fs.rmSync(file, { recursive: true });
    }
  });
});

describe('what cannot work is an error at its import', () => {
  it('names an unknown Docusaurus module, a missing CSS module and a bad code.json', () => {
    const page = path.join(dir, 'docs/erros.mdx');
    fs.writeFileSync(page, "import X from '@theme/DocPaginator';\nimport s from './nada.module.css';\n\n# Erros\n");
    fs.writeFileSync(path.join(dir, 'i18n/pt-BR/code.json'), '{ "a": ');
    try {
      const build = runDocsgen(['build'], dir);
      expect(build.status).toBe(1);
      expect(build.stderr).toContain(
        'docs/erros.mdx:1:15: @theme/DocPaginator is not one of the Docusaurus modules docsgen provides: copy what',
      );
      expect(build.stderr).toContain(
        'docs/erros.mdx:2:15: cannot read the CSS module: docs/nada.module.css does not exist',
      );
      expect(build.stderr).toMatch(/i18n\/pt-BR\/code\.json:1:1: not valid JSON/);
    } finally {
      fs.rmSync(page);
    }
  });
});
