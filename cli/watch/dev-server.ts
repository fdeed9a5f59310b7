import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { lookup } from 'mrmime';
import { htmlShell, type ShellAssets } from '../output/html-shell.ts';
import { devClientScript, type ViewerAssets } from '../core/viewer-assets.ts';
import { fileSecurityHeaders, SECURITY_HEADERS } from '../serve/security-headers.ts';
import { normalizeSitePath } from '../../format/routes.ts';
import { isAllowedHost, WRONG_HOST } from '../serve/allowed-host.ts';
import { answerUnreadableRequests } from '../serve/oversized-request.ts';
import { rendersAsDocument } from '../util/document-types.ts';
import type { PublishedSite } from './watch-session.ts';
import { viewerRoutes } from '../site/viewer-routes.ts';
import type { DevEvent } from '../../format/dev-events.ts';
import { placeholderPage } from './placeholder-page.ts';

export const DEV_PREFIX = '__docsgen/';

export interface DevServer {
  server: http.Server;
  /** Sends an event to every open page. */
  broadcast(event: DevEvent): void;
}

/**
 * Serves the watched site from memory (no disk writes on the hot path), the
 * live-reload client and its Server-Sent Events stream. Pages get no-cache so
 * a reload always shows the latest build.
 */
export interface DevServerSources {
  site(): PublishedSite | undefined;
  baseUrl(): string;
  viewer: ViewerAssets;
  /** The errors event a newly opened page should show at once. */
  errors(): DevEvent;
  /** A static or hashed file on disk for a path in the site, if there is one. */
  file(rel: string): string | undefined;
  /** The --host it listens on, which requests may name besides IP addresses and localhost. */
  host: string;
  /** The site's `htmlLang`, once its config is read: the placeholder page speaks its language. */
  htmlLang(): string | undefined;
}

export function createDevServer(sources: DevServerSources): DevServer {
  const { viewer } = sources;
  const clients = new Set<http.ServerResponse>();
  /**
   * Counts the updates announced so far. A page carries the count it was
   * served at into its event stream's URL: an update announced before the
   * stream opened (a save while the page loaded) would otherwise never reach
   * it, so a stream that opens behind is told to refetch everything.
   */
  let generation = 0;
  const assets = new Map(viewer.files.map((f) => [f, fs.readFileSync(path.join(viewer.dir, f))]));
  const devClient = devClientScript();
  const shellAssets: ShellAssets = {
    manifestFile: 'manifest.json',
    scripts: viewer.scripts.map((f) => `assets/${f}`),
    scriptImports: viewer.scriptImports.map((f) => `assets/${f}`),
    gateScripts: viewer.gateScripts.map((f) => `assets/${f}`),
    styles: viewer.styles.map((f) => `assets/${f}`),
  };

  const send = (res: http.ServerResponse, status: number, type: string, body: string | Buffer) => {
    res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-cache', ...SECURITY_HEADERS }).end(body);
  };

  const server = http.createServer((req, res) => {
    // A read-only preview: a form or a script that posts to it gets no page back, as from `serve`.
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', ...SECURITY_HEADERS }).end();
      return;
    }
    if (!isAllowedHost(req.headers.host, sources.host)) {
      send(res, 403, 'text/plain; charset=utf-8', WRONG_HOST);
      return;
    }
    const base = sources.baseUrl();
    let url: URL;
    let rel: string | null;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
      rel = url.pathname.startsWith(base) ? decodeURIComponent(url.pathname.slice(base.length)) : null;
    } catch {
      // A stray "%" in an address must not stop the writer's server.
      send(res, 400, 'text/plain; charset=utf-8', 'Endereço inválido');
      return;
    }
    const site = sources.site();
    if (rel === `${DEV_PREFIX}events`) {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-cache',
        Connection: 'keep-alive',
        ...SECURITY_HEADERS,
      });
      res.write(`data: ${JSON.stringify(sources.errors())}\n\n`);
      const since = url.searchParams.get('since');
      if (site && since !== null && Number(since) !== generation) {
        res.write(
          `data: ${JSON.stringify({ type: 'update', payloads: [...site.payloads.keys()].map((f) => `${base}${f}`), manifest: true })}\n\n`,
        );
      }
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    if (rel === `${DEV_PREFIX}client.js`) {
      const since = url.searchParams.get('since');
      const eventsUrl = `${base}${DEV_PREFIX}events${since === null ? '' : `?since=${encodeURIComponent(since)}`}`;
      return send(
        res,
        200,
        'text/javascript; charset=utf-8',
        `${devClient}\ndocsgenDevClient.startDevClient(${JSON.stringify(eventsUrl)});\n`,
      );
    }
    if (rel?.startsWith('assets/') && assets.has(rel.slice(7)))
      return send(res, 200, lookup(rel) ?? 'application/octet-stream', assets.get(rel.slice(7))!);
    if (site && rel === 'manifest.json') return send(res, 200, 'application/json; charset=utf-8', site.manifestJson);
    if (site && rel !== null && site.payloads.has(rel))
      return send(res, 200, 'application/json; charset=utf-8', site.payloads.get(rel)!);
    const island = rel === null ? undefined : (site?.site.islandFiles?.get(rel) ?? site?.site.themeFiles?.get(rel));
    if (island)
      return send(
        res,
        200,
        lookup(rel!) ?? 'application/octet-stream',
        Buffer.from(island.buffer, island.byteOffset, island.byteLength),
      );
    const file = rel === null ? undefined : sources.file(rel);
    if (file) return sendFile(res, file);
    const markdown = rel === null ? undefined : site?.markdown.get(rel);
    if (markdown !== undefined) return send(res, 200, `${lookup(rel!) ?? 'text/plain'}; charset=utf-8`, markdown);
    const clientUrl = `${base}${DEV_PREFIX}client.js?since=${generation}`;
    if (!site) return send(res, 503, 'text/html; charset=utf-8', placeholderPage(clientUrl, sources.htmlLang()));
    const route = rel === null ? null : normalizeSitePath(`/${rel}`);
    const page =
      route === null
        ? undefined
        : (site.pages.get(route) ??
          (viewerRoutes(site.site.manifest.home !== undefined).includes(route)
            ? { path: route, title: site.site.manifest.site.title, description: '' }
            : undefined));
    // Without the payload's preload: the browser hands a preloaded response to the viewer's fetch as it was when the
    // page loaded, even when an update announced before that fetch has replaced it.
    // The client goes through the shell's loader: the page's policy runs no script the parser meets in its body.
    const html = htmlShell(site.site.manifest, page ? { ...page, payload: undefined } : null, {
      ...shellAssets,
      styles: [...shellAssets.styles, ...(site.site.themeStyles ?? [])],
      classicScripts: [clientUrl],
    });
    send(res, page ? 200 : 404, 'text/html; charset=utf-8', html);
  });

  const sendFile = (res: http.ServerResponse, file: string) => {
    fs.readFile(file, (err, body) => {
      if (err) return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
      res
        .writeHead(200, {
          'Content-Type': lookup(file) ?? 'application/octet-stream',
          'Cache-Control': 'no-cache',
          ...SECURITY_HEADERS,
          // Every file served from disk here is one the build copies from the project.
          ...fileSecurityHeaders(file, rendersAsDocument(file)),
        })
        .end(body);
    });
  };

  answerUnreadableRequests(server);
  return {
    server,
    broadcast(event) {
      if (event.type === 'update') generation++;
      const data = `data: ${JSON.stringify(event)}\n\n`;
      for (const client of clients) client.write(data);
    },
  };
}
