import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCUSAURUS_EXCLUDE } from '../../../cli/sources/config/schema.ts';
import { findStandalonePages, standalonePageRoute } from '../../../cli/sources/pages/find-pages.ts';

describe("standalone page routes, as Docusaurus's pages plugin makes them", () => {
  it('serves a file at its path and an index file at its folder, with the slash Docusaurus gives it', () => {
    expect(standalonePageRoute('sobre.md', '/')).toEqual({ route: '/sobre', slashed: false });
    expect(standalonePageRoute('ajuda/index.mdx', '/')).toEqual({ route: '/ajuda', slashed: true });
    expect(standalonePageRoute('index.md', '/')).toEqual({ route: '/', slashed: false });
    expect(standalonePageRoute('api.tsx', '/')).toEqual({ route: '/api', slashed: false });
    expect(standalonePageRoute('guia/inicio.jsx', '/paginas')).toEqual({
      route: '/paginas/guia/inicio',
      slashed: false,
    });
    expect(standalonePageRoute('index.md', '/paginas')).toEqual({ route: '/paginas', slashed: true });
  });

  it("takes a front matter slug from the pages' route, never above it", () => {
    expect(standalonePageRoute('sobre.md', '/', '/quem-somos')).toEqual({ route: '/quem-somos', slashed: false });
    expect(standalonePageRoute('sobre.md', '/paginas', 'quem-somos/')).toEqual({
      route: '/paginas/quem-somos',
      slashed: true,
    });
    expect(standalonePageRoute('sobre.md', '/paginas', '../../fora')).toEqual({
      route: '/paginas/fora',
      slashed: false,
    });
  });
});

describe('the pages of a pages folder', () => {
  it("finds Markdown and React pages, leaving out what Docusaurus's default exclude list leaves out", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-pages-'));
    for (const file of [
      'sobre.md',
      'ajuda/index.mdx',
      'api.tsx',
      'painel.jsx',
      'tipos.d.ts',
      '_parte.mdx',
      '_rascunhos/velho.md',
      'lista.test.tsx',
      '__tests__/x.md',
      'estilo.module.css',
      'logo.svg',
    ]) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), '');
    }
    const found = findStandalonePages(dir, DOCUSAURUS_EXCLUDE, [dir]);
    expect(found.markdown).toEqual(['ajuda/index.mdx', 'sobre.md']);
    expect(found.react).toEqual(['api.tsx', 'painel.jsx']);
    // A list of its own replaces Docusaurus's, as there.
    expect(findStandalonePages(dir, ['**/ajuda/**'], [dir]).markdown).toEqual([
      '__tests__/x.md',
      '_parte.mdx',
      '_rascunhos/velho.md',
      'sobre.md',
    ]);
  });
});
