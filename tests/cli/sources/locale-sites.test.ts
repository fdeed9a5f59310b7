import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { localeSites } from '../../../cli/sources/i18n/locale-sites.ts';
import { UserError } from '../../../cli/core/diagnostics.ts';
import { untranslatedNotice } from '../../../cli/site/page-notices.ts';

/** A project with this config (and a docs folder), and optional files beside it. */
function project(config: Record<string, unknown>, files: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-locales-'));
  const base = { title: 'T', url: 'https://x.example.com', version: { mainDocId: 'intro' }, sidebars: {} };
  const text = JSON.stringify({ ...base, navbar: { title: 'Site', items: [] }, ...config }, null, 2);
  fs.writeFileSync(path.join(dir, 'docs.config.json'), text);
  fs.mkdirSync(path.join(dir, 'content/docs'), { recursive: true });
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const sitesOf = (dir: string) => localeSites(loadConfig('docs.config.json', dir), dir);

describe('localeSites', () => {
  it('is the site as written without locales', () => {
    const { sites, diagnostics } = sitesOf(project({}));
    expect(sites).toHaveLength(1);
    expect(sites[0]!.i18n).toBeUndefined();
    expect(diagnostics).toEqual([]);
  });

  it("gives each locale Docusaurus's defaults: its own name as label, its name as path and language", () => {
    const { sites } = sitesOf(project({ locales: { en: {}, ar: { label: 'Árabe' } } }));
    expect(sites.map((s) => s.config.baseUrl)).toEqual(['/', '/en/', '/ar/']);
    expect(sites[1]!.config.locale).toEqual({
      label: 'English',
      direction: 'ltr',
      htmlLang: 'en',
      calendar: 'gregory',
      path: 'en',
    });
    expect(sites[2]!.config.locale).toMatchObject({ label: 'Árabe', direction: 'rtl', path: 'ar' });
    expect(sites[2]!.i18n?.translation).toEqual({ name: 'ar', defaultLabel: 'Português (Brasil)' });
  });

  it('reports two locales at one path, and a translation named as the default locale, at their keys', () => {
    const dir = project({ locales: { 'pt-BR': {}, en: { path: 'x' }, fr: { path: 'x' } } });
    const messages = sitesOf(dir).diagnostics.map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`);
    expect(messages).toEqual([
      'docs.config.json:13:14: locales: "pt-BR" is the default locale (locale.path); list only the translations beside it',
      'docs.config.json:18:15: locales.fr.path: "x" is also the path of "en"; expected a path of its own',
    ]);
  });

  it('refuses a path of more than one segment where it is written', () => {
    const dir = project({ locales: { en: { path: 'en/us' } } });
    expect(() => loadConfig('docs.config.json', dir)).toThrow(UserError);
    try {
      loadConfig('docs.config.json', dir);
    } catch (e) {
      expect((e as UserError).diagnostics.map((d) => `${d.line}:${d.column}: ${d.message}`)).toEqual([
        '14:15: locales.en.path: expected one URL segment such as "en", without "/", got "en/us"',
      ]);
    }
  });

  it('translates the navbar and footer labels, and says where a translation file is not JSON', () => {
    const dir = project(
      {
        locales: { en: {} },
        navbar: { title: 'Site', items: [{ label: 'Guia', to: '/docs/intro' }] },
        footer: { links: [{ label: 'Ajuda', to: '/docs/intro' }], copyright: '© Nós' },
      },
      {
        'i18n/en/docusaurus-theme-classic/navbar.json': '{"item.label.Guia": {"message": "Guide"}}',
        'i18n/en/docusaurus-theme-classic/footer.json': '{"link.item.label.Ajuda": "Help", "copyright": "© Us"',
      },
    );
    const { sites, diagnostics } = sitesOf(dir);
    expect(sites[1]!.config.navbar.items).toEqual([
      { type: 'link', label: 'Guide', to: '/docs/intro', position: 'left' },
    ]);
    // footer.json is not JSON: the footer stays as the config writes it.
    expect(sites[1]!.config.footer.copyright).toBe('© Nós');
    expect(diagnostics.map((d) => `${d.code} ${d.file}:${d.line}:${d.column}`)).toEqual([
      'translation-file i18n/en/docusaurus-theme-classic/footer.json:1:1',
    ]);
  });
});

describe('untranslatedNotice', () => {
  it("is in the translation's language when it has one, in pt-BR otherwise, and escapes the label", () => {
    expect(untranslatedNotice('en-US', 'Português')).toContain('This page is not translated yet.');
    expect(untranslatedNotice('fr', 'English')).toContain('pas encore traduite');
    expect(untranslatedNotice('de', '<b>')).toContain(
      'Página ainda não traduzida.</strong> Ela é mostrada no idioma original, &lt;b&gt;.',
    );
  });
});
