import { en } from './en.ts';
import { ptBR, type UiStrings } from './pt-BR.ts';
import type { UiLanguage } from './ui-language.ts';

export { UI_LANGUAGES, type UiLanguage, uiLanguageOf } from './ui-language.ts';

export const UI_STRINGS: { readonly [L in UiLanguage]: UiStrings } = { 'pt-BR': ptBR, en };
