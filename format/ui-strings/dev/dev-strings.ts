import type { UiLanguage } from '../ui-language.ts';
import { devEn } from './en.ts';
import { devPtBR, type DevStrings } from './pt-BR.ts';

export type { DevStrings } from './pt-BR.ts';

/**
 * `docsgen watch`'s own text (its error overlay, the page it serves before a first build without errors) in each
 * language of the interface: the watched site's, by its `htmlLang` (see uiLanguageOf). Apart from UI_STRINGS, since
 * no built site carries it.
 */
export const DEV_STRINGS: { readonly [L in UiLanguage]: DevStrings } = { 'pt-BR': devPtBR, en: devEn };
