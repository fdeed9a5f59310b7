import fs from 'node:fs';
import type { Server } from 'node:http';
import { rawRequest, type RawResponse } from '../../helpers/raw-request.ts';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, listen } from '../../../cli/serve/static-server.ts';

/**
 * `docsgen serve`'s validators and ranges: ETag and Last-Modified on every file it sends, 304 to a client whose copy
 * is current, and one byte range of a file on request, without losing what the server did before (the build's
 * compressed copies, the hashed files' immutable caching, the 404 page, confinement to the site folder).
 */
let server: Server;
let origin: string;
const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-revalidate-'));
const root = path.join(outside, 'site');
const SCRIPT = 'console.log("revalidate");\n'.repeat(80);
const PAGE = `<h1>Página</h1>${'<p>Talhão, safra e colheita.</p>'.repeat(100)}`;
const NOTES = '0123456789abcdefghijklmnopqrstuvwxyz';
// A payload named as a doc id may be (tests/e2e/safe-names.spec.ts): "?", "#", "%", a space, quotes, accents.
const ODD_NAME = `data/recibo? #1 50% "aspas" d'água ação.json`;

beforeAll(async () => {
  const files: Record<string, string | Buffer> = {
    'index.html': '<h1>home</h1>',
    '404.html': '<h1>Página não encontrada</h1>',
    'docs/a/index.html': PAGE,
    'assets/main-ABCDEFGH.js': SCRIPT,
    'notes.txt': NOTES,
    'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'downloads/dados.tar.gz': zlib.gzipSync('a tar, say'),
    [ODD_NAME]: '{"id":"recibo"}',
    // A name holding what reads as an escape: "%41" is three characters here, not "A".
    'data/taxa 100%41.txt': 'taxa',
    'hashed-files.map': '"/assets/main-ABCDEFGH.js" 1;\n',
  };
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), content);
  }
  fs.writeFileSync(path.join(root, 'assets/main-ABCDEFGH.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(root, 'assets/main-ABCDEFGH.js.gz'), zlib.gzipSync(SCRIPT));
  fs.writeFileSync(path.join(outside, 'docsgen-secret.txt'), 'secret');
  server = createStaticServer(root);
  origin = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
});

afterAll(() => server.close());

const SECURITY = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

