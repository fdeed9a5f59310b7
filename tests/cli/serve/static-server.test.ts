import fs from 'node:fs';
import type { Server } from 'node:http';
import { rawRequest, type RawResponse } from '../../helpers/raw-request.ts';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtBaseUrl, createStaticServer, listen, resolveFile } from '../../../cli/serve/static-server.ts';

let server: Server;
let origin: string;
// The site sits in a private folder beside a secret file it must never serve.
const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-serve-'));
const root = path.join(outside, 'site');

beforeAll(async () => {
  const files: Record<string, string> = {
    'index.html': '<h1>home</h1>',
    '404.html': '<h1>Página não encontrada</h1>',
    // A translation's folder, with its own not-found page.
    'en/404.html': '<h1>Page Not Found</h1>',
    'en/docs/a/index.html': '<h1>a (en)</h1>',
    'docs/a/index.html': '<h1>a</h1>',
    // A page of a site built with `trailingSlash: false`.
    'docs/b.html': '<h1>b</h1>',
    'assets/main-ABCDEFGH.js': 'console.log("x");'.repeat(50),
    'manifest.0123456789.json': '{"formatVersion":2}',
    'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    // Static files whose names only look hashed, and the build's list of what it did hash.
    'downloads/manual-20240315.pdf': 'pdf',
    'relatorio.2024abcd.csv': 'csv',
    'guia-ATUALIZA.pdf': 'pdf',
    'hashed-files.map': '"/assets/main-ABCDEFGH.js" 1;\n"/manifest.0123456789.json" 1;\n',
  };
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), content);
  }
  // The build's compressed copies beside the main script (see cli/writer/precompress.ts); the manifest has none.
  const script = fs.readFileSync(path.join(root, 'assets/main-ABCDEFGH.js'));
  fs.writeFileSync(path.join(root, 'assets/main-ABCDEFGH.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(root, 'assets/main-ABCDEFGH.js.gz'), zlib.gzipSync(script));
  fs.writeFileSync(path.join(root, 'docs/a/index.html.gz'), zlib.gzipSync('<h1>a</h1>'));
  fs.writeFileSync(path.join(outside, 'docsgen-secret.txt'), 'secret');
  fs.writeFileSync(path.join(outside, 'secret.gz'), zlib.gzipSync('secret'));
  // A compressed copy that is a symlink out of the site is never sent.
  fs.symlinkSync(path.join(outside, 'secret.gz'), path.join(root, 'relatorio.2024abcd.csv.gz'));
  fs.mkdirSync(path.join(outside, 'site-copy'));
  fs.writeFileSync(path.join(outside, 'site-copy/index.html'), 'secret');
  // Symlinks out of the site, to a folder and to a file; one inside it, which is served.
  fs.symlinkSync(outside, path.join(root, 'outdir'));
  fs.symlinkSync(path.join(outside, 'docsgen-secret.txt'), path.join(root, 'secret.txt'));
  fs.symlinkSync(path.join(root, 'docs/a'), path.join(root, 'alias'));
  server = createStaticServer(root);
  origin = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
});

afterAll(() => server.close());

const get = (p: string, headers: Record<string, string> = {}) =>
  fetch(origin + p, { headers: { 'accept-encoding': 'identity', ...headers } });

