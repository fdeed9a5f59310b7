import { beforeAll, describe, expect, it } from 'vitest';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import type { PagePayload, SidebarItem } from '../../../format/site-format.ts';
import { repoRoot } from '../../helpers/temp-project.ts';
import type { CompiledSite } from '../../../cli/output/compiled-site.ts';

/** The routes of ../shared/spec/portal-spec.md, section 2, by sidebar, in the spec's order. */
const SPEC: Record<string, string[]> = {
  about: [
    '/docs/about/authentication',
    '/docs/about/authentication-postman',
    '/docs/about/general-information',
    '/docs/about/intro',
    '/docs/about/parameters',
  ],
  api: [
    '/docs/api/intro',
    ...['core', 'implement', 'indicator', 'map', 'map-exporter', 'monitoring', 'registry', 'report'].map(
      (n) => `/docs/api/interactives-apis/${n}`,
    ),
  ],
  apigraphql: ['/docs/apigraphql/intro', '/docs/apigraphql/interactives-apis/registry'],
  userguide: [
    '/docs/userguide/intro',
    ...[
      'app-appointments',
      'implement-register',
      'model-register',
      'monitoring',
      'reformulation',
      'remote-configuration',
    ].map((n) => `/docs/userguide/register-implement/${n}`),
  ],
};

function hrefs(items: SidebarItem[]): string[] {
  return items.flatMap((item) =>
    item.type === 'link'
      ? [item.href]
      : item.type === 'html'
        ? []
        : [...(item.href ? [item.href] : []), ...hrefs(item.items)],
  );
}

describe('the portal content covers the spec', () => {
  let site: CompiledSite;

  beforeAll(async () => {
    const result = await compileSite(loadConfig('docs.config.json', repoRoot), { drafts: false, cwd: repoRoot });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    site = result.site!;
  });

  it.each(Object.entries(SPEC))(
    'sidebar "%s" lists the spec routes in the spec order, the generated reference below them',
    (sidebar, routes) => {
      const listed = hrefs(site.table.sidebars[sidebar]!);
      const generated = (href: string) => href.startsWith(`/docs/${sidebar}/referencia/`);
      expect(listed.filter((href) => !generated(href))).toEqual(routes);
      expect(listed.slice(routes.length).every(generated)).toBe(true);
    },
  );

  it.each(Object.entries(SPEC).flatMap(([sidebar, routes]) => routes.map((route) => [route, sidebar])))(
    '%s exists in sidebar %s with a title and a body',
    (route, sidebar) => {
      const entry = site.table.routes.find((r) => r.path === route);
      expect(entry?.sidebar).toBe(sidebar);
      const payload = JSON.parse(site.payloadFiles.get(entry!.payload)!) as PagePayload;
      expect(payload.title.trim()).not.toBe('');
      expect(payload.html.replace(/<[^>]+>/g, '').trim().length).toBeGreaterThan(200);
    },
  );

  it('has the navbar, footer, home entries and main doc of the spec', () => {
    const { navbar, footer, home, version, site: info } = site.manifest;
    expect(
      navbar.items.map((i) => [
        i.type === 'docsVersionDropdown' ? undefined : i.label,
        i.type === undefined ? i.href : undefined,
      ]),
    ).toEqual([
      ['Docs', '/docs/about/intro'],
      ['API REST', '/docs/api/intro'],
      ['API GRAPHQL', '/docs/apigraphql/intro'],
      ['GUIA DO USUÁRIO', '/docs/userguide/intro'],
    ]);
    expect(footer.links.map((l) => l.href)).toEqual(['/docs/api/intro', '/docs/apigraphql/intro']);
    expect(footer.copyright).toContain('2022');
    expect(home?.entries).toHaveLength(4);
    expect(home?.cta).toMatchObject({ label: 'Começar', href: '/docs/about/intro' });
    expect(info.tagline).toBe('informações gerais sobre a plataforma');
    expect(info.titleDelimiter).toBe('|');
    expect(version).toMatchObject({ label: 'Next', isLast: true, mainDocId: 'about/intro' });
  });

  it('has a blog with at least three posts', () => {
    expect(site.table.routes.length).toBeGreaterThan(0);
    const posts = (site.table.listings ?? []).filter((l) => l.kind === 'blog-post');
    expect(posts.length).toBeGreaterThanOrEqual(3);
  });
});
