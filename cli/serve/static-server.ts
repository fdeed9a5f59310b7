import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { lookup } from 'mrmime';
import Negotiator from 'negotiator';
import sirv from 'sirv';
import {
  compressionStream,
  type Encoding,
  isCompressibleType,
  MIN_PRECOMPRESS_BYTES,
  PRECOMPRESSED,
} from '../writer/precompress.ts';
import { HASHED_FILES, SANDBOXED_FILES } from '../output/site-paths.ts';
import { isInside } from '../core/path-inside.ts';
import { notModified, requestedRange, type Validators } from './conditional-requests.ts';
import { fileSecurityHeaders, SECURITY_HEADERS } from './security-headers.ts';
import { isAllowedHost, WRONG_HOST } from './allowed-host.ts';
import { answerUnreadableRequests } from './oversized-request.ts';
import { listedFiles, routeShells } from './site-maps.ts';

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
 * (its hashed-files.map), revalidation for the rest: every file it sends
 * carries an ETag and a Last-Modified, a client whose copy is current gets
 * 304, and one byte range of a file is sent on request. A site built for a
 * `baseUrl` other than "/" is served under it, as it will be deployed, and
 * "/" leads there.
 *
 * sirv sends the files: it is handed the one file this server chose (the
 * path resolved inside the site, or the compressed copy the client prefers)
 * and writes its length, its encoding (from a copy's suffix), its byte range
 * and its bytes; the `setHeaders` hook adds the type, caching, validators and
 * security headers decided here. What sirv does not do stays here: which file
 * a path names (and never one outside the site), content negotiation by
 * q-values, If-Modified-Since and the 304 itself (sirv's carries no headers),
 * a sane reading of Range, pages compressed as they are sent, `.gz` files
 * asked for by name, HEAD, and the 404 page.
 *
 * A route without an HTML file of its own (a site built with one shell for
 * every route) gets the shell route-shells.map names for it, with 200.
 */
export function createStaticServer(dir: string, baseUrl = '/', listenHost = '127.0.0.1'): http.Server {
  const root = path.resolve(dir);
  const base = baseUrl.split('/').filter(Boolean);
  const hashed = listedFiles(root, HASHED_FILES);
  const sandboxed = listedFiles(root, SANDBOXED_FILES);
  const shellOf = routeShells(root);
  const routeShell = (segments: string[]) => {
    const shell = shellOf(`/${segments.join('/')}`);
    const inSite = shell === undefined ? undefined : pathSegments(shell)?.slice(base.length);
    return inSite && findFile(root, inSite);
  };
  // The headers decided for a response that sirv sends, until its hook writes them.
  const decided = new WeakMap<http.ServerResponse, http.OutgoingHttpHeaders>();
  const files = sirv(root, {
    // dev: a stat for each request, where production mode lists the folder once at start. That list goes stale as soon
    // as a build writes into the folder `serve` is serving (wrong lengths, new files missing), and is walked through
    // symlinks: a link out of the site would be listed, and one that loops never ends.
    dev: true,
    etag: true,
    // This server resolves a path to its file and negotiates the encoding; sirv is asked for that exact file.
    extensions: [],
    gzip: false,
    brotli: false,
    setHeaders: (res) => {
      for (const [name, value] of Object.entries(decided.get(res) ?? {}))
        if (value !== undefined) res.setHeader(name, value);
    },
  });
  // A translation's folder (`en/`) has its own 404.html, in its language: a path under it gets that one.
  const notFound = (req: http.IncomingMessage, res: http.ServerResponse, inSite: string[] = []) => {
    const found = (inSite.length > 1 && findFile(root, [inSite[0]!, '404.html'])) || findFile(root, ['404.html']);
    if (found?.stat.isFile()) {
      const { file, stat } = found;
      sendStream(req, res, file, 404, representation(req, file, stat, { immutable: false, sandboxed: false }));
    } else res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS }).end('Not found');
  };
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', ...SECURITY_HEADERS }).end();
      return;
    }
    if (!isAllowedHost(req.headers.host, listenHost)) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS }).end(WRONG_HOST);
      return;
    }
    const segments = pathSegments(req.url ?? '/');
    if (base.length && segments?.length === 0) {
      res.writeHead(302, { Location: encodeURI(`/${base.join('/')}/`), ...SECURITY_HEADERS }).end();
      return;
    }
    const inSite = segments && base.every((name, i) => segments[i] === name) ? segments.slice(base.length) : undefined;
    const found = inSite && (findFile(root, inSite) ?? routeShell(segments!));
    if (!found) {
      notFound(req, res, inSite);
      return;
    }
    const { file, stat } = found;
    const sitePath = `/${segments!.join('/')}`;
    const sent = representation(req, file, stat, {
      immutable: hashed().has(sitePath),
      sandboxed: sandboxed().has(sitePath),
    });
    if (notModified(req, sent.validators)) {
      res.writeHead(304, sent.caching).end();
      return;
    }
    // sirv would label a .gz or .br file asked for by name as the gzip or brotli encoding of another file.
    if (sent.live || (!sent.copy && /\.(gz|br)$/i.test(file))) {
      sendStream(req, res, file, 200, sent);
      return;
    }
    const headers = { ...sent.headers, 'Accept-Ranges': 'bytes' };
    if (req.method === 'HEAD') {
      res.writeHead(200, { ...headers, 'Content-Length': sent.size }).end();
      return;
    }
    const range = requestedRange(req, sent.size, sent.validators);
    // sirv reads the Range header itself, loosely (an end of 0 as "to the end", "-5" as "0-5", and "9-3" throws):
    // it is given only a range it reads right, as first-last, or none.
    if (range === 'unsatisfiable') req.headers.range = `bytes=${sent.size}-`;
    else if (range && range.end > 0) req.headers.range = `bytes=${range.start}-${range.end}`;
    else delete req.headers.range;
    decided.set(res, headers);
    res.once('pipe', (stream: fs.ReadStream) => {
      // sirv pipes the file without a pipeline: a read error would be thrown, and a client gone would leave it open.
      stream.once('error', () => res.destroy());
      res.once('close', () => stream.destroy());
    });
    // sirv takes its path from @polka/url's parse(), which keeps what it parsed on the request for as long as req.url
    // is the same: the file's path inside the site, with "%" escaped since sirv decodes the path when it holds one.
    const rel = path
      .relative(root, sent.copy?.file ?? file)
      .split(path.sep)
      .join('/');
    (req as http.IncomingMessage & { _parsedUrl?: unknown })._parsedUrl = {
      pathname: `/${rel.replaceAll('%', '%25')}`,
      search: '',
      query: undefined,
      hash: undefined,
      raw: req.url,
    };
    // A file removed since it was found (a build writing into the folder) is gone: the 404 page.
    files(req, res, () => notFound(req, res));
  });
  answerUnreadableRequests(server);
  return server;
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
  return findFile(root, segments)?.file;
}

