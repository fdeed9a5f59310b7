import { usePageTitle } from '../layout/use-page-title.ts';

/** Placeholder until the search feature lands. */
export function SearchPage() {
  usePageTitle('Buscar');
  return (
    <main id="main" className="search-page" tabIndex={-1}>
      <h1>Buscar na documentação</h1>
      <p>A busca ainda não está disponível.</p>
    </main>
  );
}
