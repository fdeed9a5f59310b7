import path from 'node:path';
import { error, type Diagnostic } from '../../core/diagnostics.ts';
import type { SiteLocale } from '../../../format/site-format.ts';
import type { LoadedConfig } from '../config/load-config.ts';
import type { DocsConfig, FooterOptions, NavbarOptions } from '../config/types.ts';
import { readTranslationFile } from './translation-file.ts';

type LocaleOptions = DocsConfig['locales'][string];

/**
 * A site with translations as Docusaurus builds it: one site per locale, the default locale's at the baseUrl and each
 * translation's under `<baseUrl><path>/`, with its own language settings, its navbar and footer labels from
 * `i18n/<name>/docusaurus-theme-classic/navbar.json` and `footer.json`, its blog's title and description from
 * `docusaurus-plugin-content-blog/options.json`, and its pages from i18n/ where translated (see translatedPluginDirOf). A site without `locales` is one site, as written.
 */
export function localeSites(loaded: LoadedConfig, cwd: string): { sites: LoadedConfig[]; diagnostics: Diagnostic[] } {
  const { config } = loaded;
  const names = Object.keys(config.locales);
  if (!names.length) return { sites: [loaded], diagnostics: [] };
  const diagnostics = pathProblems(loaded);
  const settings = names.map((name) => ({ name, ...localeSettings(name, config.locales[name]!) }));
  const locales: SiteLocale[] = [
    { label: config.locale.label, htmlLang: config.locale.htmlLang, baseUrl: config.baseUrl },
    ...settings.map((s) => ({ label: s.label, htmlLang: s.htmlLang, baseUrl: `${config.baseUrl}${s.path}/` })),
  ];
  const sites: LoadedConfig[] = [{ ...loaded, i18n: { locales } }];
  for (const { name, ...locale } of settings) {
    const theme = path.join(loaded.rootDir, 'i18n', name, 'docusaurus-theme-classic');
    const navbar = readTranslationFile(path.join(theme, 'navbar.json'), cwd, 'translation-file');
    const footer = readTranslationFile(path.join(theme, 'footer.json'), cwd, 'translation-file');
    const blogFile = path.join(loaded.rootDir, 'i18n', name, 'docusaurus-plugin-content-blog', 'options.json');
    const blog = readTranslationFile(blogFile, cwd, 'translation-file');
    diagnostics.push(...navbar.diagnostics, ...footer.diagnostics, ...blog.diagnostics);
    sites.push({
      ...loaded,
      config: {
        ...config,
        baseUrl: `${config.baseUrl}${locale.path}/`,
        locale,
        navbar: translateNavbar(config.navbar, navbar.messages),
        footer: translateFooter(config.footer, footer.messages),
        blog: {
          ...config.blog,
          title: blog.messages.get('title') ?? config.blog.title,
          description: blog.messages.get('description') ?? config.blog.description,
        },
      },
      i18n: { locales, translation: { name, defaultLabel: config.locale.label } },
    });
  }
  return { sites, diagnostics };
}

/** A language's name in itself ("English", "Français"), as Docusaurus labels a locale by default; else its name. */
export function localeLabel(name: string): string {
  const tag = safeTag(name);
  const own = tag && new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
  return own ? own.charAt(0).toLocaleUpperCase(tag) + own.slice(1) : name;
}

/** A locale's settings, with Docusaurus's defaults: its name as its path and HTML language, its own name as label. */
function localeSettings(name: string, options: LocaleOptions): DocsConfig['locale'] {
  const tag = safeTag(name);
  const info = tag ? (new Intl.Locale(tag) as Intl.Locale & { textInfo?: { direction?: string } }).textInfo : undefined;
  return {
    label: options.label ?? localeLabel(name),
    direction: options.direction ?? (info?.direction === 'rtl' ? 'rtl' : 'ltr'),
    htmlLang: options.htmlLang ?? name,
    calendar: options.calendar ?? 'gregory',
    path: options.path ?? name,
  };
}

/** The locale's name as a language tag Intl knows, or undefined for a name that is none ("custom"). */
function safeTag(name: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(name)[0];
  } catch {
    return undefined;
  }
}

/** Two locales served at one path, or a translation named as the default locale: each at its key. */
function pathProblems(loaded: LoadedConfig): Diagnostic[] {
  const seen = new Map<string, string>();
  const problems: Diagnostic[] = [];
  for (const [name, options] of Object.entries(loaded.config.locales)) {
    const at = (key: string[]) => loaded.locate(['locales', name, ...key]);
    if (name === loaded.config.locale.path) {
      const { line, column } = at([]);
      const why = `locales: "${name}" is the default locale (locale.path); list only the translations beside it`;
      problems.push(error('invalid-config', loaded.file, line, column, why));
    }
    const served = options.path ?? name;
    const other = seen.get(served);
    if (other !== undefined) {
      const { line, column } = at(options.path === undefined ? [] : ['path']);
      const why = `locales.${name}.path: "${served}" is also the path of "${other}"; expected a path of its own`;
      problems.push(error('invalid-config', loaded.file, line, column, why));
    }
    seen.set(served, name);
  }
  return problems;
}

/** The navbar's labels, as navbar.json keys them: `title`, `logo.alt`, `item.label.<label>`. */
function translateNavbar(navbar: NavbarOptions, messages: ReadonlyMap<string, string>): NavbarOptions {
  if (!messages.size) return navbar;
  const label = (text: string) => messages.get(`item.label.${text}`) ?? text;
  return {
    ...navbar,
    title: messages.get('title') ?? navbar.title,
    ...(navbar.logo ? { logo: { ...navbar.logo, alt: messages.get('logo.alt') ?? navbar.logo.alt } } : {}),
    items: navbar.items.map((item) => {
      if (item.type === 'dropdown')
        return {
          ...item,
          label: label(item.label),
          items: item.items.map((i) => (i.label === undefined ? i : { ...i, label: label(i.label) })),
        };
      return 'label' in item && item.label !== undefined ? { ...item, label: label(item.label) } : item;
    }),
  };
}

/** The footer's labels, as footer.json keys them: `link.item.label.<label>`, `copyright`. */
function translateFooter(footer: FooterOptions, messages: ReadonlyMap<string, string>): FooterOptions {
  if (!messages.size) return footer;
  return {
    links: footer.links.map((link) => ({
      ...link,
      label: messages.get(`link.item.label.${link.label}`) ?? link.label,
    })),
    copyright: messages.get('copyright') ?? footer.copyright,
  };
}
