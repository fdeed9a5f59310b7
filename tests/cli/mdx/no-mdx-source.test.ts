import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { repoRoot } from '../../helpers/temp-project.ts';

/** Text a reader sees: the HTML less code blocks and inline code, where MDX source is what the page shows. */
function prose(html: string): string {
  return html.replace(/<pre[\s\S]*?<\/pre>/g, '').replace(/<code[\s\S]*?<\/code>/g, '');
}

/** MDX source that reached a page as text: a component's tag, or an import/export line. */
function mdxSource(html: string): string[] {
  const text = prose(html);
  return [
    ...text.matchAll(
      /&lt;\/?[A-Z][\w.]*[\s/&>]|<\/?[A-Z][\w.]*[\s/>]|^\s*(?:<p>)?(?:import|export)\s[^<\n]*\bfrom\b/gm,
    ),
  ].map((m) => m[0]);
}

describe('no page shows MDX source', () => {
  for (const config of [
    'docs.config.json',
    'tests/fixtures/mdx-pages/docs.config.json',
    'tests/fixtures/mdx/docs.config.json',
  ]) {
    it(`renders every construct of ${config} or reports it`, async () => {
      const { site, diagnostics } = await compileSite(loadConfig(config, repoRoot), { drafts: false, cwd: repoRoot });
      expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const pages = [...site!.payloadFiles].filter(([file]) => file.endsWith('.json'));
      expect(pages.length).toBeGreaterThan(1);
      for (const [file, json] of pages) {
        const html = (JSON.parse(json) as { html?: string }).html;
        if (html)
          expect({ file: path.basename(file), found: mdxSource(html) }).toEqual({
            file: path.basename(file),
            found: [],
          });
      }
    });
  }

  it('would catch a component or an import shown as text', () => {
    expect(mdxSource('<p>&lt;IonicIcon name="x" /&gt;</p>\n<p>import Tabs from \'@theme/Tabs\';</p>\n<Tabs>')).toEqual([
      '&lt;IonicIcon ',
      '<p>import Tabs from',
      '<Tabs>',
    ]);
    expect(
      mdxSource('<pre><code>&lt;Tabs&gt;\nimport x from "y"</code></pre><p>Use <code>&lt;Tabs&gt;</code>.</p>'),
    ).toEqual([]);
  });
});