/** resolveFile's file with its stat, which the server reuses. */
function findFile(root: string, segments: string[]): { file: string; stat: fs.Stats } | undefined {
  const target = path.join(root, path.normalize(segments.join('/')));
  if (!isInside(target, root)) return undefined;
  // "/docs/x" is docs/x/index.html, or docs/x.html in a site built with `trailingSlash: false`.
  const candidates = [
    target,
    path.join(target, 'index.html'),
    target.replace(/\.html?$/i, '') + '/index.html',
    ...(segments.length ? [`${target}.html`] : []),
  ];
  for (const file of candidates) {
    const stat = file.startsWith(root) ? fileStat(file) : undefined;
    if (stat && realInside(file, root)) return { file, stat };
  }
  return undefined;
}

/** The stat of a regular file; none for anything else, or nothing (without the cost of an exception when missing). */
function fileStat(p: string): fs.Stats | undefined {
  try {
    const stat = fs.statSync(p, { throwIfNoEntry: false });
    return stat?.isFile() ? stat : undefined;
  } catch {
    // ENOTDIR: a path through a file ("main.js/index.html").
    return undefined;
  }
}

function isFile(p: string): boolean {
  return fileStat(p) !== undefined;
}

function realInside(file: string, root: string): boolean {
  try {
    // The native realpath: one system call, where the JavaScript one lstats each part of the path (up to four a request).
    return isInside(fs.realpathSync.native(file), fs.realpathSync.native(root));
  } catch {
    return false;
  }
}

interface Representation {
  /** The build's compressed copy sent in place of the file. */
  copy?: { encoding: Encoding; file: string; stat: fs.Stats };
  /** The encoding the file is compressed in as it is sent, when it has no copy. */
  live?: Encoding;
  /** The length of what is sent, when it is known before sending. */
  size: number;
  validators: Validators;
  /** What a 304 says too: caching, validators, security headers. */
  caching: http.OutgoingHttpHeaders;
  /** What a 200 says. */
  headers: http.OutgoingHttpHeaders;
}

/**
 * What is sent for `file`: the file, the compressed copy of it the client prefers, or the file compressed as it is
 * sent, with its headers. Each of these has its own ETag (weak, from size and time, as sirv writes it), since their
 * bytes differ.
 */
function representation(
  req: http.IncomingMessage,
  file: string,
  original: fs.Stats,
  listed: { immutable: boolean; sandboxed: boolean },
): Representation {
  const type = lookup(file) ?? 'application/octet-stream';
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
  const sent = copy?.stat ?? original;
  const validators = {
    ETag: `W/"${sent.size}-${sent.mtime.getTime()}${live ? `-${live}` : ''}"`,
    'Last-Modified': sent.mtime.toUTCString(),
  };
  const caching: http.OutgoingHttpHeaders = {
    'Cache-Control': listed.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
    ...validators,
    ...SECURITY_HEADERS,
    ...fileSecurityHeaders(file, listed.sandboxed),
  };
  const encoding = copy?.encoding ?? live;
  const headers: http.OutgoingHttpHeaders = {
    ...caching,
    'Content-Type': /^(text\/|application\/(json|javascript))/.test(type) ? `${type}; charset=utf-8` : type,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  };
  return { copy, live, size: sent.size, validators, caching, headers };
}

/** Sends `file` whole with the headers decided for it, compressing it as it goes when it has no copy. */
function sendStream(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  file: string,
  status: number,
  sent: Representation,
): void {
  res.writeHead(status, sent.live ? sent.headers : { ...sent.headers, 'Content-Length': sent.size });
  if (req.method === 'HEAD' || sent.size === 0) {
    res.end();
    return;
  }
  // No further than the length it stated: a file rewritten in place as it is read must not run into the next response.
  const stream = fs.createReadStream(sent.copy?.file ?? file, { end: sent.size - 1 });
  const done = (e: Error | null) => e && res.destroy();
  if (sent.live) pipeline(stream, compressionStream(sent.live, sent.size), res, done);
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
): { encoding: Encoding; file: string; stat: fs.Stats } | undefined {
  const present = PRECOMPRESSED.flatMap(({ encoding, suffix }) => {
    const stat = fs.statSync(file + suffix, { throwIfNoEntry: false });
    return stat?.isFile() && stat.mtimeMs >= modifiedMs ? [{ encoding, file: file + suffix, stat }] : [];
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
