import type { VersionMenuLinks } from './site-chrome.ts';
import type { DocsVersion, RouteEntry } from '../../format/site-format.ts';
import type { LoadedConfig } from '../sources/config/load-config.ts';
import { escapeHtml as escape } from '../util/html.ts';
import { UI_STRINGS, type UiLanguage, uiLanguageOf } from '../../format/ui-strings/language.ts';
import type { UiStrings } from '../../format/ui-strings/pt-BR.ts';

const htmlStrings = new Map<UiLanguage, UiStrings>();

/**
 * The interface's text in the language of a locale's `htmlLang` (format/ui-strings, as the viewer built for that
 * language says it), escaped for HTML: the compiler's notes and prerendered chrome say what the viewer says.
 */
export function htmlUiStrings(htmlLang: string): UiStrings {
  const language = uiLanguageOf(htmlLang);
  let ui = htmlStrings.get(language);
  if (!ui) {
    ui = Object.fromEntries(Object.entries(UI_STRINGS[language]).map(([k, v]) => [k, escape(v)])) as UiStrings;
    htmlStrings.set(language, ui);
  }
  return ui;
}

/** The note above an unlisted doc: it is not in the navigation nor in search. `ui` is `htmlUiStrings`'. */
export function unlistedNotice(ui: UiStrings): string {
  return `<p class="banner banner-info" role="note"><strong>${ui.unlistedPage}</strong> ${ui.unlistedDocText}</p>`;
}

/** The note above a draft, which only `docsgen watch` shows. `ui` is `htmlUiStrings`'. */
export function draftNotice(ui: UiStrings): string {
  return `<p class="banner banner-warning" role="note"><strong>${ui.draft}</strong> ${ui.draftPageText}</p>`;
}

/** The note above a page not yet translated, in the languages it is written in; others get the viewer's pt-BR. */
const UNTRANSLATED: Record<string, (original: string) => string> = {
  pt: (original) => `<strong>Página ainda não traduzida.</strong> Ela é mostrada no idioma original, ${original}.`,
  en: (original) =>
    `<strong>This page is not translated yet.</strong> It is shown in its original language, ${original}.`,
  es: (original) =>
    `<strong>Esta página aún no está traducida.</strong> Se muestra en su idioma original, ${original}.`,
  fr: (original) =>
    `<strong>Cette page n’est pas encore traduite.</strong> Elle est affichée dans sa langue d’origine, ${original}.`,
};

/**
 * The note above a page of a translation that has no translated file, shown in the default locale's text (as
 * Docusaurus shows it, without a word): in the translation's language (`htmlLang`), naming the default locale.
 */
export function untranslatedNotice(htmlLang: string, original: string): string {
  const language = htmlLang.split('-')[0]!.toLowerCase();
  const text = (UNTRANSLATED[language] ?? UNTRANSLATED.pt!)(escape(original));
  return `<p class="banner banner-info untranslated-notice" role="note">${text}</p>`;
}

/** In a translation's build, the note above its pages shown in the default locale's text; else undefined. */
export function untranslatedNoticeOf(loaded: Pick<LoadedConfig, 'config' | 'i18n'>): string | undefined {
  const translation = loaded.i18n?.translation;
  return translation ? untranslatedNotice(loaded.config.locale.htmlLang, translation.defaultLabel) : undefined;
}

/** The pages of a translation shown in the default locale's text, and the note above them. */
export interface UntranslatedPages {
  docIds: ReadonlySet<string>;
  notice: string;
}

/**
 * Each doc route with its versions' menu (RouteEntry.versionMenu) and the notes shown above its title
 * (RouteEntry.notice), in this order: as Docusaurus shows them,
 * the banner of a version not yet released or no longer maintained, with a link to the same page in the last version
 * (else to its first doc), and the badge naming the version; then the notes of a page not yet translated, of an
 * unlisted page and of a draft. `href` gives a site path's address (baseUrl in front); `menuLinks` go around the
 * versions in each menu, by docs plugin. A doc's banner and menu are of its own docs plugin's versions: the config's
 * docs', or its instance's.
 */
