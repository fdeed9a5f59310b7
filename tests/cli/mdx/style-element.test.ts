import { describe, expect, it } from 'vitest';
import { renderDoc } from '../../../cli/markdown/render-doc.ts';
import type { MdxContext } from '../../../cli/mdx/mdx-context.ts';
import { identity } from '../../helpers/identity-resolvers.ts';

/** An MDX page's HTML and problems, with the config's `mdx.styleElements` and `markdown.rawHtml`. */
function mdx(body: string, styleElements?: 'scoped' | 'global', rawHtml: 'sanitize' | 'trusted' = 'sanitize') {
  const problems: string[] = [];
  const context: MdxContext = {
    file: '/site/docs/a.mdx',
    siteDir: '/site',
    ...(styleElements ? { styleElements } : {}),
  };
  const rendered = renderDoc(
    { body, bodyLineOffset: 0, mdx: true },
    {
      ...identity,
      htmlPolicy: { rawHtml, iframeHosts: [] },
      report: ({ line, column, message, severity }) => problems.push(`${line}:${column}: ${severity}: ${message}`),
    },
    () => context,
  );
  return { html: rendered.html, problems };
}

const PAGE =
  'Texto\n\n<style>{`\n.caixa { color: red }\nbody, h2 > a { margin: 0 }\n@media (max-width: 600px) { .caixa { color: blue } }\n@keyframes giro { from { opacity: 0 } }\n`}</style>\n';

describe('a <style> element of an MDX page', () => {
  it("styles the page's content only, its selectors under .markdown, with a warning saying so", () => {
    const { html, problems } = mdx(PAGE);
    expect(html).toBe(
      '<p>Texto</p>\n<style>.markdown .caixa{color:red}.markdown,.markdown h2>a{margin:0}@media(max-width:600px){.markdown .caixa{color:#00f}}@keyframes giro{0%{opacity:0}}</style>\n',
    );
    expect(problems).toEqual([
      expect.stringMatching(/^3:1: warning: <style> styles this page's content only .*"styleElements": "global"/),
    ]);
  });

  it('is kept as written, whole page and all, under mdx.styleElements "global"', () => {
    const { html, problems } = mdx('<style>{".caixa { color: red }"}</style>\n\nTexto\n', 'global');
    expect(html).toBe('<style>.caixa{color:red}</style>\n<p>Texto</p>\n');
    expect(problems).toEqual([]);
  });

  it('is removed when its CSS loads a URL, unless raw HTML is trusted', () => {
    const body = '<style>{"@import url(https://x.example/a.css); .a { background: url(/b.png) }"}</style>\n';
    expect(mdx(body).html).toBe('');
    expect(mdx(body).problems).toEqual([
      expect.stringMatching(/^1:1: warning: <style> was removed: its CSS loads a URL/),
    ]);
    expect(mdx(body, 'global', 'trusted').html).toContain('@import');
  });

  it('cannot close itself early: a "<" in its CSS stays inside the element', () => {
    const { html } = mdx('<style>{".a::after { content: \'</style><script>x()</script>\' }"}</style>\n', 'global');
    expect(html).not.toContain('<script>');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });
});
