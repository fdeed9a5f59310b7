import { beforeAll, describe, expect, it } from 'vitest';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';
import { parseBlogPost } from '../../../cli/sources/posts/parse-post.ts';
import type { BlogPostPayload, PostListPayload } from '../../../format/site-format.ts';
import { editConfig, tempProject, type TempProject } from '../../helpers/temp-project.ts';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';

async function compile(project: TempProject, drafts = false) {
  const loaded = loadConfig('docs.config.json', project.dir);
  const result = await compileSite(loaded, { drafts, cwd: project.dir });
  return { ...result, errors: result.diagnostics.map(formatDiagnostic) };
}

function payloadAt<T>(site: NonNullable<Awaited<ReturnType<typeof compile>>['site']>, path: string): T {
  const route = site.table.listings!.find((r) => r.path === path)!;
  return JSON.parse(site.payloadFiles.get(route.payload)!) as T;
}

beforeAll(async () => {
  await ensureBuilt();
});

describe('blog stage', () => {
  it('highlights code in a language that only posts use', async () => {
    const project = tempProject('reader');
    project.write(
      'content/blog/2024-05-02-codigo.md',
      '---\ntitle: Código\n---\n\n```toml\n[safra]\nano = 2024\n```\n',
    );
    const { site, errors } = await compile(project);
    expect(errors).toEqual([]);
    const post = payloadAt<BlogPostPayload>(site!, '/blog/2024/05/02/codigo');
    expect(post.html).toContain('<span class="t-constant"> 2024</span>');
  });

  it('keeps a slug with ".." segments under /blog', () => {
    const route = (slug: string) =>
      parseBlogPost('p.md', '2024-05-01-p.md', `---\ntitle: P\nslug: ${slug}\n---\nTexto.\n`, new Map(), {
        route: '/blog',
        folder: 'blog',
      }).post!.route;
    expect(route('../../../fora')).toBe('/blog/fora');
    expect(route('/a/../b/')).toBe('/blog/b');
    expect(route('anuncio')).toBe('/blog/anuncio');
  });

  it('gives posts Docusaurus routes (date from the file name, or the slug) and lists, tags and archive pages', async () => {
    const project = tempProject('reader');
    project.write('content/blog/2024-05-01-com-slug.md', '---\ntitle: Com slug\nslug: /anuncio\n---\n\nTexto.\n');
    const { site, errors } = await compile(project);
    expect(errors).toEqual([]);
    const paths = site!.table.listings!.map((r) => `${r.kind} ${r.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'blog-post /blog/2024/01/10/primeiro-post',
        'blog-post /blog/anuncio',
        'blog-list /blog',
        'blog-list /blog/page/2',
        'blog-list /blog/tags/api',
        'tag-index /blog/tags',
        'blog-archive /blog/archive',
        'tag-index /docs/tags',
        'doc-tag /docs/tags/visão-geral',
      ]),
    );
    const first = payloadAt<PostListPayload>(site!, '/blog');
    expect(first.posts.map((p) => p.title)).toEqual(['Com slug', 'Terceiro post']);
    expect(first.olderHref).toBe('/blog/page/2');
    const post = payloadAt<BlogPostPayload>(site!, '/blog/2024/01/10/primeiro-post');
    expect(post.authors).toEqual([{ name: 'Ana Souza', title: 'Editora do portal' }]);
    expect(post.editUrl).toBe('https://git.example.com/portal/edit/main/content/blog/2024-01-10-primeiro-post.md');
    const second = payloadAt<PostListPayload>(site!, '/blog/page/2');
    expect(second.posts.find((p) => p.title === 'Primeiro post')).toMatchObject({ truncated: true });
    expect(second.posts.find((p) => p.title === 'Primeiro post')!.excerptHtml).not.toContain('Depois do corte');
  });

  it('reports broken links and anchors in posts, unknown authors and undated files together, with file and line', async () => {
    const project = tempProject('reader');
    project.write(
      'content/blog/2024-06-01-quebrado.md',
      '---\ntitle: Quebrado\nauthors: [carla]\n---\n\nVeja [isto](/docs/nao-existe) e [aquilo](/docs/about/intro#nada).\n',
    );
    project.write('content/blog/sem-data.md', '---\ntitle: Sem data\n---\n\nTexto.\n');
    const { site, errors } = await compile(project);
    expect(site).toBeUndefined();
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^content\/blog\/2024-06-01-quebrado\.md:3:11: front matter: author "carla" is not in blog\/authors\.yml/,
        ),
        'content/blog/2024-06-01-quebrado.md:6:13: broken link to /docs/nao-existe: no page at /docs/nao-existe',
        expect.stringMatching(
          /^content\/blog\/2024-06-01-quebrado\.md:6:\d+: broken anchor #nada in link to \/docs\/about\/intro/,
        ),
        'content/blog/sem-data.md:1:1: blog post without a date: name the file YYYY-MM-DD-slug.md or set "date" in front matter',
      ]),
    );
  });

  it('refuses a date that is not a day of the calendar, in front matter or in the file name', async () => {
    const project = tempProject('reader');
    project.write(
      'content/blog/2024-06-01-data-errada.md',
      '---\ntitle: Data errada\ndate: 2024-13-45\n---\n\nTexto.\n',
    );
    project.write('content/blog/2024-02-31-nome-errado.md', '---\ntitle: Nome errado\n---\n\nTexto.\n');
    const { site, errors } = await compile(project);
    expect(site).toBeUndefined();
    expect(errors).toEqual(
      expect.arrayContaining([
        'content/blog/2024-06-01-data-errada.md:3:7: front matter: date: expected a date such as 2024-03-05, got "2024-13-45"',
        "content/blog/2024-02-31-nome-errado.md:1:1: the file name's date 2024-02-31 is not a day of the calendar; expected one such as 2024-03-05",
      ]),
    );
  });

  it("publishes an MDX post, with its partial, and cuts its excerpt at MDX's truncate comment", async () => {
    const project = tempProject('reader');
    project.write('content/blog/_nota.mdx', 'Nota para {props.quem}.\n');
    project.write(
      'content/blog/2024-06-02-abas.mdx',
      '---\ntitle: Abas\n---\nimport Nota from \'./_nota.mdx\';\n\nResumo <kbd>curto</kbd>.\n\n{/* truncate */}\n\n<Nota quem="leitores" />\n',
    );
    const { site, errors } = await compile(project);
    expect(errors).toEqual([]);
    const post = payloadAt<{ html: string }>(site!, '/blog/2024/06/02/abas');
    expect(post.html).toContain('<p>Resumo <kbd>curto</kbd>.</p>');
    expect(post.html).toContain('<p>Nota para leitores.</p>');
    const list = payloadAt<{ posts: { title: string; excerptHtml: string; truncated: boolean }[] }>(site!, '/blog');
    const listed = list.posts.find((p) => p.title === 'Abas')!;
    expect(listed.truncated).toBe(true);
    expect(listed.excerptHtml).not.toContain('Nota para');
  });

  it('checks links from docs to blog routes, and leaves drafts out unless asked', async () => {
    const project = tempProject('reader');
    project.write('content/blog/2024-07-01-rascunho.md', '---\ntitle: Rascunho\ndraft: true\n---\n\nTexto.\n');
    project.write(
      'content/docs/guide/news.md',
      '---\ntitle: Notícias\n---\n\nLeia o [blog](/blog) e o [post](/blog/2024/03/30/terceiro-post).\n',
    );
    const production = await compile(project);
    expect(production.errors).toEqual([]);
    expect(production.site!.table.listings!.some((r) => r.path === '/blog/2024/07/01/rascunho')).toBe(false);
    const development = await compile(project, true);
    expect(development.site!.table.listings!.some((r) => r.path === '/blog/2024/07/01/rascunho')).toBe(true);
  });

  it('renders the announcement bar from inline Markdown without raw HTML and checks its links', async () => {
    const project = tempProject('reader');
    editConfig(project, (c) => (c.announcementBar = { id: 'x', content: 'Leia <b>isto</b> e [aquilo](/docs/sumiu).' }));
    const { errors } = await compile(project);
    expect(errors).toEqual([expect.stringMatching(/^docs\.config\.json:\d+:\d+: broken link to \/docs\/sumiu/)]);
    editConfig(
      project,
      (c) => (c.announcementBar = { id: 'x', content: 'Leia <b>isto</b> e [aquilo](/docs/about/intro).' }),
    );
    const { site } = await compile(project);
    expect(site!.manifest.announcementBar).toEqual({
      id: 'x',
      isCloseable: true,
      html: 'Leia &lt;b&gt;isto&lt;/b&gt; e <a href="/docs/about/intro">aquilo</a>.',
    });
  });

  it('keeps existing configs valid: reader options take their defaults', async () => {
    const { site } = await compile(tempProject('basic'));
    expect(site!.manifest.colorMode).toEqual({
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    });
    expect(site!.manifest.navbar.hideOnScroll).toBeUndefined();
    expect(site!.manifest.announcementBar).toBeUndefined();
    expect(site!.manifest.blog).toBeUndefined();
  });
});
