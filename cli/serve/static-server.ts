import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { lookup } from 'mrmime';
import Negotiator from 'negotiator';
import {
  compressionStream,
  type Encoding,
  isCompressibleType,
  MIN_PRECOMPRESS_BYTES,
  PRECOMPRESSED,
} from '../writer/precompress.ts';
import { HASHED_FILES } from '../output/site-paths.ts';
import { isInside } from '../core/path-inside.ts';
import { fileSecurityHeaders, SECURITY_HEADERS } from './security-headers.ts';

export interface ServeOptions {
  dir: string;
  port: number;
  host: string;
}

/**
 * A static server for a built site: per-route HTML, `404.html` for unknown
 * paths, MIME types, the build's brotli or gzip copy of a file when the
 * client accepts it (sent as it is; a route's own files, which have none,
 * are compressed as they are sent), and
 * long-lived caching only for the files the build named by their content
 * (its hashed-files.map), revalidation for the rest. A site built for a
 * `baseUrl` other than "/" is served under it, as it will be deployed, and
 * "/" leads there.
 */
export function createStaticServer(dir: string, baseUrl = '/'): http.Server {
  const root = path.resolve(dir);
  const base = baseUrl.split('/').filter(Boolean);
  const hashed = hashedFiles(root);
  return http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', ...SECURITY_HEADERS }).end();
      return;
    }
    const segments = pathSegments(req.url ?? '/');
    if (base.length && segments?.length === 0) {
      res.writeHead(302, { Location: encodeURI(`/${base.join('/')}/`), ...SECURITY_HEADERS }).end();
      return;
    }
    const inSite = segments && base.every((name, i) => segments[i] === name) ? segments.slice(base.length) : undefined;
    const file = inSite && resolveFile(root, inSite);
    if (file) send(req, res, file, 200, hashed().has(`/${segments!.join('/')}`));
    else send(req, res, path.join(root, '404.html'), 404, false);
  });
}

/**
 * A request's path as decoded segments ("/a/b/" is ["a", "b"]), or undefined when it cannot name a file: bad
 * percent-encoding, a NUL, or an encoded "/" or "\\" inside a segment, which no static host takes for a separator.
 */
export function pathSegments(url: string): string[] | undefined {
  try {
    const segments = new URL(url, 'http://localhost').pathname.split('/').filter(Boolean).map(decodeURIComponent);
    return segments.some((segment) => /[/\\\0]/.test(segment)) ? undefined : segments;
  } catch {
    return undefined;
  }
}

/**
 * The file a path inside the site (decoded segments, baseUrl taken off) names, if any. A symlink is followed only
 * when the file it leads to is inside the folder too (`ln -s /etc site/etcdir` serves nothing).
 */
export function resolveFile(root: string, segments: string[]): string | undefined {
  const target = path.join(root, path.normalize(segments.join('/')));
  if (!isInside(target, root)) return undefined;
  // "/docs/x" is docs/x/index.html, or docs/x.html in a site built with `trailingSlash: false`.
  const candidates = [
    target,
    path.join(target, 'index.html'),
    target.replace(/\.html?$/i, '') + '/index.html',
    ...(segments.length ? [`${target}.html`] : []),
  ];
  return candidates.find((c) => c.startsWith(root) && isFile(c) && realInside(c, root));
}

