import { error, UserError } from '../core/diagnostics.ts';
import { loadConfigWithContentErrors } from '../pipeline/content-errors.ts';
import type { LoadedConfig } from '../sources/config/load-config.ts';
import { localeSites } from '../sources/i18n/locale-sites.ts';

/**
 * The site `docsgen watch` serves: one locale of it, as `docusaurus start --locale` serves one. Without `locale`, the
 * default locale's, with its language menu (its entries for the translations lead to pages watch does not serve, as
 * in Docusaurus's dev server). A locale the config does not list is an error naming those it does. Throws UserError.
 */
export function loadWatchedSite(configPath: string, cwd: string, locale?: string): LoadedConfig {
  const loaded = loadConfigWithContentErrors(configPath, cwd, true);
  const { sites, diagnostics } = localeSites(loaded, cwd);
  if (diagnostics.some((d) => d.severity === 'error')) throw new UserError(diagnostics);
  if (locale === undefined) return sites[0]!;
  const names = [loaded.config.locale.htmlLang, ...Object.keys(loaded.config.locales)];
  const index = names.findIndex((name) => name.toLowerCase() === locale.toLowerCase());
  if (index !== -1) return sites[index]!;
  const known = names.map((name) => `"${name}"`).join(', ');
  const key = Object.keys(loaded.config.locales).length ? 'locales' : 'locale';
  const at = loaded.locate([key]);
  throw new UserError([
    error(
      'invalid-config',
      loaded.file,
      at.line,
      at.column,
      `--locale ${locale}: the config has no such locale; expected one of ${known}`,
    ),
  ]);
}
