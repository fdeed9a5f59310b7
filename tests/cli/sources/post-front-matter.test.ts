import { describe, expect, it } from 'vitest';
import { socialImage } from '../../../cli/page/compile-blog.ts';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { htmlShell } from '../../../cli/output/html-shell.ts';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';
import type { BlogPostPayload, PostListPayload } from '../../../format/site-format.ts';
import { tempProject, type TempProject } from '../../helpers/temp-project.ts';

async function compile(project: TempProject) {
  const result = await compileSite(loadConfig('docs.config.json', project.dir), { drafts: false, cwd: project.dir });
  const site = result.site!;
  const payloadAt = <T>(route: string) =>
    JSON.parse(site.payloadFiles.get(site.table.listings!.find((r) => r.path === route)!.payload)!) as T;
  return { site, messages: result.diagnostics.map(formatDiagnostic), payloadAt };
}

describe('blog post front matter in the built site', () => {
  it("cuts the list's excerpt at MDX's truncate marker, which is no MDX comment error", async () => {
    const project = tempProject('reader');
    project.write(
      'content/blog/2024-05-01-mdx.md',
      '---\ntitle: Marcador MDX\n---\n\nO resumo.\n\n{/* truncate */}\n\nO resto do post.\n',
    );
    const { messages, payloadAt } = await compile(project);
    expect(messages).toEqual([]);
    const summary = payloadAt<PostListPayload>('/blog').posts.find((p) => p.title === 'Marcador MDX')!;
    expect(summary.truncated).toBe(true);
    expect(summary.excerptHtml).toContain('O resumo.');
    expect(summary.excerptHtml).not.toContain('O resto');
  });

  it('gives a post its og:image, its own TOC levels, and warns of invalid UTF-8 as in docs', async () => {
    const project = tempProject('reader');
    project.write(
      'content/blog/2024-05-01-capa.md',
      '---\ntitle: Capa\nimage: img/capa.png\ntoc_max_heading_level: 4\n---\n\n## Dois\n\n### Três\n\n#### Quatro\n',
    );
    project.write(
      'content/blog/2024-05-02-latin.md',
      Buffer.concat([
        Buffer.from('---\ntitle: Latin\n---\n\nConfigura'),
        Buffer.from([0xe7, 0xe3]),
        Buffer.from('o\n'),
      ]),
    );
    const { site, messages, payloadAt } = await compile(project);
    expect(messages).toEqual([
      'content/blog/2024-05-02-latin.md:5:10: warning: invalid UTF-8 (byte 0xe7), shown as "\uFFFD"; save the file as UTF-8',
    ]);
    expect(payloadAt<BlogPostPayload>('/blog/2024/05/01/capa').toc.map((h) => h.text)).toEqual([
      'Dois',
      'Três',
      'Quatro',
    ]);
    const page = site.pages.find((p) => p.path === '/blog/2024/05/01/capa')!;
    expect(page.image).toBe('https://docs.example.com/img/capa.png');
    const shell = htmlShell(site.manifest, page, { manifestFile: 'm.json', scripts: [], styles: [] });
    expect(shell).toContain('<meta property="og:image" content="https://docs.example.com/img/capa.png">');
    expect(shell).toContain('<meta name="twitter:image" content="https://docs.example.com/img/capa.png">');
  });

  it('makes og:image absolute as Docusaurus does, and leaves out what it cannot resolve', () => {
    expect(socialImage('https://cdn.example.com/a.png', 'https://docs.example.com', '/portal/')).toBe(
      'https://cdn.example.com/a.png',
    );
    expect(socialImage('/img/a.png', 'https://docs.example.com', '/portal/')).toBe(
      'https://docs.example.com/portal/img/a.png',
    );
    expect(socialImage('./a.png', 'https://docs.example.com', '/')).toBeUndefined();
    expect(socialImage('javascript:alert(1)', 'https://docs.example.com', '/')).toBeUndefined();
  });
});
