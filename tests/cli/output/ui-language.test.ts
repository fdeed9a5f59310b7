import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { findViewerAssets } from '../../../cli/core/viewer-assets.ts';
import { prerenderPage, type PrerenderSite } from '../../../cli/output/prerender.ts';
import { shellWriter } from '../../../cli/output/html-shell.ts';
import type { Manifest, PagePayload } from '../../../format/site-format.ts';
import { en } from '../../../format/ui-strings/en.ts';
import { graphqlEn } from '../../../format/ui-strings/graphql/en.ts';
import { graphqlPtBR } from '../../../format/ui-strings/graphql/pt-BR.ts';
import { uiLanguageOf } from '../../../format/ui-strings/language.ts';
import { ptBR } from '../../../format/ui-strings/pt-BR.ts';
import { tryItEn } from '../../../format/ui-strings/try-it/en.ts';
import { tryItPtBR } from '../../../format/ui-strings/try-it/pt-BR.ts';

/** A site of one doc, with contents and a breadcrumb, whose locale speaks `htmlLang`. */
function siteIn(htmlLang: string): PrerenderSite {
  const manifest = {
    site: { title: 'Site', tagline: '', baseUrl: '/', url: 'https://example.com', titleDelimiter: '|' },
    locale: { label: htmlLang, direction: 'ltr', htmlLang, calendar: 'gregory', path: htmlLang },
    locales: [],
    navbar: { title: 'Site', items: [] },
    footer: { links: [{ label: 'GitHub', href: 'https://github.com' }] },
    announcementBar: { id: 'a', html: 'News', isCloseable: true },
    sidebars: {},
    policy: { connectSrc: [], frameSrc: [] },
  } as unknown as Manifest;
  return { manifest, table: { routes: [], listings: [], sidebars: {} } };
}

const payload = JSON.stringify({
  title: 'Intro',
  description: '',
  html: '<p>Text</p>',
  toc: [{ id: 'a', text: 'A', level: 2 }],
  breadcrumb: [{ label: 'Guide' }, { label: 'Intro' }],
  tags: [],
  source: 'intro.md',
} satisfies Omit<PagePayload, 'formatVersion' | 'id'>);

/**
 * Every Portuguese text of the interface that `html` holds where English says something else (words, not "em"), as
 * whole words: the API panels' "erro" is in English's "error".
 */
const portugueseIn = (html: string) =>
  Object.entries(ptBR)
    .filter(([key, text]) => text.length > 3 && en[key as keyof typeof en] !== text && holdsWords(html, text))
    .map(([, text]) => text);

