import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, listen } from '../../../cli/serve/static-server.ts';

/** A site as a build with `"output": { "routeHtml": "fallback" }` writes it: no route has an HTML file of its own. */
function fallbackSite(baseUrl: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-route-shells-'));
  const files: Record<string, string> = {
    'index.html': '<h1>home</h1>',
    '200.html': '<h1>fallback</h1>',
    '404.html': '<h1>Página não encontrada</h1>',
    'en/200.html': '<h1>fallback (en)</h1>',
    'en/404.html': '<h1>Page Not Found</h1>',
    // A route's Markdown export: its folder exists, without an index.html.
    'docs/a.md': '# a',
    'docs/static.html': '<h1>static</h1>',
    'route-shells.map': [
      ['/docs/a', '/200.html'],
      ['/docs/tags/visão-geral', '/200.html'],
      ['/docs/static', '/200.html'],
      ['/en/docs/a', '/en/200.html'],
    ]
      .map(
        ([route, shell]) =>
          `${JSON.stringify(baseUrl + route!.slice(1))} ${JSON.stringify(baseUrl + shell!.slice(1))};\n`,
      )
      .join(''),
  };
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), content);
  }
  return root;
}

describe('docsgen serve, a site whose routes share the fallback shell', () => {
  const servers: { close(): void }[] = [];
  let origin: string;
  let based: string;
  beforeAll(async () => {
    const at = async (baseUrl: string) => {
      const server = createStaticServer(fallbackSite(baseUrl), baseUrl);
      servers.push(server);
      return `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
    };
    origin = await at('/');
    based = await at('/portal/');
  });
  afterAll(() => {
    for (const server of servers) server.close();
  });

  const answer = async (url: string) => {
    const res = await fetch(url);
    return [res.status, await res.text(), res.headers.get('cache-control')];
  };

  it('answers a route listed in route-shells.map with its shell and 200, with or without a trailing slash', async () => {
    for (const p of ['/docs/a', '/docs/a/', '/docs/tags/vis%C3%A3o-geral'])
      expect(await answer(origin + p), p).toEqual([200, '<h1>fallback</h1>', 'no-cache']);
    expect(await answer(`${origin}/en/docs/a`)).toEqual([200, '<h1>fallback (en)</h1>', 'no-cache']);
  });

  it('answers a path the map does not list with 404.html and 404, as before', async () => {
    for (const p of ['/docs/b', '/docs/a/b', '/docs/A', '/docs/a/index.html'])
      expect(await answer(origin + p), p).toEqual([404, '<h1>Página não encontrada</h1>', 'no-cache']);
    expect(await answer(`${origin}/en/docs/b`)).toEqual([404, '<h1>Page Not Found</h1>', 'no-cache']);
  });

  it('serves a file that exists before the shell, as a host tries the file first', async () => {
    expect(await answer(`${origin}/docs/static`)).toEqual([200, '<h1>static</h1>', 'no-cache']);
    expect(await answer(`${origin}/`)).toEqual([200, '<h1>home</h1>', 'no-cache']);
  });

  it('reads the map with its baseUrl, as the build writes it for a site served under one', async () => {
    expect(await answer(`${based}/portal/docs/a`)).toEqual([200, '<h1>fallback</h1>', 'no-cache']);
    expect(await answer(`${based}/portal/en/docs/a/`)).toEqual([200, '<h1>fallback (en)</h1>', 'no-cache']);
    expect((await answer(`${based}/portal/docs/b`))[0]).toBe(404);
  });
});
