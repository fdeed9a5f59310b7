import { describe, expect, it } from 'vitest';
import { resolveLink, type LinkContext } from '../../../cli/links/resolve.ts';
import { blogMarkdownLookup } from '../../../cli/blog/compile-blog.ts';

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
    expect(pathOf('./authentication.md')).toMatchObject({ kind: 'missing-file', file: 'guide/authentication.md', tried: ['/docs/guide/authentication.md'] });
  });

  it('resolves a bare path from the docs folder, then the content folder, then the page folder', () => {
    expect(pathOf('about/authentication.md')).toBe('/docs/about/authentication');
    expect(pathOf('docs/about/authentication.md')).toBe('/docs/about/authentication');
    // Both docs/intro.md and guide/intro.md exist: the docs folder comes first.
    expect(pathOf('intro.md')).toBe('/docs/intro');
    expect(pathOf('first-steps.md')).toBe('/docs/guide/first-steps');
    expect(pathOf('nada.md')).toMatchObject({ kind: 'missing-file', file: 'guide/nada.md', tried: ['/docs/nada.md', '/nada.md', '/docs/guide/nada.md'] });
  });

  it('resolves /x.md from the docs folder, then the content folder, never from the page folder', () => {
    expect(pathOf('/about/authentication.md')).toBe('/docs/about/authentication');
    expect(pathOf('/docs/about/authentication.md')).toBe('/docs/about/authentication');
    expect(pathOf('/first-steps.md')).toMatchObject({ kind: 'missing-file', file: 'first-steps.md' });
  });

  it('reports a path above the docs folder as written', () => {
    expect(pathOf('../../fora.md')).toMatchObject({ kind: 'missing-file', file: '../fora.md' });
  });

  it('looks up a blog post\'s links in blog/ first, then in the content folder', () => {
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
