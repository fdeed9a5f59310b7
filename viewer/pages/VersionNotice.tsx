import { pageHref } from '../../format/routes.ts';
import type { RouteEntry } from '../../format/site-format.ts';
import { useManifest } from '../data/manifest-context.tsx';
import { SiteLink } from '../navigation/SiteLink.tsx';

/**
 * Above a versioned doc, as Docusaurus shows them: the banner of a version not yet released or no longer maintained,
 * with a link to the same page in the last version (else its first doc), and the badge naming the version.
 */
export function VersionNotice({ route }: { route: RouteEntry }) {
  const manifest = useManifest();
  const { versions } = manifest;
  const version = versions?.find((v) => v.name === route.version);
  if (!versions || !version) return null;
  const last = versions.find((v) => v.isLast);
  const lastPath = last && route.alternates?.[last.name];
  const lastHref = lastPath === undefined ? last?.mainHref : pageHref(manifest.site, lastPath);
  const what =
    version.banner === 'unreleased' ? 'de uma versão ainda não lançada' : 'de uma versão que não é mais mantida';
  return (
    <>
      {version.banner && last && lastHref && (
        <div className="banner banner-warning version-banner" role="note">
          <p>
            Esta é a documentação {what} de {manifest.site.title} ({version.label}).
          </p>
          <p>
            Para a documentação atual, veja a <SiteLink href={lastHref}>última versão</SiteLink> ({last.label}).
          </p>
        </div>
      )}
      {version.badge && <span className="version-badge">Versão: {version.label}</span>}
    </>
  );
}
