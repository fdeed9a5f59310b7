import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguages } from '../../../cli/highlight/highlight.ts';
import { fenceLanguages } from '../../../cli/markdown/plugins/code-fence.ts';
import type { DiagramRef } from '../../../cli/core/render-env.ts';
import { renderDoc } from '../../../cli/markdown/render-doc.ts';
import { identity } from '../../helpers/identity-resolvers.ts';

beforeAll(() => loadLanguages(['js']));

/** Renders a page whose front matter takes 3 lines, with the diagrams it hands to the check and the blocks it highlights. */
function render(body: string) {
  const diagrams: DiagramRef[] = [];
  const highlighted: string[] = [];
  const highlight = (code: string, lang: string) => {
    highlighted.push(`${lang}: ${code}`);
    return '<pre>highlighted</pre>';
  };
  const { html } = renderDoc(
    { body, bodyLineOffset: 3 },
    { ...identity, highlight, checkDiagram: (d) => diagrams.push(d) },
  );
  return { html, diagrams, highlighted };
}

describe('mermaid fences', () => {
  it('become a diagram holding its source, escaped and open, instead of highlighted code', () => {
    const out = render('Antes.\n\n```mermaid\ngraph TD\n  A["<script>x</script> & co"] --> B\n```\n');
    expect(out.highlighted).toEqual([]);
    expect(out.html).toBe(
      '<p>Antes.</p>\n<div class="mermaid-diagram"><details class="mermaid-source" open><summary>Código do diagrama</summary>' +
        '<pre tabindex="0"><code>graph TD\n  A[&quot;&lt;script&gt;x&lt;/script&gt; &amp; co&quot;] --&gt; B</code></pre></details></div>\n',
    );
  });

  it("title the source in the site's interface language", () => {
    const { html } = renderDoc(
      { body: '```mermaid\npie\n```\n', bodyLineOffset: 0 },
      { ...identity, uiLanguage: 'en' },
    );
    expect(html).toContain('<summary>Diagram source</summary>');
  });

  it("hand each diagram to the check at its fence's opening line and column, in the file", () => {
    const out = render(
      '# Título\n\n```mermaid\nsequenceDiagram\n  A->>B: oi\n```\n\n- item\n\n  ~~~mermaid\n  pie\n  ~~~\n',
    );
    expect(out.diagrams).toEqual([
      { code: 'sequenceDiagram\n  A->>B: oi', line: 6, column: 1 },
      { code: 'pie', line: 13, column: 3 },
    ]);
  });

  it('are only fences whose language is exactly "mermaid", as in Docusaurus', () => {
    const out = render('```js\nconst a = 1;\n```\n\n```Mermaid\ngraph TD\n```\n');
    expect(out.diagrams).toEqual([]);
    expect(out.highlighted).toEqual(['js: const a = 1;', 'Mermaid: graph TD']);
  });

  it('need no grammar: the languages to load leave mermaid out', () => {
    expect(fenceLanguages('```mermaid\ngraph TD\n```\n\n```js\nx\n```\n')).toEqual(['js']);
  });

  it('render without a check where the page has none (a unit test, a category page)', () => {
    const { html } = renderDoc({ body: '```mermaid\ngraph TD\n```\n', bodyLineOffset: 0 }, identity);
    expect(html).toContain('<code>graph TD</code>');
  });
});
