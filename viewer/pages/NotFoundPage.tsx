import { usePageTitle } from '../layout/use-page-title.ts';

export function NotFoundPage() {
  usePageTitle('Página não encontrada');
  return (
    <main id="main" className="not-found" tabIndex={-1}>
      <h1>Página não encontrada</h1>
      <p>Não encontramos o que você está procurando.</p>
      <p>Entre em contato com o proprietário do site que o direcionou para cá e informe que o link está quebrado.</p>
    </main>
  );
}
