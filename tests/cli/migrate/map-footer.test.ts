import { describe, expect, it } from 'vitest';
import { mapFooter } from '../../../cli/migrate/map-navbar.ts';
import { formatNote, Notes } from '../../../cli/migrate/notes.ts';

const context = { firstDocOfSidebar: () => undefined, siteTitle: 'Redux' };

describe('migrate: the footer', () => {
  it('keeps an item whose type Docusaurus ignores there as a plain link, and names what it leaves out', () => {
    const notes = new Notes('docusaurus.config.ts');
    // Redux's footer (website/docusaurus.config.ts): footer items have no types in Docusaurus, so these are links.
    const footer = mapFooter(
      {
        links: [
          {
            title: 'Docs',
            items: [
              { label: 'Usage Guide', type: 'doc', to: 'usage' },
              { label: 'API Reference', type: 'doc', to: 'api/api-reference' },
              { label: 'GitHub', href: 'https://github.com/reduxjs/redux' },
              { html: '<a href="https://www.netlify.com">Netlify</a>' },
            ],
          },
        ],
      },
      'themeConfig.footer',
      notes,
      context,
    );
    expect(footer?.links).toEqual([
      { label: 'Usage Guide', to: '/usage' },
      { label: 'API Reference', to: '/api/api-reference' },
      { label: 'GitHub', href: 'https://github.com/reduxjs/redux' },
    ]);
    expect(notes.list.map(formatNote)).toEqual([
      'docusaurus.config.ts: themeConfig.footer.links[0].items[3]: footer items given as HTML are left out; use ' +
        '{ label, to } or { label, href }',
      'docusaurus.config.ts: themeConfig.footer.links: the footer columns were flattened into one row of links; ' +
        'their titles are not shown',
    ]);
  });

  it('takes the HTML out of a copyright, which docsgen shows as text, and decodes its entities', () => {
    const notes = new Notes('docusaurus.config.js');
    const copyright = 'Copyright &copy; 2026 Exemplo.<br/>Feito com <a href="https://docusaurus.io">Docusaurus</a>.';
    expect(mapFooter({ copyright }, 'themeConfig.footer', notes, context)?.copyright).toBe(
      'Copyright © 2026 Exemplo. Feito com Docusaurus.',
    );
    expect(notes.list.map(formatNote)).toEqual([
      "docusaurus.config.js: themeConfig.footer.copyright: HTML tags were taken out of the copyright: docsgen's footer " +
        'shows it as text',
    ]);
    const plain = new Notes('docusaurus.config.js');
    expect(mapFooter({ copyright: 'Pagamentos S.A.' }, 'themeConfig.footer', plain, context)?.copyright).toBe(
      'Pagamentos S.A.',
    );
    expect(plain.list).toEqual([]);
  });
});
