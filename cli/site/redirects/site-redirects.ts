import type { LoadedConfig } from '../../sources/config/load-config.ts';
import type { LinkSite } from '../links/check-links.ts';
import { hrefFor, resolveLink, type LinkContext } from '../links/resolve.ts';
import { error, type Diagnostic } from '../../core/diagnostics.ts';
import { normalizeSitePath, withBase } from '../../../format/routes.ts';
import { urlSettingsOf } from '../../sources/config/site-layout.ts';
import { decodePath, nginxRedirects, NGINX_REDIRECTS_FILE } from './nginx-redirects.ts';
import { redirectPage } from './redirect-page.ts';

/** One old address of `redirects`, with where its rule is written. */
export interface Redirect {
  /** As written: a path of the site without baseUrl. */
  from: string;
  to: string;
  /** The key of this `from` in the config. */
  fromPath: (string | number)[];
  toPath: (string | number)[];
}

/** Every `from` of the config's rules, each with its rule's `to`. */
export function configRedirects(loaded: LoadedConfig): Redirect[] {
  return loaded.config.redirects.flatMap((rule, i) => {
    const froms =
      typeof rule.from === 'string'
        ? [[rule.from, ['redirects', i, 'from']] as const]
        : rule.from.map((from, j) => [from, ['redirects', i, 'from', j]] as const);
    return froms.map(([from, fromPath]) => ({
      from,
      to: rule.to,
      fromPath: [...fromPath],
      toPath: ['redirects', i, 'to'],
    }));
  });
}

/** Each rule's `to`, checked like any link of the config: it must reach a page, and its `#hash` a heading there. */
export function redirectLinkSites(loaded: LoadedConfig, context: LinkContext): LinkSite[] {
  return loaded.config.redirects.map((rule, i) => ({
    file: loaded.file,
    ...loaded.locate(['redirects', i, 'to']),
    href: rule.to,
    context,
  }));
}

/** The file a redirect page is written to: beside no page, as Docusaurus names it ("/old" is "old/index.html"). */
export function redirectFileOf(from: string): string {
  const trimmed = decodePath(from).replace(/\/+$/, '');
  return trimmed ? `${trimmed.slice(1)}/index.html` : 'index.html';
}

export interface RedirectFiles {
  /** Redirect pages and the nginx include file, by path in the site. */
  files: Map<string, string>;
  diagnostics: Diagnostic[];
}

/**
 * The redirect pages of a site whose pages are `routes` (each with the file that makes it, when one does), and the
 * nginx include that makes them real 301s. A `from` that is a page of the site, or a file the build writes, is an
 * error naming both; a `from` given twice keeps its first `to`, with a warning, as Docusaurus keeps it.
 */
export function redirectFiles(
  loaded: LoadedConfig,
  context: LinkContext,
  routes: ReadonlySet<string>,
  pageFiles: ReadonlyMap<string, string>,
  takenFiles: ReadonlySet<string>,
): RedirectFiles {
  const { config } = loaded;
  const diagnostics: Diagnostic[] = [];
  const report = (jsonPath: (string | number)[], message: string, severity: Diagnostic['severity'] = 'error') => {
    const at = loaded.locate(jsonPath);
    diagnostics.push({ ...error('invalid-redirect', loaded.file, at.line, at.column, message), severity });
  };
  const files = new Map<string, string>();
  const kept: { from: string; href: string }[] = [];
  const seen = new Map<string, Redirect>();
  for (const redirect of configRedirects(loaded)) {
    const route = normalizeSitePath(decodePath(redirect.from));
    const earlier = seen.get(route);
    if (earlier) {
      report(
        redirect.fromPath,
        `redirect from ${redirect.from} is already given (to ${earlier.to}); this one is ignored, as Docusaurus ignores it`,
        'warning',
      );
      continue;
    }
    seen.set(route, redirect);
    if (routes.has(route)) {
      const page = pageFiles.get(route);
      report(
        redirect.fromPath,
        `redirect from ${redirect.from} would hide the page at ${route}${page ? ` (${page})` : ''}; remove the redirect or move the page`,
      );
      continue;
    }
    const file = redirectFileOf(redirect.from);
    const clash = [file, file.replace(/\/index\.html$/, '')].find(
      (f) => takenFiles.has(f) || f === NGINX_REDIRECTS_FILE,
    );
    if (clash) {
      report(
        redirect.fromPath,
        `redirect from ${redirect.from} would overwrite the site's file ${clash}; remove the redirect or that file`,
      );
      continue;
    }
    const target = resolveLink(redirect.to, context);
    if (target.kind === 'file') {
      report(
        redirect.toPath,
        `redirect to ${redirect.to}: a redirect leads to a page of the site, and this names a file`,
      );
      continue;
    }
    const href = hrefFor(target, redirect.to, urlSettingsOf(config));
    files.set(file, redirectPage(href, `${config.url}${href}`, config.locale.htmlLang));
    kept.push({ from: withBase(config.baseUrl, redirect.from), href });
  }
  files.set(NGINX_REDIRECTS_FILE, nginxRedirects(kept));
  return { files, diagnostics };
}
