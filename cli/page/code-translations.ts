import path from 'node:path';
import type { LoadedConfig } from '../sources/config/load-config.ts';
import { i18nDirOf } from '../sources/config/site-layout.ts';
import { readTranslationFile, type TranslationMessages } from '../sources/i18n/translation-file.ts';

const cache = new WeakMap<LoadedConfig, TranslationMessages>();

/**
 * The site's code translations, as Docusaurus reads them for `<Translate>` and `translate()`: `code.json` in the
 * locale's folder of i18n/ beside the config (see i18nDirOf). Without the file, every text is the message written in
 * the code.
 */
export function codeTranslations(loaded: LoadedConfig, cwd: string): TranslationMessages {
  let translations = cache.get(loaded);
  if (!translations) {
    translations = readTranslationFile(path.join(i18nDirOf(loaded), 'code.json'), cwd, 'code-translations');
    cache.set(loaded, translations);
  }
  return translations;
}
