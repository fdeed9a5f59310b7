import { describe, expect, it } from 'vitest';
import { checkLinks, type LinkSite } from '../../../cli/site/links/check-links.ts';
import { type LinkContext, resolveLink } from '../../../cli/site/links/resolve.ts';
import { compile } from '../pipeline/compile-kit.ts';
import { tempProject } from '../../helpers/temp-project.ts';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';

const context: LinkContext = {
  fromRoute: '/docs/api/intro',
  fromRelPath: 'api/intro.md',
  routeByRelPath: new Map([
    ['api/intro.md', '/docs/api/intro'],
    ['about/authentication.md', '/docs/about/authentication'],
  ]),
  baseUrl: '/',
};
const graph = {
  routes: new Set(['/', '/search', '/docs/api/intro', '/docs/about/authentication']),
  anchorsByRoute: new Map([
    ['/docs/api/intro', new Set(['visão-geral'])],
    ['/docs/about/authentication', new Set(['autenticação', 'token-de-acesso'])],
  ]),
};
const check = (href: string) =>
  checkLinks([{ file: 'content/docs/api/intro.md', line: 12, column: 5, href, context } satisfies LinkSite], graph).map(
    formatDiagnostic,
  );

describe('link checker', () => {
  it('reports a link that names a page in another case as broken, as Docusaurus does, and checks its anchor on that page', () => {
    expect(check('/docs/About/Authentication#token-de-acesso')).toEqual([
      'content/docs/api/intro.md:12:5: broken link to /docs/About/Authentication#token-de-acesso: no page at /docs/About/Authentication; the page is /docs/about/authentication, in another letter case: write it that way',
    ]);
    expect(check('/docs/About/Authentication#nada')).toEqual([
      expect.stringContaining(
        'broken link to /docs/About/Authentication#nada: no page at /docs/About/Authentication; the page is /docs/about/authentication',
      ),
      expect.stringContaining('broken anchor #nada in link to /docs/About/Authentication'),
    ]);
  });

  it('reports broken links or anchors as warnings where the config says "warn", and as errors by default', () => {
    const sites: LinkSite[] = ['/docs/nada', '#nada', '/docs/About/Authentication'].map((href) => ({
      file: 'content/docs/api/intro.md',
      line: 3,
      column: 1,
      href,
      context,
    }));
    const levels = (policy?: Parameters<typeof checkLinks>[2]) =>
      checkLinks(sites, graph, policy).map((d) => `${d.code} ${d.severity}`);
    expect(levels()).toEqual(['broken-link error', 'broken-anchor error', 'link-letter-case error']);
    expect(levels({ onBrokenLinks: 'error', onBrokenAnchors: 'warn' })).toEqual([
      'broken-link error',
      'broken-anchor warning',
      'link-letter-case error',
    ]);
    expect(levels({ onBrokenLinks: 'warn', onBrokenAnchors: 'error' })).toEqual([
      'broken-link warning',
      'broken-anchor error',
      'link-letter-case warning',
    ]);
  });

  it('accepts links to existing pages and anchors', () => {
    expect(check('/docs/about/authentication#token-de-acesso')).toEqual([]);
    expect(check('../about/authentication.md#autenticação')).toEqual([]);
    expect(check('#visão-geral')).toEqual([]);
    expect(check('https://example.com/nowhere')).toEqual([]);
  });

  it('reports a missing page', () => {
    expect(check('/docs/about/authenticaton')).toEqual([
      'content/docs/api/intro.md:12:5: broken link to /docs/about/authenticaton: no page at /docs/about/authenticaton (did you mean /docs/about/authentication?)',
    ]);
  });

  it('reports a missing Markdown file', () => {
    expect(check('../about/missing.md')).toEqual([
      'content/docs/api/intro.md:12:5: broken link to ../about/missing.md: no doc at about/missing.md',
    ]);
    expect(check('../about/autentication.md')).toEqual([
      'content/docs/api/intro.md:12:5: broken link to ../about/autentication.md: no doc at about/autentication.md (did you mean about/authentication.md?)',
    ]);
    expect(check('./authentication.md')).toEqual([
      'content/docs/api/intro.md:12:5: broken link to ./authentication.md: no doc at api/authentication.md (did you mean about/authentication.md?)',
    ]);
  });

  it('reports a missing anchor on another page', () => {
    expect(check('/docs/about/authentication#renovacao')).toEqual([
      'content/docs/api/intro.md:12:5: broken anchor #renovacao in link to /docs/about/authentication',
    ]);
  });

  it('reports a missing anchor on the same page', () => {
    expect(check('#visao')).toEqual(['content/docs/api/intro.md:12:5: broken anchor #visao on the same page']);
  });

  it('suggests the accented id when the accent is wrong', () => {
    expect(check('/docs/about/authentication#autenticacao')).toEqual([
      'content/docs/api/intro.md:12:5: broken anchor #autenticacao in link to /docs/about/authentication (did you mean #autenticação?)',
    ]);
  });

  it('treats a percent-encoded accent and a literal one as the same id', () => {
    expect(check('/docs/about/authentication#autentica%C3%A7%C3%A3o')).toEqual([]);
    expect(check('/docs/about/authentication#autentica\u0063\u0327\u0061\u0303o')).toEqual([]);
  });

  it('treats .html and index.html endings as the path without them', () => {
    expect(check('/docs/about/authentication.html#token-de-acesso')).toEqual([]);
    expect(check('/docs/about/authentication/index.html')).toEqual([]);
    expect(check('/docs/about/authentication/')).toEqual([]);
    expect(check('/docs/about/nothing.html')).toHaveLength(1);
  });

  it('takes a path with a dot for a page when a doc lives there', () => {
    const dotted: LinkContext = {
      ...context,
      routeByRelPath: new Map([...context.routeByRelPath, ['api/release-1.0.md', '/docs/api/release-1.0']]),
    };
    const routes = new Set([...graph.routes, '/docs/api/release-1.0']);
    const anchorsByRoute = new Map([...graph.anchorsByRoute, ['/docs/api/release-1.0', new Set(['novidades'])]]);
    const run = (href: string) =>
      checkLinks([{ file: 'f.md', line: 1, column: 1, href, context: dotted }], { routes, anchorsByRoute }).map(
        formatDiagnostic,
      );
    expect(run('/docs/api/release-1.0#novidades')).toEqual([]);
    expect(run('/docs/api/release-1.0#nada')).toEqual([
      'f.md:1:1: broken anchor #nada in link to /docs/api/release-1.0',
    ]);
    expect(run('/docs/api/release-2.0')).toEqual([]);
  });

  it('resolves relative paths against the page route', () => {
    expect(check('../about/authentication')).toEqual([]);
    expect(check('./nothing')).toEqual([
      'content/docs/api/intro.md:12:5: broken link to ./nothing: no page at /docs/api/nothing',
    ]);
  });

  it("checks a link at the target its page's render resolved, without resolving it again", () => {
    const site = {
      file: 'content/docs/api/intro.md',
      line: 1,
      column: 1,
      href: '/docs/api/intro#visão-geral',
      context,
    };
    expect(checkLinks([site], graph)).toEqual([]);
    // As a doc the cache reuses keeps it: the target is taken as the render had it.
    const target = { kind: 'page' as const, path: '/docs/api/intro', hash: 'outra', suffix: '#outra' };
    expect(checkLinks([{ ...site, target }], graph).map(formatDiagnostic)).toEqual([
      'content/docs/api/intro.md:1:1: broken anchor #outra on the same page',
    ]);
  });

  it("gives a compiled page's links the targets resolveLink gives them", async () => {
    const { state } = await compile(tempProject());
    const sites = state!.linkSites.filter((site) => site.target);
    expect(sites.length).toBeGreaterThan(5);
    for (const site of sites) expect(site.target).toEqual(resolveLink(site.href, site.context));
  });
});
