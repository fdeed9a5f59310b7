/** The smallest docs.config.json the schema accepts, for tests that vary one part of it. */
export const minimalConfig = {
  title: 'T',
  url: 'https://docs.example.com',
  version: { mainDocId: 'about/intro' },
  navbar: { title: 'T', items: [] },
  home: { cta: { label: 'Começar', to: '/docs' }, entries: [] },
  sidebars: {},
};
