import { describe, expect, it } from 'vitest';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { memorySinks } from '../../../cli/pipeline/model.ts';
import { renderDocPage } from '../../../cli/page/doc-page.ts';
import { unpackSections } from '../../../cli/search/packed-sections.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { parseDoc } from '../../../cli/sources/doc.ts';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';
import { tempProject } from '../../helpers/temp-project.ts';

/** A compiled fixture's page context, as watch mode renders pages again with it. */
async function pageContext() {
  const project = tempProject();
  const { state } = await compileSite(loadConfig('docs.config.json', project.dir), {
    drafts: true,
    cwd: project.dir,
    sinks: memorySinks({ files: { to: 'memory', stableNames: true } }),
  });
  return { project, pages: state!.pages };
}

const doc = (relPath: string, source: string) => parseDoc(`content/docs/${relPath}`, relPath, source, '/docs').doc;

describe('renderDocPage', () => {
  it('gives the payload, the anchors at every route showing the page, its links and its search sections', async () => {
    const { pages } = await pageContext();
    const page = renderDocPage(
      doc('about/intro.md', '---\ntitle: Introdução\n---\n\n## Nova seção\n\n[x](./configuration.md)\n'),
      pages,
    );
    expect(page.routes).toEqual(['/docs/about/intro', '/docs']);
    expect([...page.anchors]).toEqual(['nova-seção']);
    expect(page.linkSites).toEqual([
      expect.objectContaining({ file: 'content/docs/about/intro.md', href: './configuration.md', line: 7, column: 5 }),
    ]);
    expect(JSON.parse(page.json)).toMatchObject({
      id: 'about/intro',
      title: 'Introdução',
      source: 'content/docs/about/intro.md',
      html: expect.stringContaining('href="/docs/about/configuration"'),
    });
    expect(unpackSections(page.search!).sections.map((s) => s.heading)).toContain('Nova seção');
    expect(page.diagnostics).toEqual([]);
  });

  it("leaves drafts and unlisted pages out of search, and reports the page's own problems", async () => {
    const { pages } = await pageContext();
    const draft = renderDocPage(
      doc('guide/first-steps.md', '---\ntitle: P\ndraft: true\n---\n\n![](./nada.png)\n'),
      pages,
    );
    expect(draft.search).toBeUndefined();
    expect(draft.routes).toEqual(['/docs/guide/first-steps']);
    expect(draft.diagnostics.map(formatDiagnostic)).toEqual([
      'content/docs/guide/first-steps.md:6:5: warning: image ./nada.png has no alt text; describe it for readers who cannot see it',
      expect.stringMatching(/^content\/docs\/guide\/first-steps\.md:6:5: missing file \.\/nada\.png/),
    ]);
    expect(
      renderDocPage(doc('guide/first-steps.md', '---\ntitle: P\nunlisted: true\n---\n\nTexto.\n'), pages).search,
    ).toBeUndefined();
  });
});