describe('docsgen serve: revalidation', () => {
  it('sends an ETag, and a 304 with no body to a client that holds the same one', async () => {
    for (const p of ['/assets/main-ABCDEFGH.js', '/notes.txt', '/docs/a', '/img/logo.svg']) {
      const first = await rawGet(p);
      const etag = first.headers.etag;
      expect(etag, p).toMatch(/^(W\/)?"[^"]+"$/);
      const again = await rawGet(p, { 'if-none-match': etag! });
      expect([again.status, again.raw.length], p).toEqual([304, 0]);
      // A 304 carries what a 200 would have said about caching, so that the stored copy is kept on the same terms.
      expect(again.headers.etag, p).toBe(etag);
      expect(again.headers['cache-control'], p).toBe(first.headers['cache-control']);
      expect(again.headers.vary, p).toBe('Accept-Encoding');
      expect(again.headers, p).toMatchObject(SECURITY);
      // Among other tags, and weakly compared, it still matches; a stale tag gets the file.
      expect((await rawGet(p, { 'if-none-match': `"other", ${etag}` })).status, p).toBe(304);
      const stale = await rawGet(p, { 'if-none-match': '"stale"' });
      expect([stale.status, stale.headers.etag], p).toEqual([200, etag]);
    }
  });

  it("gives each encoding of a file its own ETag, and revalidates each (the build's copies and a page compressed as sent)", async () => {
    for (const p of ['/assets/main-ABCDEFGH.js', '/docs/a']) {
      const tags = new Set<string>();
      for (const encoding of ['identity', 'gzip', 'br']) {
        const res = await rawGet(p, { 'accept-encoding': encoding });
        expect(res.headers['content-encoding'], `${p} ${encoding}`).toBe(
          encoding === 'identity' ? undefined : encoding,
        );
        tags.add(res.headers.etag!);
        const again = await rawGet(p, { 'accept-encoding': encoding, 'if-none-match': res.headers.etag! });
        expect(again.status, `${p} ${encoding}`).toBe(304);
      }
      expect(tags.size, p).toBe(3);
    }
  });

  it('sends Last-Modified, and a 304 to a client whose copy is that recent; If-None-Match decides when both are sent', async () => {
    for (const p of ['/assets/main-ABCDEFGH.js', '/notes.txt', '/docs/a']) {
      const first = await rawGet(p);
      const modified = first.headers['last-modified']!;
      expect(new Date(modified).toUTCString(), p).toBe(modified);
      expect(Math.abs(Date.parse(modified) - fs.statSync(resolved(p)).mtimeMs), p).toBeLessThan(1000);
      const again = await rawGet(p, { 'if-modified-since': modified });
      expect([again.status, again.raw.length, again.headers['last-modified']], p).toEqual([304, 0, modified]);
      const later = new Date(Date.parse(modified) + 60_000).toUTCString();
      expect((await rawGet(p, { 'if-modified-since': later })).status, p).toBe(304);
      const earlier = new Date(Date.parse(modified) - 60_000).toUTCString();
      expect((await rawGet(p, { 'if-modified-since': earlier })).status, p).toBe(200);
      expect((await rawGet(p, { 'if-modified-since': 'not a date' })).status, p).toBe(200);
      // RFC 9110 13.2.2: If-Modified-Since counts only without If-None-Match.
      expect((await rawGet(p, { 'if-modified-since': modified, 'if-none-match': '"stale"' })).status, p).toBe(200);
    }
  });

  it('sends a file changed since the client read it', async () => {
    const file = path.join(root, 'notes-changing.txt');
    fs.writeFileSync(file, 'antes');
    const first = await rawGet('/notes-changing.txt');
    // Replaced as a build replaces its files: the old one, which the server may still be reading, is left whole.
    fs.writeFileSync(`${file}.new`, 'depois, mais longo');
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(`${file}.new`, later, later);
    fs.renameSync(`${file}.new`, file);
    const again = await rawGet('/notes-changing.txt', { 'if-none-match': first.headers.etag! });
    expect([again.status, again.body]).toEqual([200, 'depois, mais longo']);
    expect(again.headers.etag).not.toBe(first.headers.etag);
    const since = await rawGet('/notes-changing.txt', { 'if-modified-since': first.headers['last-modified']! });
    expect(since.status).toBe(200);
  });

  it('keeps the immutable caching for hashed files, and revalidation for the rest, on 200, 206 and 304 alike', async () => {
    const script = await rawGet('/assets/main-ABCDEFGH.js');
    const notes = await rawGet('/notes.txt');
    for (const [p, etag, cache] of [
      ['/assets/main-ABCDEFGH.js', script.headers.etag!, 'public, max-age=31536000, immutable'],
      ['/notes.txt', notes.headers.etag!, 'no-cache'],
    ] as const) {
      expect((await rawGet(p)).headers['cache-control'], p).toBe(cache);
      expect((await rawGet(p, { range: 'bytes=0-9' })).headers['cache-control'], p).toBe(cache);
      expect((await rawGet(p, { 'if-none-match': etag })).headers['cache-control'], p).toBe(cache);
    }
  });

  it('answers an unknown path with the 404 page, whatever validators the request carries', async () => {
    const page = await rawGet('/nada');
    const again = await rawGet('/nada', {
      'if-none-match': page.headers.etag ?? '*',
      'if-modified-since': new Date(Date.now() + 60_000).toUTCString(),
      range: 'bytes=0-9',
    });
    expect([again.status, again.body]).toEqual([404, '<h1>Página não encontrada</h1>']);
  });
});

