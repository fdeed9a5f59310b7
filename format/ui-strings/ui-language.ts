/**
 * The languages of the interface: the viewer is built once per language (dist/viewer, dist/viewer-en) and the
 * compiler prerenders the chrome in the same one, so a page says the same before and after the viewer runs. Apart
 * from the tables (language.ts), so that a bundle that picks its own (watch's client) does not carry them.
 */
export const UI_LANGUAGES = ['pt-BR', 'en'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** The interface's language for a locale's HTML language: English for "en" and "en-*", Portuguese for any other. */
export function uiLanguageOf(htmlLang: string): UiLanguage {
  return htmlLang.toLowerCase().split('-')[0] === 'en' ? 'en' : 'pt-BR';
}
