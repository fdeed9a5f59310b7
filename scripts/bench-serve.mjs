// `docsgen serve`'s throughput on a built site's main viewer script, sent as it is and with `Accept-Encoding: br`
// (the build's brotli copy), at 10 and 100 connections on 127.0.0.1. The load comes from a plain Node loop over
// keep-alive connections, one request at a time on each, in a process of its own; the server runs in another.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { shellScripts } from './bench-shell.mjs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Starts `docsgen serve` on a free port; resolves with its origin and a stop function. */
export function startServe(root, site) {
  const child = spawn(process.execPath, [path.join(root, 'bin/docsgen'), 'serve', '--dir', site, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const match = /(http:\/\/[^\s]+?)\/?\s/.exec(output);
      if (match) resolve({ origin: match[1], stop: () => new Promise((done) => child.once('exit', done).kill()) });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`docsgen serve exited with ${code}: ${output}`)));
  });
}

/** `connections` loops, each sending the next request when the previous answer has been read, for `seconds`. */
export async function loadLoop({ url, headers, connections, seconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  const once = () =>
    new Promise((resolve) => {
      const started = performance.now();
      http
        .get(url, { agent, headers }, (res) => {
          res.on('data', () => {});
          res.on('end', () => {
            if (res.statusCode === 200) latencies.push(performance.now() - started);
            else failures++;
            resolve();
          });
        })
        .on('error', () => {
          failures++;
          resolve();
        });
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) await once();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, p99: latencies[Math.floor(latencies.length * 0.99)] ?? NaN, failures };
}

/** Runs the load loop in a child process, so that the client does not share the bench's own thread. */
function loadInChild(options) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--load', JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load loop exited with ${code}`)),
    );
  });
}

export async function serveBench({ root, site, seconds = 10 }) {
  const html = fs.readFileSync(path.join(site, 'index.html'), 'utf8');
  const script = shellScripts(html).find((src) => /\/assets\/main-[^/]+\.js$/.test(src));
  if (!script) throw new Error('no main viewer script in index.html');
  const server = await startServe(root, site);
  const rows = [];
  try {
    const url = new URL(script, server.origin).href;
    for (const connections of [10, 100]) {
      const measured = {};
      for (const [name, encoding] of [
        ['identity', 'identity'],
        ['br', 'br'],
      ]) {
        measured[name] = await loadInChild({ url, headers: { 'accept-encoding': encoding }, connections, seconds });
        if (measured[name].failures)
          throw new Error(`${measured[name].failures} failed requests (${name}, ${connections} connections)`);
      }
      rows.push({
        connections,
        'identity req/s': measured.identity.rps.toFixed(0),
        'identity p99 (ms)': measured.identity.p99.toFixed(1),
        'br req/s': measured.br.rps.toFixed(0),
        'br p99 (ms)': measured.br.p99.toFixed(1),
        'br/identity (target >= 70 %)': `${((measured.br.rps / measured.identity.rps) * 100).toFixed(0)} %`,
      });
    }
  } finally {
    await server.stop();
  }
  return rows;
}

if (process.argv[2] === '--load') process.stdout.write(JSON.stringify(await loadLoop(JSON.parse(process.argv[3]))));
else if (process.argv[2] === '--site') {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  console.table(
    await serveBench({ root, site: path.resolve(process.argv[3]), seconds: Number(process.argv[4] ?? 10) }),
  );
}