describe('docsgen serve', () => {
  it('serves per-route HTML for a path without a trailing slash, and with .html endings', async () => {
    for (const p of ['/docs/a', '/docs/a/', '/docs/a.html', '/docs/a/index.html']) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(await res.text()).toBe('<h1>a</h1>');
    }
  });

  it('serves a page written as x.html (trailingSlash false) at /x, and at the forms that name it', async () => {
    for (const p of ['/docs/b', '/docs/b.html']) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(await res.text()).toBe('<h1>b</h1>');
    }
    expect(resolveFile(root, [])).toBe(path.join(root, 'index.html'));
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    const res = await get('/docs/nada');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Página não encontrada');
  });

  it("answers unknown paths under a translation's folder with that folder's 404.html", async () => {
    const res = await get('/en/docs/nothing');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page Not Found');
    expect(await (await get('/en/docs/a')).text()).toContain('a (en)');
    // A folder without a 404.html of its own gets the site's.
    expect(await (await get('/assets/nada.js')).text()).toContain('Página não encontrada');
  });

  it('sends correct MIME types', async () => {
    expect((await get('/assets/main-ABCDEFGH.js')).headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await get('/manifest.0123456789.json')).headers.get('content-type')).toBe(
      'application/json; charset=utf-8',
    );
    expect((await get('/img/logo.svg')).headers.get('content-type')).toBe('image/svg+xml');
    expect((await get('/')).headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it("sends the build's brotli or gzip copy as it is, with the original's type, caching and the copy's length", async () => {
    const script = fs.readFileSync(path.join(root, 'assets/main-ABCDEFGH.js'));
    for (const [accept, encoding, decode] of [
      ['gzip, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await rawGet('/assets/main-ABCDEFGH.js', { 'accept-encoding': accept });
      const copy = fs.readFileSync(path.join(root, `assets/main-ABCDEFGH.js${encoding === 'br' ? '.br' : '.gz'}`));
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-length'], accept).toBe(String(copy.length));
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.raw.equals(copy), accept).toBe(true);
      expect(decode(res.raw).equals(script)).toBe(true);
    }
    const html = await rawGet('/docs/a', { 'accept-encoding': 'br, gzip' });
    expect([html.headers['content-encoding'], html.headers['content-type'], html.headers['cache-control']]).toEqual([
      'gzip',
      'text/html; charset=utf-8',
      'no-cache',
    ]);
    expect(zlib.gunzipSync(html.raw).toString()).toBe('<h1>a</h1>');
  });

  it('answers HEAD with the headers and length of what GET would send, and no body', async () => {
    const res = await rawGet('/assets/main-ABCDEFGH.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBe(String(fs.statSync(path.join(root, 'assets/main-ABCDEFGH.js.br')).size));
    expect(res.raw.length).toBe(0);
  });

  it('sends a file under 1 KB without a compressed copy as it is', async () => {
    const res = await rawGet('/manifest.0123456789.json', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.raw.toString()).toBe('{"formatVersion":2}');
    expect(res.headers['content-length']).toBe(String(res.raw.length));
  });

  it("compresses a route's own file, which the build leaves without copies, as it sends it, in the encoding the client prefers", async () => {
    const page = `<h1>Página grande</h1>${'<p>Talhão, safra e colheita.</p>'.repeat(200)}`;
    fs.mkdirSync(path.join(root, 'docs/grande'), { recursive: true });
    fs.writeFileSync(path.join(root, 'docs/grande/index.html'), page);
    const br = await rawGet('/docs/grande', { 'accept-encoding': 'gzip, br' });
    expect([br.headers['content-encoding'], br.headers['content-length'], br.headers['content-type']]).toEqual([
      'br',
      undefined,
      'text/html; charset=utf-8',
    ]);
    expect(zlib.brotliDecompressSync(br.raw).toString()).toBe(page);
    expect(br.raw.length).toBeLessThan(Buffer.byteLength(page) / 10);
    const gzip = await rawGet('/docs/grande', { 'accept-encoding': 'br;q=0, gzip' });
    expect([gzip.headers['content-encoding'], zlib.gunzipSync(gzip.raw).toString()]).toEqual(['gzip', page]);
    const identity = await rawGet('/docs/grande', { 'accept-encoding': 'identity' });
    expect([identity.headers['content-encoding'], identity.headers['content-length'], identity.raw.toString()]).toEqual(
      [undefined, String(Buffer.byteLength(page)), page],
    );
    const head = await rawGet('/docs/grande', { 'accept-encoding': 'br' }, 'HEAD');
    expect([head.headers['content-encoding'], head.raw.length]).toEqual(['br', 0]);
  });

  it('sends a file changed after its copies were written as it is, since they no longer match it', async () => {
    const file = path.join(root, 'docs/changed.html');
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync('<h1>antes</h1>'));
    fs.writeFileSync(file, '<h1>depois</h1>');
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    const res = await rawGet('/docs/changed.html', { 'accept-encoding': 'gzip' });
    expect([res.headers['content-encoding'], res.raw.toString()]).toEqual([undefined, '<h1>depois</h1>']);
  });

  it('never sends a compressed copy that is a symlink out of the site', async () => {
    const res = await rawGet('/relatorio.2024abcd.csv', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.raw.toString()).toBe('csv');
  });

  it('reads q-values: an encoding the client refuses is never sent', async () => {
    const encodingFor = async (accept: string) =>
      (await get('/assets/main-ABCDEFGH.js', { 'accept-encoding': accept })).headers.get('content-encoding');
    expect(await encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(await encodingFor('gzip;q=0')).toBeNull();
    expect(await encodingFor('gzip;q=0.5, br;q=0.4')).toBe('gzip');
    expect(await encodingFor('gzip, deflate, br')).toBe('br');
  });

  it('takes an encoded slash for part of a name, not a separator', async () => {
    expect((await get('/docs%2fa')).status).toBe(404);
    expect((await get('/docs/a')).status).toBe(200);
  });

  it('serves a site built for another baseUrl under it, and leads "/" there', async () => {
    const based = createStaticServer(root, '/portal/');
    const at = `http://127.0.0.1:${await listen(based, 0, '127.0.0.1')}`;
    try {
      const home = await fetch(`${at}/`, { redirect: 'manual' });
      expect([home.status, home.headers.get('location')]).toEqual([302, '/portal/']);
      expect(await (await fetch(`${at}/portal/docs/a`)).text()).toBe('<h1>a</h1>');
      expect(await (await fetch(`${at}/portal`)).text()).toBe('<h1>home</h1>');
      const outside = await fetch(`${at}/docs/a`);
      expect([outside.status, await outside.text()]).toEqual([404, '<h1>Página não encontrada</h1>']);
    } finally {
      based.close();
    }
  });

  it('serves under a baseUrl with accents, and with a query after it', async () => {
    const based = createStaticServer(root, '/documentação/');
    const at = `http://127.0.0.1:${await listen(based, 0, '127.0.0.1')}`;
    try {
      expect(await (await fetch(`${at}/documenta%C3%A7%C3%A3o/docs/a`)).text()).toBe('<h1>a</h1>');
      expect(await (await fetch(`${at}/documenta%C3%A7%C3%A3o?x=1`)).text()).toBe('<h1>home</h1>');
      const home = await fetch(`${at}/?x=1`, { redirect: 'manual' });
      expect(home.headers.get('location')).toBe('/documenta%C3%A7%C3%A3o/');
    } finally {
      based.close();
    }
  });

  it('finds the baseUrl a site was built for in its manifest', () => {
    expect(builtBaseUrl(root)).toBe('/');
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-serve-base-'));
    fs.writeFileSync(path.join(other, 'manifest.abcdef0123.json'), JSON.stringify({ site: { baseUrl: '/portal/' } }));
    expect(builtBaseUrl(other)).toBe('/portal/');
  });

  it('caches forever exactly the files the build listed as hashed, and revalidates everything else', async () => {
    for (const p of ['/assets/main-ABCDEFGH.js', '/manifest.0123456789.json'])
      expect((await get(p)).headers.get('cache-control'), p).toBe('public, max-age=31536000, immutable');
    for (const p of [
      '/docs/a',
      '/img/logo.svg',
      '/downloads/manual-20240315.pdf',
      '/relatorio.2024abcd.csv',
      '/guia-ATUALIZA.pdf',
      '/nada',
    ]) {
      expect((await get(p)).headers.get('cache-control'), p).toBe('no-cache');
    }
  });

  it('never serves files outside the site folder, however the path is written on the wire', async () => {
    // Raw requests: fetch() would resolve the dot segments before sending them.
    for (const p of [
      '/../docsgen-secret.txt',
      '/%2e%2e/docsgen-secret.txt',
      '/..%2fdocsgen-secret.txt',
      '/docs/../../docsgen-secret.txt',
    ]) {
      const res = await rawGet(p);
      expect(res.status, p).toBe(404);
      expect(res.body, p).not.toContain('secret');
    }
  });

  it('follows no symlink out of the site folder, and follows one that stays inside', async () => {
    for (const p of ['/outdir/docsgen-secret.txt', '/secret.txt', '/outdir/site-copy/']) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).not.toContain('secret');
    }
    const inside = await get('/alias/');
    expect(inside.status).toBe(200);
    expect(await inside.text()).toBe('<h1>a</h1>');
  });

  it('resolves no file outside the site, even for segments that name one', () => {
    expect(resolveFile(root, ['docs', 'a'])).toBe(path.join(root, 'docs/a/index.html'));
    for (const segments of [
      ['..', 'docsgen-secret.txt'],
      ['docs', '..', '..', 'docsgen-secret.txt'],
      ['..', 'site-copy', 'index.html'],
    ]) {
      expect(resolveFile(root, segments), segments.join('/')).toBeUndefined();
    }
  });
});

/** A request sent as written, with the bytes received (see rawRequest). */
function rawGet(requestPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return rawRequest(origin, requestPath, headers, method);
}
