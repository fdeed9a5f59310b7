import { useManifest } from '../data/manifest-context.tsx';
import { usePageTitle } from '../layout/use-page-title.ts';
import { SiteLink } from '../navigation/SiteLink.tsx';

export function NotFoundPage() {
  const { site } = useManifest();
  usePageTitle('Página não encontrada');
  return (
    <main id="main" className="not-found" tabIndex={-1}>
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>Página não encontrada</h1>
      <p>Não encontramos o que você está procurando.</p>
      <p>Entre em contato com o proprietário do site que o direcionou para cá e informe que o link está quebrado.</p>
      <SiteLink href={site.baseUrl} className="button button-secondary">
        Voltar à página inicial
      </SiteLink>
    </main>
  );
}
