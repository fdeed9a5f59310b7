import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { compressedCopies, isCompressible, MIN_PRECOMPRESS_BYTES } from '../../../cli/writer/precompress.ts';
import { StagedSite } from '../../../cli/output/staged-site.ts';
import { findViewerAssets } from '../../../cli/core/viewer-assets.ts';
import { siteFileWriter } from '../../../cli/writer/write-over.ts';
import { runDocsgen, startServe } from '../../helpers/cli.ts';
import { tempProject } from '../../helpers/temp-project.ts';

const text = (bytes: number) =>
  'const talhao = { area: 12, safra: "2024" };\n'.repeat(Math.ceil(bytes / 44)).slice(0, bytes);
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-precompress-'));
const listing = (dir: string) =>
  (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort();

describe('compressed copies', () => {
  it('compresses text-like files by their type, and leaves images and archives alone', () => {
    for (const file of [
      'assets/main-AB12.js',
      'assets/main-AB12.css',
      'data/a.1f2e.json',
      'docs/a/index.html',
      'img/logo.svg',
      'sitemap.xml',
      'robots.txt',
      'search-index/x/pt-BR.ab.json',
    ]) {
      expect(isCompressible(file), file).toBe(true);
    }
    for (const file of [
      'img/foto.png',
      'manual.pdf',
      'media/video.mp4',
      'dados.zip',
      'hashed-files.map.gz',
      'sem-extensao',
    ])
      expect(isCompressible(file), file).toBe(false);
  });

  it('makes a brotli and a gzip copy that decompress to the original', () => {
    const original = Buffer.from(text(20_000));
    const copies = compressedCopies(original);
    expect(copies.map((c) => c.suffix)).toEqual(['.br', '.gz']);
    expect(zlib.brotliDecompressSync(copies[0]!.bytes).equals(original)).toBe(true);
    expect(zlib.gunzipSync(copies[1]!.bytes).equals(original)).toBe(true);
  });

  it('makes none for a file under 1 KB or over 16 MB, nor a copy that is not smaller than the original', () => {
    expect(compressedCopies(Buffer.from(text(1023)))).toEqual([]);
    expect(compressedCopies(Buffer.from(text(1024)))).toHaveLength(2);
    expect(compressedCopies(crypto.randomBytes(4096))).toEqual([]);
    expect(compressedCopies(Buffer.alloc(16 * 1024 * 1024 + 1, 'a'))).toEqual([]);
    expect(compressedCopies(Buffer.alloc(16 * 1024 * 1024, 'a'))).toHaveLength(2);
  });

  it('writes the copies beside the file, reports them, and lets a file the site writes win over a copy', () => {
    const dir = tempDir();
    const files = siteFileWriter();
    files.write(path.join(dir, 'assets/main.js'), text(5000));
    files.write(path.join(dir, 'small.js'), 'x');
    files.write(path.join(dir, 'img/foto.png'), crypto.randomBytes(4096));
    files.write(path.join(dir, 'dados.csv'), text(5000));
    // A static file of the same name as a copy: the author's, not docsgen's.
    files.write(path.join(dir, 'dados.csv.gz'), 'do autor');
    expect(listing(dir)).toEqual([
      'assets/main.js',
      'assets/main.js.br',
      'assets/main.js.gz',
      'dados.csv',
      'dados.csv.br',
      'dados.csv.gz',
      'img/foto.png',
      'small.js',
    ]);
    expect(fs.readFileSync(path.join(dir, 'dados.csv.gz'), 'utf8')).toBe('do autor');
    expect(
      files
        .compressedCopies()
        .map((f) => path.relative(dir, f))
        .sort(),
    ).toEqual(['assets/main.js.br', 'assets/main.js.gz', 'dados.csv.br']);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'assets/main.js.gz'))).toString()).toBe(text(5000));
  });
});

describe('compressed copies in a staged site', () => {
  /** Three builds: the third writes over the first's folder (see StagedSite), where stale copies must not survive. */
  it('prunes the copies of an earlier build that the rebuild did not write', async () => {
    const parent = tempDir();
    const out = path.join(parent, 'site');
    const buildWith = async (files: Record<string, string>) => {
      const staged = new StagedSite(out);
      for (const [rel, content] of Object.entries(files)) staged.write(rel, content);
      await staged.commit();
    };
    await buildWith({ 'index.html': text(3000), 'assets/old.js': text(3000), 'shrinks.js': text(3000) });
    await buildWith({ 'index.html': text(3000) });
    expect(fs.existsSync(path.join(parent, '.site-previous/assets/old.js.br'))).toBe(true);
    await buildWith({ 'index.html': text(4000), 'shrinks.js': 'x' });
    expect(listing(out)).toEqual(['index.html', 'index.html.br', 'index.html.gz', 'shrinks.js']);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(out, 'index.html.br'))).toString()).toBe(text(4000));
  });

  it('leaves the previous site and its copies untouched when a build fails', async () => {
    const parent = tempDir();
    const out = path.join(parent, 'site');
    const first = new StagedSite(out);
    first.write('index.html', text(3000));
    await first.commit();
    const before = listing(out).map((f) => [f, fs.readFileSync(path.join(out, f)).toString('base64')]);
    const failed = new StagedSite(out);
    failed.write('index.html', text(6000));
    await failed.abort();
    expect(listing(out).map((f) => [f, fs.readFileSync(path.join(out, f)).toString('base64')])).toEqual(before);
    expect(listing(out)).toEqual(['index.html', 'index.html.br', 'index.html.gz']);
  });
});

