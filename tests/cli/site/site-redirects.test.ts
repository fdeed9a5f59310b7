import { describe, expect, it } from 'vitest';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { redirectFileOf } from '../../../cli/site/redirects/site-redirects.ts';
import { REDIRECT_SCRIPT, redirectPage } from '../../../cli/site/redirects/redirect-page.ts';
import { formatDiagnostic, sortDiagnostics, type UserError } from '../../../cli/core/diagnostics.ts';
import { editConfig, tempProject, type EditableConfig, type TempProject } from '../../helpers/temp-project.ts';

async function compileWith(
  redirects: unknown,
  edit: (config: EditableConfig, project: TempProject) => void = () => {},
) {
  const project = tempProject();
  editConfig(project, (config) => {
    config.redirects = redirects;
    edit(config, project);
  });
  const loaded = loadConfig('docs.config.json', project.dir);
  const result = await compileSite(loaded, { drafts: false, cwd: project.dir });
  return { ...result, messages: sortDiagnostics(result.diagnostics).map(formatDiagnostic) };
}

describe('redirects', () => {
  it('writes a page per old address that keeps the hash, and the nginx include as 301s', async () => {
    const { site, messages } = await compileWith([
      { from: ['/docs/antigo', '/docs/velho/'], to: '/docs/about/intro#visão-geral' },
      { from: '/guia', to: '/docs/guide/first-steps' },
    ]);
    expect(messages).toEqual([]);
    const files = site!.generatedFiles;
    expect([...files.keys()].sort()).toEqual([
      'docs/antigo/index.html',
      'docs/velho/index.html',
      'guia/index.html',
      'nginx-redirects.conf',
    ]);
    const page = files.get('guia/index.html')!;
    expect(page).toContain('<link rel="canonical" href="https://docs.example.com/docs/guide/first-steps">');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/docs/guide/first-steps">');
    expect(page).toContain(`<script>${REDIRECT_SCRIPT}</script>`);
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(files.get('docs/antigo/index.html')).toContain('url=/docs/about/intro#visão-geral');
    expect(
      files
        .get('nginx-redirects.conf')!
        .split('\n')
        .filter((l) => l.startsWith('location')),
    ).toEqual([
      'location = "/docs/antigo" { return 301 "/docs/about/intro$is_args$args#vis%C3%A3o-geral"; }',
      'location = "/docs/antigo/" { return 301 "/docs/about/intro$is_args$args#vis%C3%A3o-geral"; }',
      'location = "/docs/velho" { return 301 "/docs/about/intro$is_args$args#vis%C3%A3o-geral"; }',
      'location = "/docs/velho/" { return 301 "/docs/about/intro$is_args$args#vis%C3%A3o-geral"; }',
      'location = "/guia" { return 301 "/docs/guide/first-steps$is_args$args"; }',
      'location = "/guia/" { return 301 "/docs/guide/first-steps$is_args$args"; }',
    ]);
  });

  it('keeps baseUrl in the pages and the nginx include, and writes an empty include without redirects', async () => {
    const based = await compileWith(
      [{ from: '/old', to: '/docs/about/intro' }],
      (config) => (config.baseUrl = '/portal/'),
    );
    expect(based.site!.generatedFiles.get('old/index.html')).toContain('url=/portal/docs/about/intro"');
    expect(based.site!.generatedFiles.get('nginx-redirects.conf')).toContain(
      'location = "/portal/old" { return 301 "/portal/docs/about/intro$is_args$args"; }',
    );
    const none = await compileWith(undefined);
    expect([...none.site!.generatedFiles.keys()]).toEqual(['nginx-redirects.conf']);
    expect(none.site!.generatedFiles.get('nginx-redirects.conf')).not.toContain('location');
  });

  it('checks every "to" like a link, at its key in the config', async () => {
    const { site, messages } = await compileWith([
      { from: '/a', to: '/docs/about/intr' },
      { from: '/b', to: '/docs/about/intro#nada' },
    ]);
    expect(site).toBeUndefined();
    expect(messages).toEqual([
      expect.stringMatching(
        /^docs\.config\.json:\d+:\d+: broken link to \/docs\/about\/intr: no page at \/docs\/about\/intr \(did you mean \/docs\/about\/intro\?\)$/,
      ),
      expect.stringMatching(/^docs\.config\.json:\d+:\d+: broken anchor #nada in link to \/docs\/about\/intro/),
    ]);
  });

  it('refuses a "from" that is a page of the site, naming both, and a "from" that is a file the build writes', async () => {
    const { site, messages } = await compileWith(
      [{ from: ['/docs/about/intro/', '/sitemap.xml', '/nginx-redirects.conf'], to: '/docs/guide/first-steps' }],
      (_config, project) => project.write('content/static/baixar/index.html', 'x'),
    );
    expect(site).toBeUndefined();
    expect(messages).toEqual([
      expect.stringMatching(
        /: redirect from \/docs\/about\/intro\/ would hide the page at \/docs\/about\/intro \(content\/docs\/about\/intro\.md\); remove the redirect or move the page$/,
      ),
      expect.stringMatching(
        /: redirect from \/sitemap\.xml would overwrite the site's file sitemap\.xml; remove the redirect or that file$/,
      ),
      expect.stringMatching(
        /: redirect from \/nginx-redirects\.conf would overwrite the site's file nginx-redirects\.conf/,
      ),
    ]);
    const statics = await compileWith([{ from: '/baixar', to: '/docs/about/intro' }], (_config, project) =>
      project.write('content/static/baixar/index.html', 'x'),
    );
    expect(statics.messages).toEqual([expect.stringMatching(/would overwrite the site's file baixar\/index\.html/)]);
  });

  it('keeps the first of two redirects from one address, with a warning, as Docusaurus does', async () => {
    const { site, messages } = await compileWith([
      { from: '/x', to: '/docs/about/intro' },
      { from: '/x/', to: '/docs/guide/first-steps' },
    ]);
    expect(messages).toEqual([
      expect.stringMatching(
        /^docs\.config\.json:\d+:\d+: warning: redirect from \/x\/ is already given \(to \/docs\/about\/intro\); this one is ignored/,
      ),
    ]);
    expect(site!.generatedFiles.get('x/index.html')).toContain('url=/docs/about/intro"');
  });

  it('refuses a "to" that leaves the site and a "from" that is not a path, at their keys', () => {
    const project = tempProject();
    editConfig(project, (config) => {
      config.redirects = [
        { from: ['/ok', 'sem-barra', '/a/../b', '/q?x=1'], to: 'https://outro.example.com/' },
        { from: '/y', to: '//outro.example.com' },
        { form: '/z', to: '/docs' },
      ];
    });
    let problems: string[] = [];
    try {
      loadConfig('docs.config.json', project.dir);
    } catch (e) {
      problems = (e as UserError).diagnostics.map((d) => d.message);
    }
    expect(problems).toEqual([
      expect.stringMatching(
        /^redirects\[0\]\.from\[1\]: expected a path of this site such as "\/docs\/old-page", without host, query or fragment, got "sem-barra"/,
      ),
      expect.stringMatching(/^redirects\[0\]\.from\[2\]: expected a path of this site/),
      expect.stringMatching(/^redirects\[0\]\.from\[3\]: expected a path of this site/),
      expect.stringMatching(
        /^redirects\[0\]\.to: expected a path of this site such as "\/docs\/new-page"; a redirect never leaves the site, got "https:\/\/outro\.example\.com\/"/,
      ),
      expect.stringMatching(/^redirects\[1\]\.to: expected a path of this site/),
      expect.stringMatching(/^redirects\[2\]\.from: missing required key/),
      'redirects[2].form: unknown key (did you mean "from"?)',
    ]);
  });

  it("says where the page went in the site's interface language", () => {
    const pt = redirectPage('/docs/novo', 'https://x.example.com/docs/novo', 'pt-BR');
    expect(pt).toContain('<title>Redirecionando…</title>');
    expect(pt).toContain('<p>Esta página mudou de endereço: <a href="/docs/novo">/docs/novo</a>.</p>');
    const en = redirectPage('/docs/new', 'https://x.example.com/docs/new', 'en-US');
    expect(en).toContain('<title>Redirecting…</title>');
    expect(en).toContain('<p>This page has moved to <a href="/docs/new">/docs/new</a>.</p>');
  });

  it('names the file of each address as Docusaurus does', () => {
    expect(redirectFileOf('/docs/antigo')).toBe('docs/antigo/index.html');
    expect(redirectFileOf('/docs/antigo/')).toBe('docs/antigo/index.html');
    expect(redirectFileOf('/caf%C3%A9')).toBe('café/index.html');
    expect(redirectFileOf('/velho.html')).toBe('velho.html/index.html');
  });
});
