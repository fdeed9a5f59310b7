import { describe, expect, it } from 'vitest';
import { renderDetails } from '../../../../cli/mdx/components/details.ts';

describe('renderDetails', () => {
  it('renders the Docusaurus documentation example: a summary and Markdown content, closed', () => {
    const html = renderDetails({ summaryHtml: 'Toggle me!', bodyHtml: '<div>This is the detailed content</div>' });
    expect(html).toBe(
      '<details class="details alert alert--info">\n<summary>Toggle me!</summary>\n<div class="details-content">\n<div>This is the detailed content</div>\n</div>\n</details>',
    );
  });

  it('keeps the summary as rendered HTML', () => {
    expect(renderDetails({ summaryHtml: '<strong>Resposta</strong>', bodyHtml: '' })).toContain(
      '<summary><strong>Resposta</strong></summary>',
    );
  });

  it('shows "Detalhes" without a summary, where Docusaurus shows "Details"', () => {
    expect(renderDetails({ summaryHtml: undefined, bodyHtml: '<p>x</p>' })).toContain('<summary>Detalhes</summary>');
  });

  it('is open when asked, and adds the className after the Docusaurus classes, escaped', () => {
    const html = renderDetails({ summaryHtml: 'S', bodyHtml: '', open: true, className: 'faq "x"' });
    expect(html.startsWith('<details class="details alert alert--info faq &quot;x&quot;" open>')).toBe(true);
  });
});