const holdsWords = (html: string, text: string) =>
  new RegExp(`(?<!\\p{L})${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u').test(html);

describe("the interface's language", () => {
  it('has the same keys in both tables, none of them empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ptBR).sort());
    expect(Object.values(en).filter((text) => !text.trim())).toEqual([]);
  });

  it("keeps every key of the API panels' tables, none taken by another part", () => {
    // The parts are spread into one table: a key two parts share would show one part's text in the other's place.
    const parts: [Record<string, string>, Record<string, string>][] = [
      [ptBR, tryItPtBR],
      [ptBR, graphqlPtBR],
      [en, tryItEn],
      [en, graphqlEn],
    ];
    for (const [table, part] of parts)
      expect(Object.entries(part).filter(([k, text]) => table[k] !== text)).toEqual([]);
    expect(Object.keys(tryItPtBR).filter((key) => key in graphqlPtBR)).toEqual([]);
  });

  it('is English for "en" and any "en-*", Brazilian Portuguese for any other language', () => {
    expect(['en', 'en-US', 'EN-gb'].map(uiLanguageOf)).toEqual(['en', 'en', 'en']);
    expect(['pt-BR', 'pt', 'pt-PT', 'fr', 'es-ES', 'english'].map(uiLanguageOf)).toEqual(Array(6).fill('pt-BR'));
  });

  describe('the prebuilt viewer', () => {
    beforeAll(ensureBuilt, 120_000);
    /** The viewer's scripts but mermaid's, in one text; whether it holds each of `texts`, as JSON strings. */
    const holds = (htmlLang: string | undefined, texts: string[]) => {
      const viewer = findViewerAssets(htmlLang);
      const scripts = viewer.files
        .filter((file) => file.endsWith('.js') && !viewer.diagramFiles.includes(file))
        .map((file) => fs.readFileSync(path.join(viewer.dir, file), 'utf8'))
        .join('\n');
      return Object.fromEntries(texts.map((text) => [text, scripts.includes(JSON.stringify(text))]));
    };
    const english = ['On this page', 'Search the documentation', 'See all results', 'Try again'];
    // Without accents, which esbuild writes as escapes.
    const portuguese = ['Ver todos os resultados', 'Tentar novamente', 'Buscar', 'Anterior'];
    const all = (value: boolean) => (texts: string[]) => Object.fromEntries(texts.map((text) => [text, value]));

    it("of an English locale is the English bundle, whose text is English's", () => {
      for (const htmlLang of ['en', 'en-US']) {
        expect(findViewerAssets(htmlLang).dir).toMatch(/[/\\]dist[/\\]viewer-en$/);
        expect(holds(htmlLang, english)).toEqual(all(true)(english));
        expect(holds(htmlLang, portuguese)).toEqual(all(false)(portuguese));
      }
    });

    it('of any other locale, or of none, is the Portuguese bundle', () => {
      for (const htmlLang of ['pt-BR', 'fr', undefined]) {
        expect(findViewerAssets(htmlLang).dir).toMatch(/[/\\]dist[/\\]viewer$/);
        expect(holds(htmlLang, portuguese)).toEqual(all(true)(portuguese));
        expect(holds(htmlLang, english)).toEqual(all(false)(english));
      }
    });

    it('leaves no `UI.` reference unreplaced in either bundle', () => {
      for (const htmlLang of ['en', 'pt-BR']) {
        const viewer = findViewerAssets(htmlLang);
        const scripts = viewer.files.filter((file) => file.endsWith('.js') && !viewer.diagramFiles.includes(file));
        const unreplaced = scripts.filter((file) =>
          /\bUI\.[a-zA-Z]/.test(fs.readFileSync(path.join(viewer.dir, file), 'utf8')),
        );
        expect(unreplaced).toEqual([]);
      }
    });
  });

  it("prerenders an English locale's chrome in English, with no Portuguese left", () => {
    const site = siteIn('en');
    const page = prerenderPage(site, '/docs/intro', payload);
    expect(page).toContain('<nav class="toc" aria-label="On this page"><p class="toc-title">On this page</p>');
    expect(page).toContain('aria-controls="toc-collapsible-list">On this page');
    expect(page).toContain('<nav class="breadcrumbs" aria-label="Breadcrumbs">');
    expect(page).toContain('<span class="visually-hidden">Home page</span>');
    expect(page).toContain('aria-label="Close announcement"');
    expect(page).toContain('<nav aria-label="Footer">');
    expect(portugueseIn(page)).toEqual([]);
    const notFound = prerenderPage(site, null, undefined);
    expect(notFound).toContain('<h1>Page Not Found</h1>');
    expect(prerenderPage(site, '/search', undefined)).toContain('<h1>Search the documentation</h1>');
    const shell = shellWriter(site.manifest, { manifestFile: 'm.json', scripts: [], styles: [] })(null, notFound);
    expect(shell).toContain('<title>Page Not Found | Site</title>');
    expect(portugueseIn(shell)).toEqual([]);
  });

  it("prerenders a Portuguese or other locale's chrome in Portuguese, as before", () => {
    for (const htmlLang of ['pt-BR', 'de']) {
      const site = siteIn(htmlLang);
      const page = prerenderPage(site, '/docs/intro', payload);
      expect(page).toContain('<nav class="toc" aria-label="Nesta página"><p class="toc-title">Nesta página</p>');
      expect(page).toContain('<nav class="breadcrumbs" aria-label="Trilha de navegação">');
      expect(page).not.toContain('On this page');
      expect(prerenderPage(site, null, undefined)).toContain('<h1>Página não encontrada</h1>');
    }
  });
});
