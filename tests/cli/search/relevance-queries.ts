/**
 * Queries as readers type them into the portal's search box, against the
 * real content in content/docs, each with the section (or page) that must
 * come first, or at least in the first three. A ranking or text-pipeline
 * change that makes the portal worse for its readers fails here.
 */
export const FIRST: [query: string, target: string][] = [
  // Accents dropped, case, verb forms, typos: all must find authentication.
  ['autenticacao', '/docs/about/authentication'],
  ['Autenticação', '/docs/about/authentication'],
  ['autenticar', '/docs/about/authentication'],
  ['autentcação', '/docs/about/authentication'],
  ['postman', '/docs/about/authentication-postman'],
  // API names, as in the routes and headers.
  ['map-exporter', '/docs/api/interactives-apis/map-exporter'],
  ['map exporter', '/docs/api/interactives-apis/map-exporter'],
  ['registry graphql', '/docs/apigraphql/interactives-apis/registry'],
  ['idempotency-key', '/docs/about/general-information#idempotencia'],
  // Plurals and singulars, with and without accents.
  ['limite de requisicoes', '/docs/about/general-information#limites-de-requisicao'],
  ['talhoes', '/docs/api/interactives-apis/registry#objeto-talhao'],
  ['listar talhão', '/docs/api/interactives-apis/registry#listar-talhoes'],
  ['mutacoes graphql', '/docs/apigraphql/interactives-apis/registry#mutacoes'],
  ['reformular implemento', '/docs/userguide/register-implement/reformulation'],
  // Topics in a reader's words.
  ['erro 401', '/docs/about/authentication#erros-401-e-403'],
  ['renovar token', '/docs/about/authentication#renovacao-do-token'],
  ['paginacao com cursores', '/docs/apigraphql/intro#paginacao-com-cursores'],
  ['configuracao remota agrobox', '/docs/userguide/register-implement/remote-configuration'],
  ['idempotencia', '/docs/about/general-information#idempotencia'],
  ['sincronizar erp', '/docs/api/intro#sincronizar-cadastros-com-um-erp'],
  ['cancelar exportacao', '/docs/api/interactives-apis/map-exporter#excluir-exportacao'],
  ['excluir relatorio', '/docs/api/interactives-apis/report#excluir-relatorio'],
  ['granularidade', '/docs/api/interactives-apis/indicator#agrupamento-e-granularidade'],
  ['telemetria maquina', '/docs/api/interactives-apis/monitoring#telemetria-da-maquina'],
  ['transferir implemento', '/docs/userguide/register-implement/implement-register#transferir-ou-desativar'],
  ['registrar abastecimento', '/docs/userguide/register-implement/app-appointments#registrar-um-abastecimento'],
];

export const TOP_THREE: [query: string, target: string][] = [
  ['como obter a chave de api', '/docs/about/authentication#obter-credenciais'],
  ['token expirado', '/docs/about/authentication#renovacao-do-token'],
  ['exportar shapefile', '/docs/api/interactives-apis/map-exporter'],
  ['ndvi', '/docs/api/interactives-apis/map#listar-camadas'],
  ['fuso horario', '/docs/about/general-information#datas-e-hor%C3%A1rios'],
  ['consumo de combustivel', '/docs/api/interactives-apis/indicator#catalogo'],
  ['apontamentos sem internet', '/docs/userguide/register-implement/app-appointments'],
  ['frota em tempo real', '/docs/api/interactives-apis/monitoring'],
  ['page_size', '/docs/about/parameters#paginacao'],
  ['escopos autenticacao', '/docs/about/authentication#escopos'],
  // Paths, operation ids and parameters come from the OpenAPI documents the pages embed.
  ['archiveField', '/docs/api/interactives-apis/registry#arquivar-talhao'],
  ['/v1/map-exports', '/docs/api/interactives-apis/map-exporter#endpoints'],
  ['createMapExport', '/docs/api/interactives-apis/map-exporter#criar-exportacao'],
  // The header is explained in general information and used in the Postman walkthrough.
  ['X-RateLimit-Remaining', '/docs/about/general-information#limites-de-requisicao'],
];
