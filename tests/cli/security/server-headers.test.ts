import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningWatch } from '../../../cli/commands/watch.ts';
import { startWatchOn } from '../../helpers/watch-server.ts';
import { createStaticServer, listen } from '../../../cli/serve/static-server.ts';
import { tempProject } from '../../helpers/temp-project.ts';

const METHODS = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND'];
const HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "frame-ancestors 'self'",
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

function expectSecurityHeaders(res: Response, what: string): void {
  for (const [name, value] of Object.entries(HEADERS)) expect(res.headers.get(name), `${what}: ${name}`).toBe(value);
}

describe('the preview servers', () => {
  let watch: RunningWatch | undefined;
  afterAll(() => watch?.close());

  it('watch answers only GET and HEAD, and sends the security headers with every answer', async () => {
    const project = tempProject();
    fs.mkdirSync(project.file('content/static'), { recursive: true });
    fs.writeFileSync(project.file('content/static/notes.txt'), 'notes');
    watch = await startWatchOn(project);
    for (const method of METHODS) {
      const res = await fetch(`${watch.url}docs/about/intro`, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
      expect(await res.text(), method).toBe('');
    }
    for (const p of ['docs/about/intro', 'data/about/intro.json', 'notes.txt', 'nada'])
      expectSecurityHeaders(await fetch(`${watch.url}${p}`), p);
  });

  it('serve sends the security headers with pages, files and refusals', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-headers-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<h1>x</h1>');
    fs.writeFileSync(path.join(dir, '404.html'), '<h1>404</h1>');
    const server = createStaticServer(dir);
    const origin = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
    try {
      for (const p of ['/', '/nada']) expectSecurityHeaders(await fetch(origin + p), p);
      const refused = await fetch(`${origin}/`, { method: 'POST' });
      expect(refused.status).toBe(405);
      expectSecurityHeaders(refused, 'POST');
    } finally {
      server.close();
    }
  });
});
