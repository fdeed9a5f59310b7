import type { UiLanguage } from '../language.ts';
import { apiEn } from './en.ts';
import { apiPtBR, type ApiStrings } from './pt-BR.ts';

export type { ApiStrings } from './pt-BR.ts';

/**
 * The API references' text in each language of the interface. The compiler picks a table once per site (by its
 * `htmlLang`, see uiLanguageOf) and passes it down, so a page's hundreds of labels cost no lookup each.
 */
export const API_STRINGS: { readonly [L in UiLanguage]: ApiStrings } = { 'pt-BR': apiPtBR, en: apiEn };
