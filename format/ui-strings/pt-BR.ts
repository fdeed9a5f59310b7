import { graphqlPtBR } from './graphql/pt-BR.ts';
import { tryItPtBR } from './try-it/pt-BR.ts';

/**
 * The viewer's own text and the compiler's prerendered chrome, in Brazilian Portuguese: the default, and the
 * language of any site whose `htmlLang` is neither Portuguese nor English (`uiLanguageOf`). The viewer never imports
 * this table: scripts/build-tool.mjs replaces each `UI.<key>` of its source with the string (esbuild's `define`), once
 * per language, so a page carries no table and no lookup. A text with a number or a name in it is split around it,
 * and the pieces join in a template literal, which esbuild folds back into one. The API panels' text is in a file per
 * feature (try-it/, graphql/), spread at the end, so that no file grows past what one reads at once.
 */
export const ptBR = {
  // Page frame: navbar, skip link, footer, menus.
  skipToContent: 'Pular para o conteúdo principal',
  mainNavigation: 'Principal',
  mainNavigationMenu: 'Principal (menu)',
  navigationMenu: 'Menu de navegação',
  openNavigationMenu: 'Abrir o menu de navegação',
  closeNavigationMenu: 'Fechar o menu de navegação',
  footer: 'Rodapé',
  announcement: 'Aviso',
  closeAnnouncement: 'Fechar aviso',
  backToTop: 'Voltar ao topo',
  loadingPage: 'Carregando a página',
  language: 'Idioma:',
  /** Before the current mode's name, which the closing parenthesis follows. */
  colorModeToggle: 'Alternar entre os modos claro e escuro (atual:',
  lightMode: 'modo claro',
  darkMode: 'modo escuro',
  systemMode: 'modo do sistema',
  // Docs: sidebar, breadcrumbs, contents, pager, footer.
  docsSidebar: 'Documentação',
  breadcrumbs: 'Trilha de navegação',
  homePage: 'Página inicial',
  /** "<collapse|expand> <category> <label>" */
  collapse: 'Recolher',
  expand: 'Expandir',
  category: 'a categoria',
  /** A sidebar's row for items not loaded yet: "<show> <previousItem>", "<show> <the> N <items> <before>". */
  show: 'Mostrar',
  previousItem: 'o item anterior',
  the: 'os',
  before: 'anteriores',
  /** "<showMore> N <items>" */
  showMore: 'Mostrar mais',
  oneItem: '1 item',
  items: 'itens',
  loading: 'Carregando…',
  loadFailedRetry: 'Não foi possível carregar. Tentar de novo',
  onThisPage: 'Nesta página',
  docsPages: 'Páginas da documentação',
  previous: 'Anterior',
  next: 'Próxima',
  tags: 'Tags:',
  editThisPage: 'Editar esta página',
  /** "<lastUpdated> <on> <date> <by> <author>" */
  lastUpdated: 'Última atualização',
  on: 'em',
  by: 'por',
  // Copy buttons, the Markdown menu, image zoom.
  copyCode: 'Copiar código',
  copiedCode: 'Copiado!',
  copyFailed: 'Não foi possível copiar',
  copyAsMarkdown: 'Copiar como Markdown',
  copiedMarkdown: 'Copiado',
  openMarkdownFailed: 'Não foi possível abrir o Markdown',
  viewAsMarkdown: 'Ver como Markdown',
  /** Followed by ": " and the image's alt text when it has one. */
  zoomImage: 'Ampliar imagem',
  zoomedImage: 'Imagem ampliada',
  close: 'Fechar',
  // Page states: loading, errors, not found.
  pageLoadFailed: 'Não foi possível carregar esta página.',
  retry: 'Tentar novamente',
  errorTitle: 'Esta página deu erro.',
  cause: 'Causa:',
  notFoundTitle: 'Página não encontrada',
  notFoundText: 'Não encontramos o que você está procurando.',
  notFoundHelp:
    'Entre em contato com o proprietário do site que o direcionou para cá e informe que o link está quebrado.',
  backToHome: 'Voltar à página inicial',
  /** "<componentFailed> <name> <componentFailedEnd>" */
  componentFailed: 'O componente',
  componentFailedEnd: 'não pôde ser exibido.',
  // Why a file of the site did not load, under the error screens' titles.
  /** "<format> N <unknownFormat> M. <reloadPage>" */
  format: 'formato',
  unknownFormat: 'desconhecido; este visualizador lê o formato',
  reloadPage: 'Recarregue a página.',
  networkFailure: 'não foi possível carregar o arquivo (falha de rede)',
  /** "<serverAnswered> <HTTP status>" */
  serverAnswered: 'o servidor respondeu',
  notJson: 'o arquivo não é um JSON válido',
  // Search.
  search: 'Buscar',
  searchDocs: 'Buscar na documentação',
  clearSearch: 'Limpar busca',
  searchSuggestions: 'Sugestões de busca',
  seeAllResults: 'Ver todos os resultados',
  loadingSearch: 'Carregando o índice de busca…',
  searchFailed: 'Não foi possível carregar a busca:',
  noResults: 'Nenhum resultado',
  noSearchIndex: 'Este site não tem índice de busca.',
  /** The search page's title: "<searchTitle>: <query>" */
  searchTitle: 'Busca',
  /** "<resultsFor> “<query>”" */
  resultsFor: 'Resultados para',
  searchTerms: 'Termos da busca',
  /** "<onlyIn> /<path>." */
  onlyIn: 'Somente em',
  searchWholeSite: 'Buscar em todo o site',
  /** "<onlyInVersion> <version>." */
  onlyInVersion: 'Somente na versão',
  /** A docs instance's version: "<onlyIn> <instance><ofInstanceVersion> <version>." */
  ofInstanceVersion: ', versão',
  searchAllVersions: 'Buscar em todas as versões',
  /** "<versionWithoutIndex> “<version>” <versionWithoutIndexEnd> <current version>." */
  versionWithoutIndex: 'A versão',
  versionWithoutIndexEnd: 'não tem índice de busca; mostrando a versão',
  /** "<firstResults> N <firstResultsEnd>" */
  firstResults: 'Os',
  firstResultsEnd: 'primeiros resultados',
  oneResult: '1 resultado',
  results: 'resultados',
  // Blog and standalone pages.
  recentPosts: 'Posts recentes',
  allPosts: 'Todos os posts',
  tagsTitle: 'Tags',
  archive: 'Arquivo',
  unlistedPost: 'Post não listado.',
  unlistedPostText: 'Ele não aparece nas listas do blog; só quem tem o link direto chega até ele.',
  draft: 'Rascunho.',
  draftPostText: 'Este post só aparece durante o desenvolvimento.',
  unlistedPage: 'Página não listada.',
  unlistedPageText: 'Ela não aparece na busca; só quem tem o link direto chega até ela.',
  /** A doc's: the compiler's note (cli/site/page-notices.ts). */
  unlistedDocText: 'Ela não aparece na navegação nem na busca; só quem tem o link direto chega até ela.',
  draftPageText: 'Esta página só aparece durante o desenvolvimento e não será publicada.',
  blogPosts: 'Posts do blog',
  newerPost: 'Post mais recente',
  olderPost: 'Post mais antigo',
  blogPages: 'Páginas do blog',
  newerPosts: 'Posts mais recentes',
  olderPosts: 'Posts mais antigos',
  /** "<readMoreAbout> <title>" */
  readMoreAbout: 'Leia mais sobre',
  readMore: 'Leia mais',
  seeAllTags: 'Ver todas as tags',
  /** "N <minutesRead>" */
  minutesRead: 'min de leitura',
  // The access gate.
  checkingAccess: 'Verificando acesso…',
  redirectingToApp: 'Redirecionando para a aplicação principal…',
  goToApp: 'Ir para a aplicação principal',
  storageProblemTitle: 'Não foi possível guardar o seu acesso',
  storageProblemText:
    'O navegador não deixou esta documentação usar o armazenamento local, onde o acesso fica guardado. Isso ' +
    'acontece em janelas anônimas ou privativas, quando o armazenamento está bloqueado para este site ou quando ' +
    'está cheio.',
  storageProblemHelp:
    'Permita o armazenamento para este site, ou use uma janela comum, e abra a documentação de novo pela aplicação ' +
    'principal.',
  preview: 'Pré-visualização',
  previewText:
    'Pré-visualização: o controle de acesso está desligado. Qualquer pessoa com o endereço vê estas páginas.',
  // The page at an address the config redirects (the compiler's).
  redirecting: 'Redirecionando…',
  /** Before the new address, which a full stop follows. */
  pageMoved: 'Esta página mudou de endereço:',
  // Mermaid diagrams: the summary the compiler writes above a diagram's source, and the viewer's drawing.
  diagramSource: 'Código do diagrama',
  diagramDrawing: 'Diagrama; o código dele está logo abaixo, em “Código do diagrama”',
  diagramFailed: 'Não foi possível desenhar o diagrama:',
  /** "<undrawnDiagramBefore><type><undrawnDiagramAfter>" */
  undrawnDiagramBefore: 'Diagramas do tipo',
  undrawnDiagramAfter: 'não são desenhados neste portal, por segurança: o código dele está logo abaixo.',
  // The "Testar" panel and the GraphQL explorer, loaded only on pages that have one.
  ...tryItPtBR,
  ...graphqlPtBR,
};

/** Every text of the interface by key: a language's table must have them all, and no other. */
export type UiStrings = { readonly [K in keyof typeof ptBR]: string };