describe("a build's copies", () => {
  const project = tempProject();
  let built: ReturnType<typeof runDocsgen>;
  beforeAll(() => {
    // A page long enough for its export to pass the 1 KB a copy needs.
    project.write(
      'content/docs/about/longa.md',
      `# Longa\n\n${'Talhão, safra e colheita em cada parágrafo.\n\n'.repeat(40)}`,
    );
    built = runDocsgen(['build', '--out', 'site'], project.dir);
  });
  const inSite = (rel: string) => path.join(project.dir, 'site', rel);

  it("copies the viewer's, compressed once with the viewer harder than a build compresses, and serves them", async () => {
    expect(built.status, built.stderr).toBe(0);
    const viewer = findViewerAssets();
    // The largest chunk main imports: main itself is a line, too short to compress, and so is esbuild's helpers' chunk,
    // which may come first.
    const [chunk] = [...viewer.scriptImports].sort(
      (a, b) => fs.statSync(path.join(viewer.dir, b)).size - fs.statSync(path.join(viewer.dir, a)).size,
    );
    expect(viewer.compressed).toEqual(expect.arrayContaining([`${chunk}.br`, `${chunk}.gz`]));
    const bytes = fs.readFileSync(path.join(viewer.dir, chunk!));
    const prebuilt = fs.readFileSync(path.join(viewer.dir, `${chunk}.br`));
    expect(zlib.brotliDecompressSync(prebuilt).equals(bytes)).toBe(true);
    expect(prebuilt.length).toBeLessThan(compressedCopies(bytes)[0]!.bytes.length * 0.95);

    expect(fs.readFileSync(inSite(`assets/${chunk}.br`)).equals(prebuilt)).toBe(true);
    expect(
      fs.readFileSync(inSite(`assets/${chunk}.gz`)).equals(fs.readFileSync(path.join(viewer.dir, `${chunk}.gz`))),
    ).toBe(true);
    // A copy written before its file would be older than it, and a server takes such a copy for a stale one.
    const server = await startServe('site', project.dir);
    try {
      const sent = await getCompressed(`${server.url}/assets/${chunk}`, 'br');
      expect(sent.encoding).toBe('br');
      expect(sent.body.equals(prebuilt)).toBe(true);
    } finally {
      await server.stop();
    }
  });

  it("leaves a route's own files without copies, for the server to compress as it sends them, and copies what pages share", () => {
    expect(built.status, built.stderr).toBe(0);
    const files = fs.readdirSync(inSite('.'), { recursive: true }) as string[];
    // Large enough to be compressed, were they shared: HTML shells, payloads and Markdown exports, and llms-full.txt,
    // written a doc at a time.
    const own = files.filter(
      (rel) =>
        /(index\.html|^data\/.*\.json|\.md|^llms-full\.txt)$/.test(rel) &&
        fs.statSync(inSite(rel)).size >= MIN_PRECOMPRESS_BYTES,
    );
    expect(own).toContain('llms-full.txt');
    expect(
      own.some((rel) => rel.endsWith('.html')) &&
        own.some((rel) => rel.endsWith('.json')) &&
        own.some((rel) => rel.endsWith('.md')),
    ).toBe(true);
    for (const rel of own)
      expect(fs.existsSync(inSite(`${rel}.br`)) || fs.existsSync(inSite(`${rel}.gz`)), rel).toBe(false);
    const shared = files.filter((rel) => /^(sidebars|routes)\/.*\.json$|^search-index\/[^/]+\/[^/]+\.json$/.test(rel));
    const large = [...shared, 'llms.txt'].filter((rel) => fs.statSync(inSite(rel)).size >= MIN_PRECOMPRESS_BYTES);
    // The fixture's sidebars and llms.txt are under 1 KB; its route shard is not.
    expect(large.some((rel) => rel.startsWith('routes/'))).toBe(true);
    for (const rel of large)
      expect(fs.existsSync(inSite(`${rel}.br`)) && fs.existsSync(inSite(`${rel}.gz`)), rel).toBe(true);
  });

  it("leaves the search index's parts without copies, fetched only as a reader searches, and compresses them as sent", async () => {
    expect(built.status, built.stderr).toBe(0);
    const files = fs.readdirSync(inSite('search-index'), { recursive: true }) as string[];
    const parts = files.filter((rel) => /^[^/]+\/[^/]+\/[^/]+\.json$/.test(rel));
    const large = parts.filter((rel) => fs.statSync(inSite(`search-index/${rel}`)).size >= MIN_PRECOMPRESS_BYTES);
    expect(large.length).toBeGreaterThan(0);
    expect(files.filter((rel) => /\.(br|gz)$/.test(rel) && !/^[^/]+\/[^/]+\.json\.(br|gz)$/.test(rel))).toEqual([]);
    const server = await startServe('site', project.dir);
    try {
      const part = `search-index/${large[0]}`;
      const sent = await getCompressed(`${server.url}/${part}`, 'br');
      expect(sent.encoding).toBe('br');
      expect(zlib.brotliDecompressSync(sent.body).equals(fs.readFileSync(inSite(part)))).toBe(true);
    } finally {
      await server.stop();
    }
  });
});

/** A file as `docsgen serve` sends it to a client accepting only `encoding`. */
function getCompressed(url: string, encoding: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