function isFile(p: string): boolean {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

function realInside(file: string, root: string): boolean {
  try {
    return isInside(fs.realpathSync(file), fs.realpathSync(root));
  } catch {
    return false;
  }
}

/**
 * The paths (baseUrl included) the build listed in hashed-files.map, read again when a new build replaces it; checked
 * at most once a second, so that a burst of requests costs one stat.
 */
function hashedFiles(root: string): () => ReadonlySet<string> {
  const file = path.join(root, HASHED_FILES);
  let paths: ReadonlySet<string> = new Set();
  let readAt = -Infinity;
  let version = '';
  return () => {
    const now = Date.now();
    if (now - readAt < 1000) return paths;
    readAt = now;
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    const current = stat ? `${stat.ino}:${stat.mtimeMs}:${stat.size}` : '';
    if (current !== version) {
      version = current;
      paths = new Set(
        current
          ? [...fs.readFileSync(file, 'utf8').matchAll(/^(".*") 1;$/gm)].map((m) => JSON.parse(m[1]!) as string)
          : [],
      );
    }
    return paths;
  };
}

function send(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  file: string,
  status: number,
  immutable: boolean,
): void {
  if (!isFile(file)) {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS }).end('Not found');
    return;
  }
  const type = lookup(file) ?? 'application/octet-stream';
  const headers: http.OutgoingHttpHeaders = {
    'Content-Type': /^(text\/|application\/(json|javascript))/.test(type) ? `${type}; charset=utf-8` : type,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
    ...SECURITY_HEADERS,
    ...fileSecurityHeaders(file),
  };
  const original = fs.statSync(file);
  const compressible = isCompressibleType(type);
  const copy = compressible ? precompressedCopy(req, file, original.mtimeMs) : undefined;
  // A route's own files have no copies (see COMPRESSED_PER_REQUEST): compressed here, as they are sent.
  const live =
    compressible && !copy && original.size >= MIN_PRECOMPRESS_BYTES
      ? preferredEncoding(
          req,
          PRECOMPRESSED.map((c) => c.encoding),
        )
      : undefined;
  const encoding = copy?.encoding ?? live;
  if (encoding) headers['Content-Encoding'] = encoding;
  if (!live) headers['Content-Length'] = copy?.size ?? original.size;
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = fs.createReadStream(copy?.file ?? file);
  const done = (e: Error | null) => e && res.destroy();
  if (live) pipeline(stream, compressionStream(live, original.size), res, done);
  else pipeline(stream, res, done);
}

/** The encoding among `available` the client prefers by its q-values, ties going to the first (brotli); none for identity. */
function preferredEncoding(req: http.IncomingMessage, available: Encoding[]): Encoding | undefined {
  const chosen = new Negotiator(req).encoding([...available, 'identity'], { preferred: available });
  return available.find((encoding) => encoding === chosen);
}

/**
 * The compressed copy of `file` the build wrote beside it (see cli/writer/precompress.ts) that the client prefers, by
 * its q-values ("br;q=0, gzip" gets gzip, "gzip;q=0" nothing compressed), ties going to brotli. None for a file
 * without copies (a route's own, or one too small to gain), nor for a file changed after its copies were written
 * (older than `modifiedMs`), which they no longer match.
 */
function precompressedCopy(
  req: http.IncomingMessage,
  file: string,
  modifiedMs: number,
): { encoding: Encoding; file: string; size: number } | undefined {
  const present = PRECOMPRESSED.flatMap(({ encoding, suffix }) => {
    const stat = fs.statSync(file + suffix, { throwIfNoEntry: false });
    return stat?.isFile() && stat.mtimeMs >= modifiedMs ? [{ encoding, file: file + suffix, size: stat.size }] : [];
  });
  if (!present.length) return undefined;
  const chosen = preferredEncoding(
    req,
    present.map((copy) => copy.encoding),
  );
  const copy = present.find((c) => c.encoding === chosen);
  // The copy lies beside a file already found inside the site; a symlink in its place must not lead out.
  return copy && realInside(copy.file, path.dirname(file)) ? copy : undefined;
}

/** Why `dir` holds no site to serve, or undefined when it does: every build writes an index.html at its root. */
export function siteProblem(dir: string): string | undefined {
  const stat = fs.statSync(dir, { throwIfNoEntry: false });
  if (!stat)
    return `--dir ${dir}: this folder does not exist; run docsgen build first, or name the site folder with --dir`;
  if (!stat.isDirectory()) return `--dir ${dir}: this is a file; name the site folder with --dir`;
  if (!isFile(path.join(dir, 'index.html')))
    return `--dir ${dir}: no built site here (no index.html); run docsgen build first, or name the site folder with --dir`;
  return undefined;
}

/** The baseUrl a built site was made for, from its manifest; "/" when there is none to read. */
export function builtBaseUrl(dir: string): string {
  try {
    const manifest = fs.readdirSync(dir).find((f) => /^manifest\.[0-9a-f]+\.json$/.test(f));
    const baseUrl = manifest
      ? (JSON.parse(fs.readFileSync(path.join(dir, manifest), 'utf8')) as { site?: { baseUrl?: unknown } }).site
          ?.baseUrl
      : undefined;
    return typeof baseUrl === 'string' && baseUrl.startsWith('/') ? baseUrl : '/';
  } catch {
    return '/';
  }
}

export function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
