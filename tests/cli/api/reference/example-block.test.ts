import { describe, expect, it } from 'vitest';
import { EXAMPLE_MAX_LINES, exampleBlock } from '../../../../cli/api/reference/code-block.ts';
import { highlightBlock, loadLanguages } from '../../../../cli/highlight/highlight.ts';
import { apiPtBR } from '../../../../format/ui-strings/api/pt-BR.ts';

/** A highlighter that shows what it was given: the code, as lines of a `pre`. */
const plain = (code: string) => `<pre>${code}</pre>`;

describe('exampleBlock', () => {
  it('shows an example of up to the line limit whole, without a note', () => {
    const code = JSON.stringify(Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, i])), null, 2);
    expect(code.split('\n').length).toBeLessThanOrEqual(EXAMPLE_MAX_LINES);
    const html = exampleBlock(plain, code, 'json', 'Exemplo 200', apiPtBR);
    expect(html).toContain(`<pre>${code}</pre>`);
    expect(html).not.toContain('api-example-cut');
  });

  it('cuts a longer example after the limit, and says how many lines it had', () => {
    const lines = Array.from({ length: 1_870 }, (_, i) => `<e${i}>https://x/${i}.png</e${i}>`);
    const html = exampleBlock(plain, lines.join('\n'), 'xml', 'Exemplo 200', apiPtBR);
    const shown = html.slice(html.indexOf('<pre>') + 5, html.indexOf('</pre>'));
    expect(shown.split('\n')).toEqual(lines.slice(0, EXAMPLE_MAX_LINES));
    expect(html).toContain(
      `<p class="api-example-cut">Exemplo encurtado: as primeiras ${EXAMPLE_MAX_LINES} de 1.870 linhas.</p>`,
    );
  });

  it("colours a long JSON example's first lines as shiki colours those lines, without handing them to shiki", async () => {
    await loadLanguages(['json']);
    const emojis = Object.fromEntries(
      Array.from({ length: 1_868 }, (_, i) => [`e${i}`, { url: `https://x/${i}.png` }]),
    );
    const code = JSON.stringify(emojis, null, 2);
    const html = exampleBlock(plain, code, 'json', 'Exemplo 200', apiPtBR);
    const head = code.split('\n').slice(0, EXAMPLE_MAX_LINES).join('\n');
    expect(html).toContain(highlightBlock(head, 'json', new Set()));
    expect(html).not.toContain('<pre>');
    expect(html).toContain('Exemplo encurtado');
  });
});
