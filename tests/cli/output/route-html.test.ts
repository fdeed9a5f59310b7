import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { configErrors } from '../../helpers/config-errors.ts';
import { editConfig, tempProject, type TempProject } from '../../helpers/temp-project.ts';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';

beforeAll(async () => {
  await ensureBuilt();
});

/** Every file and folder under `dir`, as paths relative to it (folders end with "/"). */
function tree(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)) + (e.isDirectory() ? '/' : ''))
    .sort();
}

const sitemapRoutes = (project: TempProject) =>
  [...project.read('site/sitemap.xml').matchAll(/<loc>https:\/\/docs\.example\.com([^<]*)<\/loc>/g)].map((m) =>
    decodeURI(m[1]!),
  );

async function buildWith(routeHtml: 'every' | 'fallback' | undefined, project = tempProject()): Promise<TempProject> {
  editConfig(project, (config) => {
    config.output = routeHtml ? { routeHtml } : undefined;
  });
  await build({ config: 'docs.config.json', out: 'site', cwd: project.dir });
  return project;
}

describe('"output": { "routeHtml": "fallback" }', () => {
  it('writes no HTML file for any route but the home and search pages, and lists every other route in route-shells.map', async () => {
    const project = await buildWith('fallback');
    const html = tree(project.file('site')).filter((f) => f.endsWith('.html'));
    expect(html).toEqual(['200.html', '404.html', 'index.html', 'search/index.html']);
    const routes = sitemapRoutes(project);
    expect(routes.length).toBeGreaterThan(3);
    // The sitemap still lists every route, each of which the map serves with the fallback shell.
    expect(project.read('site/route-shells.map')).toBe(
      routes
        .filter((route) => route !== '/')
        .map((route) => `${JSON.stringify(route)} "/200.html";\n`)
        .join(''),
    );
  });

  it('keeps the HTML file of a page not to be indexed, which says so to crawlers that run no script', async () => {
    const project = tempProject();
    project.write('content/docs/about/secret.md', '---\nunlisted: true\n---\n\n# Segredo\n\nSó por link.\n');
    await buildWith('fallback', project);
    const secret = project.read('site/docs/about/secret/index.html');
    expect(secret).toContain('<meta name="robots" content="noindex">');
    // Drawn from its payload, which a build with the fallback shell does not keep in memory but reads back.
    expect(secret).toContain('Só por link.');
    expect(project.read('site/route-shells.map')).not.toContain('secret');
  });

  it("leaves out a static 200.html, which would take the fallback shell's place, with a warning", async () => {
    const project = tempProject();
    project.write('content/static/200.html', '<p>outro</p>');
    editConfig(project, (config) => {
      config.output = { routeHtml: 'fallback' };
    });
    const { warnings } = await build({ config: 'docs.config.json', out: 'site', cwd: project.dir });
    expect(warnings.map((w) => w.message)).toEqual([expect.stringContaining('the 200.html that docsgen writes')]);
    expect(project.read('site/200.html')).not.toContain('outro');
  });

  it('writes a fallback shell that runs the viewer with the chrome, and says nothing that holds for one route only', async () => {
    const project = await buildWith('fallback');
    const shell = project.read('site/200.html');
    expect(shell).toContain('<title>Portal de Teste | um site pequeno para os testes</title>');
    expect(shell).toMatch(/<meta name="docsgen-manifest" content="\/manifest\.[0-9a-f]+\.json">/);
    expect(shell).toContain('<header class="navbar">');
    expect(shell).toContain('<main id="main" tabindex="-1"></main>');
    for (const routeOnly of ['rel="canonical"', 'name="robots"', 'data-route='])
      expect(shell, routeOnly).not.toContain(routeOnly);
    // It preloads what every route needs first, the manifest, and nothing of one route.
    expect(shell.match(/<link rel="preload"[^>]*>/g)).toEqual([
      expect.stringMatching(/^<link rel="preload" href="\/manifest\.[0-9a-f]+\.json" as="fetch" crossorigin>$/),
    ]);
    // The not-found shell stays what it was: not found, and not to be indexed.
    expect(project.read('site/404.html')).toContain('<meta name="robots" content="noindex">');
  });

  it('paints nothing and preloads nothing on a gated site, as its other shells', async () => {
    const project = tempProject();
    editConfig(project, (config) => {
      config.gate = { providerUrl: 'https://api.example.com/', mainAppUrl: 'https://app.example.com/entrar' };
    });
    await buildWith('fallback', project);
    const shell = project.read('site/200.html');
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain('rel="preload"');
  });

  it('creates fewer folders: only those files need, none per route', async () => {
    const every = tree((await buildWith('every')).file('site'));
    const fallback = tree((await buildWith('fallback')).file('site'));
    const folders = (files: string[]) => files.filter((f) => f.endsWith('/'));
    expect(folders(every)).toContain('docs/about/intro/');
    expect(folders(fallback)).not.toContain('docs/about/intro/');
    expect(folders(fallback).length).toBeLessThan(folders(every).length);
  });

  it("leaves none of a previous build's route files behind when a site switches to the fallback shell", async () => {
    const project = await buildWith('every');
    expect(fs.existsSync(project.file('site/docs/about/intro/index.html'))).toBe(true);
    // Twice: the second build recycles the first's folder (see StagedSite), which held every route's file.
    await buildWith('fallback', project);
    await buildWith('fallback', project);
    expect(tree(project.file('site')).filter((f) => f.endsWith('.html'))).toEqual([
      '200.html',
      '404.html',
      'index.html',
      'search/index.html',
    ]);
  });

  it("gives a translation its own fallback shell, and joins its routes to the root's map", async () => {
    const project = tempProject();
    editConfig(project, (config) => {
      config.locales = { en: { label: 'English', htmlLang: 'en', path: 'en' } };
    });
    await buildWith('fallback', project);
    expect(project.read('site/en/200.html')).toContain('<html lang="en"');
    const map = project.read('site/route-shells.map');
    expect(map).toContain('"/docs/about/intro" "/200.html";\n');
    expect(map).toContain('"/en/docs/about/intro" "/en/200.html";\n');
  });
});

describe('"routeHtml" by default, "every"', () => {
  it('writes every route its HTML file, no fallback shell, and an empty route-shells.map', async () => {
    const project = await buildWith(undefined);
    expect(fs.existsSync(project.file('site/docs/about/intro/index.html'))).toBe(true);
    expect(fs.existsSync(project.file('site/200.html'))).toBe(false);
    expect(project.read('site/route-shells.map')).toBe('');
  });

  it('refuses another value, and an unknown key, naming the key', () => {
    const project = tempProject();
    editConfig(project, (config) => {
      config.output = { routeHtml: 'some', routeHTML: 'fallback' };
    });
    const errors = configErrors(project.dir).join('\n');
    expect(errors).toContain('output.routeHtml');
    expect(errors).toContain('"every"');
    expect(errors).toContain('routeHTML');
  });
});
