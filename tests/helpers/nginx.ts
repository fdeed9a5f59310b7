import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Debian's nginx (`apt-get install -y nginx`), or NGINX_PATH; null when there is none. */
export function findNginx(): string | null {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];
  return candidates.find((c): c is string => !!c && isExecutable(c)) ?? null;
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs nginx in the foreground with a throwaway prefix, serving one `server`
 * block. `serverBlock` receives the port to listen on and returns the block's text.
 */
export async function startNginx(binary: string, serverBlock: (port: number) => string): Promise<RunningNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-nginx-'));
  const port = await freePort();
  fs.writeFileSync(path.join(dir, 'server.conf'), serverBlock(port));
  const temp = (name: string) => path.join(dir, name);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // Workers must read the site under the test's private temp folder; as root they would otherwise run as nobody.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      'daemon off;',
      `pid ${temp('nginx.pid')};`,
      'events { worker_connections 64; }',
      'http {',
      // Debian's mime.types for these (SVG, XHTML and XML are the types the sandboxing tests open directly).
      '  types { text/html html; text/css css; application/javascript js; application/json json; image/svg+xml svg svgz;',
      '    application/xhtml+xml xhtml xht; text/xml xml; }',
      '  default_type application/octet-stream;',
      '  access_log off;',
      // The lines examples/nginx/docs-gate.conf asks operators to add to their http block.
      '  map_hash_bucket_size 256;',
      '  map_hash_max_size 262144;',
      `  map $request_uri $docs_path { "~^(?<path>[^?]*)" $path; }`,
      `  log_format docs_no_query '$remote_addr - $remote_user [$time_local] "$request_method $docs_path $server_protocol" $status $body_bytes_sent "$http_referer" "$http_user_agent"';`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${temp(t)};`),
      `  include ${temp('server.conf')};`,
      '}',
    ].join('\n'),
  );
  const child = spawn(binary, ['-e', 'stderr', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let running = true;
  const exited = new Promise<void>((done) =>
    child.once('exit', () => {
      running = false;
      done();
    }),
  );
  await waitForPort(port, () => running);
  if (!running) throw new Error(`nginx exited before listening:\n${output}`);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, alive: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && alive()) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  if (alive()) throw new Error(`nginx did not listen on port ${port} within 10 s`);
}

export const NGINX_EXAMPLE = path.join(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
  'examples/nginx/docs-gate.conf',
);

/**
 * The committed example, with only its CHANGE lines pointed at a test's site folder, port, logs and token provider.
 */
export function nginxExampleFor(
  site: { dir: string; providerUrl: string; accessLog: string; errorLog: string },
  port: number,
): string {
  let text = fs.readFileSync(NGINX_EXAMPLE, 'utf8');
  const replacements: [string, string][] = [
    ['listen 80;', `listen 127.0.0.1:${port};`],
    ['root /srv/docs/site;', `root ${site.dir};`],
    ['include /srv/docs/site/hashed-files.map;', `include ${site.dir}/hashed-files.map;`],
    ['include /srv/docs/site/sandboxed-files.map;', `include ${site.dir}/sandboxed-files.map;`],
    ['include /srv/docs/site/route-shells.map;', `include ${site.dir}/route-shells.map;`],
    ['include /srv/docs/site/nginx-redirects.conf;', `include ${site.dir}/nginx-redirects.conf;`],
    ['/var/log/nginx/docs.access.log', site.accessLog],
    ['/var/log/nginx/docs.error.log', site.errorLog],
    ['https://api.agroplataforma.com.br/', `${site.providerUrl}/`],
  ];
  for (const [from, to] of replacements) {
    if (text.split(from).length !== 2) throw new Error(`${NGINX_EXAMPLE}: expected "${from}" exactly once`);
    text = text.replace(from, to);
  }
  return text;
}

/**
 * nginx running the committed example over a built site of an ungated test, its logs in a folder of their own and its
 * token provider at a port nothing listens on.
 */
export function startNginxExample(binary: string, siteDir: string): Promise<RunningNginx> {
  const logs = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-nginx-log-'));
  const site = {
    dir: siteDir,
    providerUrl: 'http://127.0.0.1:9',
    accessLog: path.join(logs, 'access.log'),
    errorLog: path.join(logs, 'error.log'),
  };
  return startNginx(binary, (port) => nginxExampleFor(site, port));
}
