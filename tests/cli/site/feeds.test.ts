import { describe, expect, it } from 'vitest';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { feedTypes } from '../../../cli/sources/config/feed-options.ts';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';
import { htmlShell } from '../../../cli/output/html-shell.ts';
import { editConfig, tempProject, type EditableConfig, type TempProject } from '../../helpers/temp-project.ts';
import { xmlProblems } from '../../helpers/xml-well-formed.ts';

async function feedsOf(edit: (config: EditableConfig, project: TempProject) => void = () => {}) {
  const project = tempProject('reader');
  editConfig(project, (config) => edit(config, project));
  const result = await compileSite(loadConfig('docs.config.json', project.dir), { drafts: false, cwd: project.dir });
  expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
  const site = result.site!;
  return { site, file: (name: string) => site.generatedFiles.get(name) };
}

const HOSTILE = 'Preço < 10 & "aspas" \'simples\' ]]> <script>alert(1)</script> \u0007';

describe('blog feeds', () => {
  it('writes RSS and Atom by default, as Docusaurus does, with absolute URLs and the listed posts newest first', async () => {
    const { site, file } = await feedsOf();
    expect([...site.generatedFiles.keys()].filter((f) => f.startsWith('blog/'))).toEqual([
      'blog/rss.xml',
      'blog/atom.xml',
    ]);
    const rss = file('blog/rss.xml')!;
    expect(xmlProblems(rss)).toEqual([]);
    expect([...rss.matchAll(/<item>\n<title>([^<]*)<\/title>/g)].map((m) => m[1])).toEqual([
      'Terceiro post',
      'Segundo post',
      'Primeiro post',
    ]);
    expect(rss).toContain('<link>https://docs.example.com/blog/2024/03/30/terceiro-post</link>');
    expect(rss).toContain('<title>Portal do Leitor Blog</title>');
    expect(rss).toContain(
      '<atom:link href="https://docs.example.com/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(rss).toContain('<pubDate>Sat, 30 Mar 2024 00:00:00 GMT</pubDate>');
    expect(rss).toContain('<dc:creator>Ana Souza</dc:creator>\n<dc:creator>Bruno Lima</dc:creator>');
    expect(rss).toContain('<category>novidades</category>');
    // The whole body, past the truncate marker, with its links on the production origin.
    expect(rss).toContain('href=&quot;https://docs.example.com/docs/about/configuration#explicit-id&quot;');
    expect(rss).toContain('href=&quot;https://docs.example.com/docs/guide/first-steps&quot;');
    expect(rss).not.toContain('Post escondido');
    const atom = file('blog/atom.xml')!;
    expect(xmlProblems(atom)).toEqual([]);
    expect(atom).toContain('<updated>2024-03-30T00:00:00.000Z</updated>');
    expect(atom).toContain('<author><name>Ana Souza</name></author>');
    expect(atom).toContain('<category label="api" term="api"/>');
  });

  it('follows feedOptions: type, title, description, copyright, limit and language, under baseUrl', async () => {
    const { site, file } = await feedsOf((config) => {
      config.baseUrl = '/portal/';
      config.blog = {
        ...config.blog,
        feedOptions: {
          type: 'all',
          title: 'Novidades',
          description: 'O que mudou',
          copyright: '© Agro',
          limit: 2,
          language: 'pt',
        },
      };
    });
    expect([...site.generatedFiles.keys()].filter((f) => f.startsWith('blog/'))).toEqual([
      'blog/rss.xml',
      'blog/atom.xml',
      'blog/feed.json',
    ]);
    const rss = file('blog/rss.xml')!;
    expect(rss).toContain(
      '<title>Novidades</title>\n<link>https://docs.example.com/portal/blog</link>\n<description>O que mudou</description>',
    );
    expect(rss).toContain('<language>pt</language>');
    expect(rss).toContain('<copyright>© Agro</copyright>');
    expect(rss.match(/<item>/g)).toHaveLength(2);
    const json = JSON.parse(file('blog/feed.json')!);
    expect(json).toMatchObject({
      version: 'https://jsonfeed.org/version/1',
      title: 'Novidades',
      home_page_url: 'https://docs.example.com/portal/blog',
    });
    expect(json.items.map((i: { id: string }) => i.id)).toEqual([
      'https://docs.example.com/portal/blog/2024/03/30/terceiro-post',
      'https://docs.example.com/portal/blog/2024/02/20/segundo-post',
    ]);
    expect(json.items[1].author).toEqual({ name: 'Ana Souza' });
    expect(site.feedLinks).toEqual([
      { mediaType: 'application/rss+xml', href: '/portal/blog/rss.xml', title: 'Novidades RSS Feed' },
      { mediaType: 'application/atom+xml', href: '/portal/blog/atom.xml', title: 'Novidades Atom Feed' },
      { mediaType: 'application/json', href: '/portal/blog/feed.json', title: 'Novidades JSON Feed' },
    ]);
    const shell = htmlShell(site.manifest, null, {
      manifestFile: 'm.json',
      scripts: [],
      styles: [],
      feedLinks: site.feedLinks,
    });
    expect(shell).toContain(
      '<link rel="alternate" type="application/rss+xml" href="/portal/blog/rss.xml" title="Novidades RSS Feed">',
    );
  });

  it('escapes everything a post or the config can put in a feed', async () => {
    const { file } = await feedsOf((config, project) => {
      config.blog = { ...config.blog, feedOptions: { type: 'all', title: HOSTILE, copyright: HOSTILE } };
      project.write(
        'content/blog/2024-05-01-hostil.md',
        `---\ntitle: ${JSON.stringify(HOSTILE)}\ndescription: ${JSON.stringify(HOSTILE)}\ntags: [${JSON.stringify(HOSTILE)}]\nauthors:\n  - name: ${JSON.stringify(HOSTILE)}\n    url: https://x.example/?a=1&b=2\n---\n\nTexto com \`<b>&amp;</b>\` e [link](https://x.example/?a=1&b=2).\n`,
      );
    });
    for (const name of ['blog/rss.xml', 'blog/atom.xml']) {
      const text = file(name)!;
      expect(xmlProblems(text), name).toEqual([]);
      expect(text).not.toContain('<script>');
      expect(text).not.toContain('\u0007');
    }
    const json = JSON.parse(file('blog/feed.json')!);
    expect(json.items[0].title).toBe(HOSTILE);
  });

  it('has a checker that refuses what an unescaped feed would hold', () => {
    expect(xmlProblems('<?xml version="1.0"?>\n<a><b>ok &amp; &#233;</b><c x="1"/></a>\n')).toEqual([]);
    expect(xmlProblems('<a>1 < 2</a>')).toEqual(['raw "<" at offset 5']);
    expect(xmlProblems('<a>P & D</a>')).toEqual(['bad entity & in text before offset 8']);
    expect(xmlProblems('<a><b></a>')).toEqual(['</a> closes <b>', 'never closed: a']);
    expect(xmlProblems('<a/><b/>')).toEqual(['expected one root element, got 2']);
  });

  it('writes no feed with type null, and none for a blog without listed posts', async () => {
    const off = await feedsOf((config) => (config.blog = { ...config.blog, feedOptions: { type: null } }));
    expect([...off.site.generatedFiles.keys()].filter((f) => f.startsWith('blog/'))).toEqual([]);
    expect(off.site.feedLinks).toEqual([]);
    expect(feedTypes(['json', 'json'])).toEqual(['json']);
    expect(feedTypes('atom')).toEqual(['atom']);
  });
});
