import { useManifest } from '../data/manifest-context.tsx';
import { usePageTitle } from '../layout/use-page-title.ts';
import { useNoindex } from '../layout/use-noindex.ts';
import { SiteLink } from '../navigation/SiteLink.tsx';

export function NotFoundPage() {
  const { site } = useManifest();
  usePageTitle(UI.notFoundTitle);
  useNoindex();
  return (
    <main id="main" className="not-found" tabIndex={-1}>
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{UI.notFoundTitle}</h1>
      <p>{UI.notFoundText}</p>
      <p>{UI.notFoundHelp}</p>
      <SiteLink href={site.baseUrl} className="button button-secondary">
        {UI.backToHome}
      </SiteLink>
    </main>
  );
}
