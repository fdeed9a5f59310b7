/** The headings of each parameter location, in the order a request is read. */
export const PARAMETER_LOCATION_TITLES: Record<string, string> = {
  path: 'Parâmetros de caminho',
  query: 'Parâmetros de consulta',
  header: 'Cabeçalhos',
  cookie: 'Cookies',
};
