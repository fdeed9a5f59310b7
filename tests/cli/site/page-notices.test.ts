import { describe, expect, it } from 'vitest';
import { draftNotice, htmlUiStrings, unlistedNotice, withNotices } from '../../../cli/site/page-notices.ts';
import type { DocsVersion, RouteEntry } from '../../../format/site-format.ts';

const versions: DocsVersion[] = [
  { name: 'current', label: 'Próxima', path: '/docs/next', mainHref: '/docs/next/intro', banner: 'unreleased' },
  { name: '2.0', label: '2.0', path: '/docs', isLast: true, mainHref: '/docs/intro' },
  {
    name: '1.0',
    label: '1.0 <antiga>',
    path: '/docs/1.0',
    mainHref: '/docs/1.0/intro',
    banner: 'unmaintained',
    badge: true,
  },
];
const route = (entry: Partial<RouteEntry>): RouteEntry => ({
  path: '/x',
  docId: 'x',
  payload: 'data/x.json',
  ...entry,
});

describe('withNotices', () => {
  it("gives an old version's doc its banner, linking the same page in the last version, and its badge, escaped", () => {
    const [old] = withNotices(
      [route({ path: '/docs/1.0/guia', version: '1.0', alternates: { '2.0': '/docs/guia' } })],
      versions,
      { title: 'Portal & cia', htmlLang: 'pt-BR' },
      (path) => `/base${path}`,
    );
    expect(old!.notice).toBe(
      '<div class="banner banner-warning version-banner" role="note"><p>Esta é a documentação de uma versão que não é ' +
        'mais mantida de Portal &amp; cia (1.0 &lt;antiga&gt;).</p><p>Para a documentação atual, veja a ' +
        '<a href="/base/docs/guia">última versão</a> (2.0).</p></div><span class="version-badge">Versão: 1.0 &lt;antiga&gt;</span>',
    );
    // The menu: its own version's label, the same page where a version has it, else that version's first doc.
    expect(old!.versionMenu).toEqual({
      label: '1.0 <antiga>',
      items: [
        { label: 'Próxima', href: '/docs/next/intro' },
        { label: '2.0', href: '/base/docs/guia' },
        { label: '1.0 <antiga>', href: '/base/docs/1.0/guia' },
      ],
    });
  });

  it("puts the menu's own links (dropdownItemsBefore and dropdownItemsAfter) around the versions", () => {
    const [doc] = withNotices(
      [route({ path: '/docs/guia', version: '2.0' })],
      versions,
      { title: 'Portal', htmlLang: 'pt-BR' },
      (path) => path,
      undefined,
      { default: { before: [{ label: 'Arquivo', href: '/arquivo' }], after: [{ label: 'Todas', href: '/versoes' }] } },
    );
    expect(doc!.versionMenu!.items.map((item) => item.label)).toEqual([
      'Arquivo',
      'Próxima',
      '2.0',
      '1.0 <antiga>',
      'Todas',
    ]);
  });

  it("gives an instance's doc its own instance's versions, banner and menu, apart from the docs' of one name", () => {
    const community: DocsVersion[] = [
      {
        name: 'community/current',
        label: 'Next',
        path: '/community/next',
        mainHref: '/community/next/team',
        banner: 'unreleased',
        docsPluginId: 'community',
      },
      {
        name: 'community/1.0',
        label: '1.0',
        path: '/community',
        isLast: true,
        mainHref: '/community/team',
        docsPluginId: 'community',
      },
    ];
    const links = { before: [], after: [{ label: 'Arquivo', href: '/arquivo' }] };
    const [next, docs] = withNotices(
      [
        route({ path: '/community/next/team', version: 'community/current', alternates: { 'community/1.0': '/c' } }),
        route({ path: '/docs/1.0/guia', version: '1.0' }),
      ],
      [...versions, ...community],
      { title: 'Portal', htmlLang: 'pt-BR' },
      (path) => path,
      undefined,
      { community: links },
    );
    expect(next!.versionMenu).toEqual({
      label: 'Next',
      items: [
        { label: 'Next', href: '/community/next/team' },
        { label: '1.0', href: '/c' },
        { label: 'Arquivo', href: '/arquivo' },
      ],
      docsPluginId: 'community',
    });
    // The instance's current version is newer than its last, 1.0: its banner leads to the instance's page in 1.0.
    expect(next!.notice).toContain('<a href="/c">última versão</a> (1.0)');
    expect(docs!.versionMenu!.items.map((item) => item.label)).toEqual(['Próxima', '2.0', '1.0 <antiga>']);
    expect(docs!.versionMenu).not.toHaveProperty('docsPluginId');
  });

  it('notes an unlisted doc and a draft, and leaves a plain doc of a site without versions as it is', () => {
    const [unlisted, draft, plain] = withNotices(
      [route({ unlisted: true }), route({ draft: true }), route({})],
      undefined,
      { title: 'Portal', htmlLang: 'pt-BR' },
      (path) => path,
    );
    expect(unlisted!.notice).toBe(unlistedNotice(htmlUiStrings('pt-BR')));
    expect(draft!.notice).toBe(draftNotice(htmlUiStrings('pt-BR')));
    expect(plain).toEqual(route({}));
  });
});
