import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveFileRef } from '../../../cli/assets/resolve-file.ts';

const content = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-refs-'));
const staticDir = path.join(content, 'static');
const page = path.join(content, 'docs/guide/tutorial/page.md');
const roots = [content];
for (const rel of [
  'static/img/logo.svg',
  'docs/guide/tutorial/img/cadastro.png',
  'docs/guide/tutorial/img/Tela de edição.png',
  'docs/guide/modelo.xlsx',
  'static/..versao.txt',
  'static/.well-known/security.txt',
]) {
  fs.mkdirSync(path.dirname(path.join(content, rel)), { recursive: true });
  fs.writeFileSync(path.join(content, rel), 'x');
}

describe('resolveFileRef', () => {
  it('resolves a path relative to the page', () => {
    expect(resolveFileRef('./img/cadastro.png', page, [staticDir], roots)).toEqual({
      kind: 'local',
      source: path.join(content, 'docs/guide/tutorial/img/cadastro.png'),
    });
    expect(resolveFileRef('../modelo.xlsx', page, [staticDir], roots)).toEqual({
      kind: 'local',
      source: path.join(content, 'docs/guide/modelo.xlsx'),
    });
  });

  it('resolves an absolute path into static/', () => {
    expect(resolveFileRef('/img/logo.svg', page, [staticDir], roots)).toEqual({
      kind: 'static',
      path: '/img/logo.svg',
      source: path.join(staticDir, 'img/logo.svg'),
    });
  });

  it('maps a relative path that climbs into static/ to its static URL', () => {
    expect(resolveFileRef('../../../static/img/logo.svg', page, [staticDir], roots)).toMatchObject({
      kind: 'static',
      path: '/img/logo.svg',
    });
  });

  it('resolves hidden files in static/, which are copied too', () => {
    expect(resolveFileRef('/..versao.txt', page, [staticDir], roots)).toMatchObject({
      kind: 'static',
      path: '/..versao.txt',
    });
    expect(resolveFileRef('/.well-known/security.txt', page, [staticDir], roots)).toMatchObject({
      kind: 'static',
      path: '/.well-known/security.txt',
    });
  });

  it('decodes percent-encoded names with accents and spaces', () => {
    expect(resolveFileRef('./img/Tela%20de%20edi%C3%A7%C3%A3o.png', page, [staticDir], roots)).toMatchObject({
      kind: 'local',
      source: path.join(content, 'docs/guide/tutorial/img/Tela de edição.png'),
    });
    expect(resolveFileRef('./img/cadastro.png?v=2#x', page, [staticDir], roots)).toMatchObject({ kind: 'local' });
  });

  it('reports missing files, local and static', () => {
    expect(resolveFileRef('./img/nada.png', page, [staticDir], roots)).toEqual({
      kind: 'missing',
      source: path.join(content, 'docs/guide/tutorial/img/nada.png'),
    });
    expect(resolveFileRef('/img/nada.svg', page, [staticDir], roots)).toEqual({
      kind: 'missing',
      source: path.join(staticDir, 'img/nada.svg'),
    });
  });

  it('leaves pages, anchors and external URLs alone', () => {
    for (const href of [
      './outra.md',
      '/docs/about/intro',
      '/docs/a.html',
      '#secao',
      'https://example.com/a.png',
      '//cdn.example.com/a.png',
      'mailto:a@b.c',
    ]) {
      expect(resolveFileRef(href, page, [staticDir], roots), href).toEqual({ kind: 'none' });
    }
  });

  it('tells a file outside the project, reached by climbing or through a symlink, from one inside', () => {
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-elsewhere-'));
    fs.writeFileSync(path.join(elsewhere, 'credentials.json'), '{}');
    fs.symlinkSync(path.join(elsewhere, 'credentials.json'), path.join(content, 'docs/guide/cred.json'));
    const climbing = path.relative(path.dirname(page), path.join(elsewhere, 'credentials.json'));
    expect(resolveFileRef(climbing, page, [staticDir], roots)).toEqual({
      kind: 'outside',
      source: path.join(elsewhere, 'credentials.json'),
      target: fs.realpathSync(path.join(elsewhere, 'credentials.json')),
    });
    expect(resolveFileRef('../cred.json', page, [staticDir], roots)).toMatchObject({
      kind: 'outside',
      source: path.join(content, 'docs/guide/cred.json'),
    });
    expect(resolveFileRef('../cred.json', page, [staticDir], [content, elsewhere])).toMatchObject({ kind: 'local' });
  });
});
