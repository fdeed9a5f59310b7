import { describe, expect, it } from 'vitest';
import { docsLookup, hrefFor, resolveLink, servedUrlPath, type LinkContext } from '../../../cli/site/links/resolve.ts';
import { blogMarkdownLookup } from '../../../cli/page/compile-blog.ts';

const docs: LinkContext = {
  fromRoute: '/docs/guide/first-steps',
  fromRelPath: 'guide/first-steps.md',
  routeByRelPath: new Map([
    ['intro.md', '/docs/intro'],
    ['guide/intro.md', '/docs/guide/intro'],
    ['guide/first-steps.md', '/docs/guide/first-steps'],
    ['about/authentication.md', '/docs/about/authentication'],
  ]),
  baseUrl: '/',
};
const pathOf = (href: string, ctx = docs) => {
  const target = resolveLink(href, ctx);
  return target.kind === 'page' ? target.path : target;
};

describe('Markdown links, looked up as Docusaurus 3.8 does', () => {
  it('resolves ./ and ../ from the page folder only', () => {
    expect(pathOf('./intro.md')).toBe('/docs/guide/intro');
    expect(pathOf('../about/authentication.md#x')).toBe('/docs/about/authentication');
    expect(pathOf('./authentication.md')).toMatchObject({
      kind: 'missing-file',
      file: 'guide/authentication.md',
      tried: ['/docs/guide/authentication.md'],
    });
  });

  it('resolves a bare path from the docs folder, then the content folder, then the page folder', () => {
    expect(pathOf('about/authentication.md')).toBe('/docs/about/authentication');
    expect(pathOf('docs/about/authentication.md')).toBe('/docs/about/authentication');
    // Both docs/intro.md and guide/intro.md exist: the docs folder comes first.
    expect(pathOf('intro.md')).toBe('/docs/intro');
    expect(pathOf('first-steps.md')).toBe('/docs/guide/first-steps');
    expect(pathOf('nada.md')).toMatchObject({
      kind: 'missing-file',
      file: 'guide/nada.md',
      tried: ['/docs/nada.md', '/nada.md', '/docs/guide/nada.md'],
    });
  });

  it('resolves /x.md from the docs folder, then the content folder, never from the page folder', () => {
    expect(pathOf('/about/authentication.md')).toBe('/docs/about/authentication');
    expect(pathOf('/docs/about/authentication.md')).toBe('/docs/about/authentication');
    expect(pathOf('/first-steps.md')).toMatchObject({ kind: 'missing-file', file: 'first-steps.md' });
  });

  it('reports a path above the docs folder as written', () => {
    expect(pathOf('../../fora.md')).toMatchObject({ kind: 'missing-file', file: '../fora.md' });
  });

  it('takes a folder beside the docs folder whose name starts like it for what it is, not for a docs folder', () => {
    const ctx = { ...docs, routeByRelPath: new Map([...docs.routeByRelPath, ['old/x.md', '/docs/old/x']]) };
    expect(pathOf('../../docs-old/x.md', ctx)).toMatchObject({ kind: 'missing-file', file: '../docs-old/x.md' });
    expect(pathOf('../old/x.md', ctx)).toBe('/docs/old/x');
  });

  it("looks up a blog post's links in blog/ first, then in the content folder", () => {
    const blog: LinkContext = {
      fromRoute: '/blog/2024/01/01/post',
      fromRelPath: 'blog/2024-01-01-post.md',
      routeByRelPath: new Map([
        ['docs/about/authentication.md', '/docs/about/authentication'],
        ['blog/2024-02-01-outro.md', '/blog/2024/02/01/outro'],
      ]),
      baseUrl: '/',
      markdownLookup: blogMarkdownLookup('/blog'),
    };
    expect(pathOf('2024-02-01-outro.md', blog)).toBe('/blog/2024/02/01/outro');
    expect(pathOf('/docs/about/authentication.md', blog)).toBe('/docs/about/authentication');
    expect(pathOf('../docs/about/authentication.md', blog)).toBe('/docs/about/authentication');
  });
});

describe('extension-less links, resolved against the URL the page is served at (Docusaurus 3.8.1 brokenLinks.ts)', () => {
  // guia/ti/ti.md is a category index (a doc named like its folder): its route is /docs/guia/ti.
  const index = (trailingSlash: boolean | undefined): LinkContext => ({
    fromRoute: '/docs/guia/ti',
    fromUrlPath: servedUrlPath('/docs/guia/ti', true, trailingSlash),
    fromRelPath: 'guia/ti/ti.md',
    routeByRelPath: new Map(),
    baseUrl: '/',
  });
  const plain = (trailingSlash: boolean | undefined): LinkContext => ({
    ...index(trailingSlash),
    fromRoute: '/docs/guia/conhecer',
    fromUrlPath: servedUrlPath('/docs/guia/conhecer', false, trailingSlash),
  });

  it('serves an index page under its slash unless trailingSlash is false, and every page under one when it is true', () => {
    expect(servedUrlPath('/docs/guia/ti', true, undefined)).toBe('/docs/guia/ti/');
    expect(servedUrlPath('/docs/guia/ti', true, false)).toBe('/docs/guia/ti');
    expect(servedUrlPath('/docs/guia/conhecer', false, undefined)).toBe('/docs/guia/conhecer');
    expect(servedUrlPath('/docs/guia/conhecer', false, true)).toBe('/docs/guia/conhecer/');
    expect(servedUrlPath('/', true, false)).toBe('/');
  });

  it('from an index page, "./x" is beside the page\'s own folder, unless trailingSlash is false', () => {
    expect(pathOf('./conhecer', index(undefined))).toBe('/docs/guia/ti/conhecer');
    expect(pathOf('../../outra-pagina#secao', index(undefined))).toBe('/docs/outra-pagina');
    expect(pathOf('./conhecer', index(false))).toBe('/docs/guia/conhecer');
    expect(pathOf('../../outra-pagina#secao', index(false))).toBe('/outra-pagina');
    expect(pathOf('./conhecer', index(true))).toBe('/docs/guia/ti/conhecer');
  });

  it('from another page, "./x" is its sibling, unless trailingSlash is true', () => {
    expect(pathOf('./ti', plain(undefined))).toBe('/docs/guia/ti');
    expect(pathOf('./ti', plain(false))).toBe('/docs/guia/ti');
    expect(pathOf('./ti', plain(true))).toBe('/docs/guia/conhecer/ti');
  });

  it("resolves .md links from the source file's folder, whatever the URL", () => {
    const ctx: LinkContext = {
      ...index(true),
      routeByRelPath: new Map([['guia/conhecer.md', '/docs/guia/conhecer']]),
      markdownLookup: docsLookup('/docs'),
    };
    expect(pathOf('../conhecer.md', ctx)).toBe('/docs/guia/conhecer');
  });

  it("writes the href with baseUrl and the site's trailing slash, keeping query and hash", () => {
    const target = resolveLink('/docs/guia/conhecer?x=1#se%C3%A7%C3%A3o', index(true));
    expect(target).toMatchObject({ kind: 'page', path: '/docs/guia/conhecer', hash: 'seção' });
    expect(hrefFor(target, '', { baseUrl: '/portal/', trailingSlash: true })).toBe(
      '/portal/docs/guia/conhecer/?x=1#se%C3%A7%C3%A3o',
    );
    expect(hrefFor(target, '', { baseUrl: '/portal/', trailingSlash: false })).toBe(
      '/portal/docs/guia/conhecer?x=1#se%C3%A7%C3%A3o',
    );
  });
});
