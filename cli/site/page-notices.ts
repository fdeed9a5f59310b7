import type { DocsVersion, RouteEntry } from '../../format/site-format.ts';
import { escapeHtml as escape } from '../util/html.ts';

/** The note above an unlisted doc: it is not in the navigation nor in search. */
export const UNLISTED_NOTICE =
  '<p class="banner banner-info" role="note"><strong>Página não listada.</strong> Ela não aparece na navegação nem ' +
  'na busca; só quem tem o link direto chega até ela.</p>';

/** The note above a draft, which only `docsgen watch` shows. */
export const DRAFT_NOTICE =
  '<p class="banner banner-warning" role="note"><strong>Rascunho.</strong> Esta página só aparece durante o ' +
  'desenvolvimento e não será publicada.</p>';

/**
 * Each doc route with its versions' menu (RouteEntry.versionMenu) and the notes shown above its title
 * (RouteEntry.notice), in this order: as Docusaurus shows them,
 * the banner of a version not yet released or no longer maintained, with a link to the same page in the last version
 * (else to its first doc), and the badge naming the version; then the notes of an unlisted page and of a draft.
 * `href` gives a site path's address (baseUrl in front).
 */
export function withNotices(
  routes: RouteEntry[],
  versions: readonly DocsVersion[] | undefined,
  siteTitle: string,
  href: (path: string) => string,
): RouteEntry[] {
  return routes.map((route) => {
    const notice =
      (versions ? versionNotice(route, versions, siteTitle, href) : '') +
      (route.unlisted ? UNLISTED_NOTICE : '') +
      (route.draft ? DRAFT_NOTICE : '');
    const versionMenu = versions && versionMenuOf(route, versions, href);
    return { ...route, ...(notice ? { notice } : {}), ...(versionMenu ? { versionMenu } : {}) };
  });
}

function versionNotice(
  route: RouteEntry,
  versions: readonly DocsVersion[],
  siteTitle: string,
  href: (path: string) => string,
): string {
  const last = versions.find((v) => v.isLast);
  const version = versions.find((v) => v.name === route.version);
  if (!version) return '';
  const lastPath = last && route.alternates?.[last.name];
  const lastHref = lastPath === undefined ? last?.mainHref : href(lastPath);
  const what =
    version.banner === 'unreleased' ? 'de uma versão ainda não lançada' : 'de uma versão que não é mais mantida';
  const banner =
    version.banner && last && lastHref
      ? `<div class="banner banner-warning version-banner" role="note"><p>Esta é a documentação ${what} de ` +
        `${escape(siteTitle)} (${escape(version.label)}).</p><p>Para a documentação atual, veja a ` +
        `<a href="${escape(lastHref)}">última versão</a> (${escape(last.label)}).</p></div>`
      : '';
  const badge = version.badge ? `<span class="version-badge">Versão: ${escape(version.label)}</span>` : '';
  return banner + badge;
}

/** The versions' menu seen from a doc: labelled with its version, each entry the same page there, else its first doc. */
function versionMenuOf(
  route: RouteEntry,
  versions: readonly DocsVersion[],
  href: (path: string) => string,
): RouteEntry['versionMenu'] {
  const own = versions.find((v) => v.name === route.version);
  if (!own) return undefined;
  const items = versions.map((v) => {
    const path = v === own ? route.path : route.alternates?.[v.name];
    return { label: v.label, href: path === undefined ? v.mainHref : href(path) };
  });
  return { label: own.label, items };
}
