import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWatch } from '../../../cli/commands/watch.ts';
import { startWatchOn } from '../../helpers/watch-server.ts';
import { createStaticServer, listen } from '../../../cli/serve/static-server.ts';
import { rawRequest } from '../../helpers/raw-request.ts';
import { tempProject } from '../../helpers/temp-project.ts';

/** What both preview servers do with a request they must not serve as asked (issue 39's low items). */
let serve: Server;
let serveOrigin: string;
let watch: RunningWatch;
let watchOrigin: string;

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-guards-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>início</title>');
  serve = createStaticServer(dir);
  serveOrigin = `http://127.0.0.1:${await listen(serve, 0, '127.0.0.1')}`;
  const project = tempProject();
  watch = await startWatchOn(project);
  watchOrigin = watch.url.replace(/\/$/, '');
});

afterAll(async () => {
  serve.close();
  await watch.close();
});

describe('docsgen serve', () => {
  it('answers only requests that name it by IP address or localhost, so a rebound domain cannot read the site', async () => {
    const port = new URL(serveOrigin).port;
    expect((await rawRequest(serveOrigin, '/', { Host: `evil.example:${port}` })).status).toBe(403);
    expect((await rawRequest(serveOrigin, '/', { Host: `attacker.example@127.0.0.1:${port}` })).status).toBe(403);
    expect((await rawRequest(serveOrigin, '/', { Host: `localhost:${port}` })).status).toBe(200);
    expect((await rawRequest(serveOrigin, '/', { Host: `127.0.0.1:${port}` })).status).toBe(200);
  });
});

describe.each([
  ['docsgen serve', () => serveOrigin],
  ['docsgen watch', () => watchOrigin],
])('%s, for an address too long to read', (_name, origin) => {
  it('answers 431 with a page that leaves for the same path without its query', async () => {
    const response = await rawRequest(origin(), `/?token=segredo&redirectTo=${'a'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('location.replace(location.pathname + location.hash)');
    expect(response.body).not.toContain('segredo');
  });

  it('goes on serving afterwards', async () => {
    await rawRequest(origin(), `/?x=${'a'.repeat(20_000)}`);
    expect((await rawRequest(origin(), '/')).status).toBe(200);
  });
});