export function withNotices(
  routes: RouteEntry[],
  versions: readonly DocsVersion[] | undefined,
  site: { title: string; htmlLang: string },
  href: (path: string) => string,
  untranslated?: UntranslatedPages,
  menuLinks?: Record<string, VersionMenuLinks>,
): RouteEntry[] {
  const language = uiLanguageOf(site.htmlLang);
  const ui = htmlUiStrings(site.htmlLang);
  return routes.map((route) => {
    const own = versions?.find((v) => v.name === route.version);
    const plugin = own && versions!.filter((v) => v.docsPluginId === own.docsPluginId);
    const notice =
      (own && plugin ? versionNotice(route, own, plugin, site.title, language, href) : '') +
      (untranslated?.docIds.has(route.docId) ? untranslated.notice : '') +
      (route.unlisted ? unlistedNotice(ui) : '') +
      (route.draft ? draftNotice(ui) : '');
    const links = menuLinks?.[own?.docsPluginId ?? 'default'];
    const versionMenu = own && plugin && versionMenuOf(route, own, plugin, href, links);
    return { ...route, ...(notice ? { notice } : {}), ...(versionMenu ? { versionMenu } : {}) };
  });
}

/** A version's banner (its site and version escaped, the link to the last version made) and badge, per language. */
const VERSION_TEXT: {
  readonly [L in UiLanguage]: {
    unreleased: (site: string, version: string) => string;
    unmaintained: (site: string, version: string) => string;
    latest: (link: string, version: string) => string;
    latestLink: string;
    badge: string;
  };
} = {
  'pt-BR': {
    unreleased: (site, version) => `Esta é a documentação de uma versão ainda não lançada de ${site} (${version}).`,
    unmaintained: (site, version) =>
      `Esta é a documentação de uma versão que não é mais mantida de ${site} (${version}).`,
    latest: (link, version) => `Para a documentação atual, veja a ${link} (${version}).`,
    latestLink: 'última versão',
    badge: 'Versão:',
  },
  en: {
    unreleased: (site, version) => `This is unreleased documentation for ${site} (${version}).`,
    unmaintained: (site, version) =>
      `This is documentation for ${site} (${version}), which is no longer actively maintained.`,
    latest: (link, version) => `For up-to-date documentation, see the ${link} (${version}).`,
    latestLink: 'latest version',
    badge: 'Version:',
  },
};

/** The banner and badge of a doc of `version`, one of its docs plugin's `versions`. */
function versionNotice(
  route: RouteEntry,
  version: DocsVersion,
  versions: readonly DocsVersion[],
  siteTitle: string,
  language: UiLanguage,
  href: (path: string) => string,
): string {
  const text = VERSION_TEXT[language];
  const last = versions.find((v) => v.isLast);
  const lastPath = last && route.alternates?.[last.name];
  const lastHref = lastPath === undefined ? last?.mainHref : href(lastPath);
  const site = escape(siteTitle);
  const label = escape(version.label);
  const about = version.banner === 'unreleased' ? text.unreleased(site, label) : text.unmaintained(site, label);
  const banner =
    version.banner && last && lastHref
      ? `<div class="banner banner-warning version-banner" role="note"><p>${about}</p><p>` +
        `${text.latest(`<a href="${escape(lastHref)}">${text.latestLink}</a>`, escape(last.label))}</p></div>`
      : '';
  const badge = version.badge ? `<span class="version-badge">${text.badge} ${label}</span>` : '';
  return banner + badge;
}

/**
 * The versions' menu seen from a doc of version `own`, one of its docs plugin's `versions`: labelled with its version,
 * each entry the same page there, else its first doc; named after its plugin, whose navbar menu alone shows it.
 */
function versionMenuOf(
  route: RouteEntry,
  own: DocsVersion,
  versions: readonly DocsVersion[],
  href: (path: string) => string,
  menuLinks: VersionMenuLinks | undefined,
): RouteEntry['versionMenu'] {
  const items = versions.map((v) => {
    const path = v === own ? route.path : route.alternates?.[v.name];
    return { label: v.label, href: path === undefined ? v.mainHref : href(path) };
  });
  return {
    label: own.label,
    items: [...(menuLinks?.before ?? []), ...items, ...(menuLinks?.after ?? [])],
    ...(own.docsPluginId === undefined ? {} : { docsPluginId: own.docsPluginId }),
  };
}