describe('docsgen serve: ranges', () => {
  it('answers "Range: bytes=0-9" with 206, its Content-Range and those 10 bytes', async () => {
    const res = await rawGet('/notes.txt', { range: 'bytes=0-9' });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-9/${NOTES.length}`);
    expect(res.headers['content-length']).toBe('10');
    expect(res.body).toBe('0123456789');
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers).toMatchObject(SECURITY);
  });

  it('reads open and suffix ranges, and clamps one that runs past the end', async () => {
    const size = NOTES.length;
    for (const [range, start, end] of [
      ['bytes=30-', 30, size - 1],
      ['bytes=-6', size - 6, size - 1],
      ['bytes=-1000', 0, size - 1],
      ['bytes=10-1000', 10, size - 1],
      ['bytes=1-1', 1, 1],
      ['bytes=2-4', 2, 4],
      [`bytes=10-${'9'.repeat(400)}`, 10, size - 1],
    ] as const) {
      const res = await rawGet('/notes.txt', { range });
      expect([res.status, res.headers['content-range'], res.body], range).toEqual([
        206,
        `bytes ${start}-${end}/${size}`,
        NOTES.slice(start, end + 1),
      ]);
    }
  });

  it('ranges over the compressed copy it sends, which is what Content-Encoding names', async () => {
    const copy = fs.readFileSync(path.join(root, 'assets/main-ABCDEFGH.js.br'));
    const res = await rawGet('/assets/main-ABCDEFGH.js', { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect([res.status, res.headers['content-encoding'], res.headers['content-range']]).toEqual([
      206,
      'br',
      `bytes 0-9/${copy.length}`,
    ]);
    expect(res.raw.equals(copy.subarray(0, 10))).toBe(true);
  });

  it('answers a range that starts past the end with 416 and the size', async () => {
    for (const range of [`bytes=${NOTES.length}-`, 'bytes=1000-2000', 'bytes=-0']) {
      const res = await rawGet('/notes.txt', { range });
      expect([res.status, res.headers['content-range'], res.raw.length], range).toEqual([
        416,
        `bytes */${NOTES.length}`,
        0,
      ]);
    }
  });

  it('sends the whole file for a Range it will not honour, and keeps serving', async () => {
    for (const range of [
      'bytes=9-3',
      'bytes=0-0',
      'bytes=0-1,5-6',
      'bytes=abc',
      'bytes=-',
      'bytes=1.5-3',
      'items=0-9',
    ]) {
      const res = await rawGet('/notes.txt', { range });
      expect([res.status, res.body, res.headers['content-range']], range).toEqual([200, NOTES, undefined]);
    }
    // A Range on a page compressed as it is sent is not honoured either: there are no bytes to count yet.
    const page = await rawGet('/docs/a', { range: 'bytes=0-9', 'accept-encoding': 'gzip' });
    expect([page.status, zlib.gunzipSync(page.raw).toString()]).toEqual([200, PAGE]);
    expect((await rawGet('/notes.txt')).status).toBe(200);
  });

  it('honours If-Range only while the file is the one it names', async () => {
    const first = await rawGet('/notes.txt');
    const modified = first.headers['last-modified']!;
    expect((await rawGet('/notes.txt', { range: 'bytes=0-9', 'if-range': modified })).status).toBe(206);
    for (const validator of [new Date(Date.parse(modified) - 60_000).toUTCString(), '"other"', first.headers.etag!]) {
      // A weak ETag never matches If-Range (RFC 9110 13.1.5): the whole file comes back.
      const res = await rawGet('/notes.txt', { range: 'bytes=0-9', 'if-range': validator });
      expect([res.status, res.body], validator).toEqual([200, NOTES]);
    }
  });

  it('answers HEAD with a range the headers of that range, and no body', async () => {
    const res = await rawGet('/notes.txt', { range: 'bytes=0-9' }, 'HEAD');
    expect(res.raw.length).toBe(0);
    expect([200, 206]).toContain(res.status);
  });
});

describe('docsgen serve: what the change must not lose', () => {
  it('serves a file whose name holds ?, #, %, an escape and accents, percent-encoded in the request', async () => {
    const p = `/${ODD_NAME.split('/').map(encodeURIComponent).join('/')}`;
    const res = await rawGet(p);
    expect([res.status, res.body, res.headers['content-type']]).toEqual([
      200,
      '{"id":"recibo"}',
      'application/json; charset=utf-8',
    ]);
    expect((await rawGet(p, { range: 'bytes=0-4' })).body).toBe('{"id"');
    const escape = await rawGet('/data/taxa%20100%2541.txt');
    expect([escape.status, escape.body]).toEqual([200, 'taxa']);
  });

  it('sends a .gz file asked for by name as the file it is, not as a compressed encoding of another', async () => {
    const res = await rawGet('/downloads/dados.tar.gz', { 'accept-encoding': 'gzip, br' });
    expect([res.status, res.headers['content-encoding'], res.headers['content-type']]).toEqual([
      200,
      undefined,
      'application/gzip',
    ]);
    expect(res.raw.equals(fs.readFileSync(path.join(root, 'downloads/dados.tar.gz')))).toBe(true);
  });

  it('keeps the SVG sandbox policy and the security headers on a 304', async () => {
    const first = await rawGet('/img/logo.svg');
    const again = await rawGet('/img/logo.svg', { 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(again.headers['content-security-policy']).toContain('sandbox');
  });

  it('never serves a file outside the site folder, however the path is written on the wire', async () => {
    for (const p of [
      '/../docsgen-secret.txt',
      '/..%2fdocsgen-secret.txt',
      '/..%2Fdocsgen-secret.txt',
      '/%2e%2e/docsgen-secret.txt',
      '/%2E%2E/docsgen-secret.txt',
      '/.%2e/docsgen-secret.txt',
      '/%2e./docsgen-secret.txt',
      '/%2e%2e%2fdocsgen-secret.txt',
      '/..%5cdocsgen-secret.txt',
      '/..\\docsgen-secret.txt',
      '/%5c..%5cdocsgen-secret.txt',
      '/docs/../../docsgen-secret.txt',
      '/docs/%2e%2e/%2e%2e/docsgen-secret.txt',
      '/docs/a/../../../docsgen-secret.txt',
      '//../docsgen-secret.txt',
      '/./../docsgen-secret.txt',
      '/%252e%252e/docsgen-secret.txt',
      '/%c0%ae%c0%ae/docsgen-secret.txt',
      '/..%00/docsgen-secret.txt',
      '/docsgen-secret.txt%00.html',
      '/..;/docsgen-secret.txt',
      '/....//docsgen-secret.txt',
      `/${path.join(outside, 'docsgen-secret.txt')}`,
      `/${encodeURIComponent(path.join(outside, 'docsgen-secret.txt'))}`,
      '/%2e%2e%5c%2e%2e%5cdocsgen-secret.txt',
      '/docs/..%2f..%2fdocsgen-secret.txt',
    ]) {
      for (const headers of [{}, { range: 'bytes=0-5' }, { 'accept-encoding': 'gzip, br' }] as Record<
        string,
        string
      >[]) {
        const res = await rawGet(p, headers);
        expect(res.status, p).toBeGreaterThanOrEqual(400);
        expect(res.body, p).not.toContain('secret');
      }
    }
  });

  it('refuses a request whose headers are too large, and keeps serving', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(new URL(origin).port), '127.0.0.1', () => {
        socket.write(`GET /notes.txt HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk));
      socket.on('close', () => resolve(data));
      socket.on('error', (e) => (data ? resolve(data) : reject(e)));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
    expect((await rawGet('/notes.txt')).status).toBe(200);
  });
});

/** The file a test path names in the fixture. */
function resolved(p: string): string {
  return p === '/docs/a' ? path.join(root, 'docs/a/index.html') : path.join(root, p);
}

/** A request sent as written, with the bytes received (see rawRequest). */
function rawGet(requestPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return rawRequest(origin, requestPath, headers, method);
}
