import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningWatch } from '../../../cli/commands/watch.ts';
import { startWatchOn } from '../../helpers/watch-server.ts';
import { createStaticServer, listen } from '../../../cli/serve/static-server.ts';
import { tempProject } from '../../helpers/temp-project.ts';

/** A request fetch() refuses to send (TRACE), or any other, as written. */
function send(url: string, method: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method }, (res) => {
        let body = '';
        res
          .setEncoding('utf8')
          .on('data', (c: string) => (body += c))
          .on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject)
      .end();
  });
}

describe('docsgen watch and content/static symlinks', () => {
  let watch: RunningWatch | undefined;
  afterAll(() => watch?.close());

  it('never serves a file through a symlink out of content/static, and serves one that stays inside', async () => {
    const project = tempProject();
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-watch-outside-'));
    fs.writeFileSync(path.join(outside, '.npmrc'), '//registry.npmjs.org/:_authToken=segredo\n');
    fs.writeFileSync(path.join(outside, 'passwd'), 'root:x:0:0:segredo');
    project.write('content/static/img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.symlinkSync(path.join(outside, '.npmrc'), project.file('content/static/npmrc.txt'));
    fs.symlinkSync(outside, project.file('content/static/etcdir'));
    fs.symlinkSync(project.file('content/static/img'), project.file('content/static/imagens'));
    watch = await startWatchOn(project);
    for (const p of ['npmrc.txt', 'etcdir/passwd', 'etcdir/.npmrc']) {
      const res = await fetch(`${watch.url}${p}`);
      expect(res.status, p).not.toBe(200);
      expect(await res.text(), p).not.toContain('segredo');
    }
    expect((await fetch(`${watch.url}imagens/logo.svg`)).status).toBe(200);
  });

  it('watch and serve refuse TRACE as every method but GET and HEAD', async () => {
    const project = tempProject();
    watch ??= await startWatchOn(project);
    expect((await send(`${watch.url}docs/about/intro`, 'TRACE')).status).toBe(405);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-trace-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<h1>x</h1>');
    const server = createStaticServer(dir);
    try {
      const origin = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
      expect(await send(`${origin}/`, 'TRACE')).toEqual({ status: 405, body: '' });
    } finally {
      server.close();
    }
  });
});
