import type { TryItParameter } from '../site-format.ts';

/** Where a parameter goes, in words a pt-BR reader knows; the reference table and the "Testar" form say the same. */
export const PARAMETER_LOCATIONS: Record<TryItParameter['in'], string> = {
  path: 'caminho',
  query: 'consulta',
  header: 'cabeçalho',
  cookie: 'cookie',
};
