/**
 * The text the compiler writes into API references and directives (cli/api/): the generated pages' headings and
 * notes, the parts' labels, the schema viewer, their Markdown export. In Brazilian Portuguese, the default, as the
 * interface's table (../pt-BR.ts) is; apart from it because the viewer never shows these (they are in the pages'
 * HTML), so its bundles carry none of them. A text with a number or a name in it is split around it.
 */
export const apiPtBR = {
  // The generated pages: sidebar labels, headings, the overview's facts.
  overview: 'Visão geral',
  aboutThisApi: 'Sobre esta API',
  /** "- <version>: `1.0`", and so for specification, contact and licence. */
  version: 'Versão',
  specification: 'Especificação',
  downloadFile: 'baixar o arquivo',
  contact: 'Contato',
  license: 'Licença',
  termsOfService: 'Termos de uso',
  servers: 'Servidores',
  authentication: 'Autenticação',
  operations: 'Operações',
  schemas: 'Esquemas',
  parameters: 'Parâmetros',
  /** Each parameter location's heading, in the order a request is read. */
  parameterTitles: {
    path: 'Parâmetros de caminho',
    query: 'Parâmetros de consulta',
    header: 'Cabeçalhos',
    cookie: 'Cookies',
  },
  requestBody: 'Corpo da requisição',
  responses: 'Respostas',
  codeSamples: 'Exemplos de código',
  tryIt: 'Testar',
  // The parts' labels and notes (HTML).
  requestSamples: 'Exemplos de requisição',
  bodyExample: 'Exemplo do corpo',
  /** "<example> 200" */
  example: 'Exemplo',
  responseHeaders: 'Cabeçalhos da resposta',
  mediaType: 'Tipo de mídia',
  /** "<server>: https://api.example.com" */
  server: 'Servidor',
  noServers: 'A descrição não declara servidores.',
  webhookNote: 'Webhook: a API envia esta requisição ao endereço que você cadastrar para receber o evento.',
  callbackNote: 'Callback: a API envia esta requisição ao endereço dado pela expressão, depois da operação.',
  /** "<deprecatedOperation>: <deprecatedOperationText>" */
  deprecatedOperation: 'Obsoleta',
  deprecatedOperationText: 'esta operação pode deixar de existir; evite usá-la em integrações novas.',
  /** An operation's mark in Markdown: "GET `/pets` (<deprecatedOperationWord>)". */
  deprecatedOperationWord: 'obsoleta',
  /** "<exampleCut> 200 <exampleCutOf> 1.870 <exampleCutEnd>", the count written in numberLocale. */
  exampleCut: 'Exemplo encurtado: as primeiras',
  exampleCutOf: 'de',
  exampleCutEnd: 'linhas.',
  numberLocale: 'pt-BR',
  // Parameters and the schema viewer's badges.
  required: 'obrigatório',
  optional: 'opcional',
  deprecated: 'obsoleto',
  nullable: 'pode ser nulo',
  readOnly: 'somente leitura',
  writeOnly: 'somente escrita',
  /** "<linkToParameter> limit" */
  linkToParameter: 'Link para o parâmetro',
  /** "<linkTo> name" */
  linkTo: 'Link para',
  // A parameter's facts: "<label>: value".
  parameterFacts: {
    example: 'exemplo',
    default: 'padrão',
    values: 'valores',
    minimum: 'mínimo',
    maximum: 'máximo',
    exclusiveMinimum: 'mínimo (exclusivo)',
    exclusiveMaximum: 'máximo (exclusivo)',
    minLength: 'tamanho mínimo',
    maxLength: 'tamanho máximo',
    pattern: 'padrão (regex)',
    minItems: 'itens no mínimo',
    maxItems: 'itens no máximo',
  },
  // A schema's constraints: "<word>: value", "<minimum> <exclusive>: 1".
  minimum: 'mínimo',
  maximum: 'máximo',
  exclusive: '(exclusivo)',
  constraints: {
    multipleOf: 'múltiplo de',
    minLength: 'comprimento mínimo',
    maxLength: 'comprimento máximo',
    minItems: 'mínimo de itens',
    maxItems: 'máximo de itens',
    minProperties: 'mínimo de propriedades',
    maxProperties: 'máximo de propriedades',
  },
  uniqueItems: 'itens únicos',
  // A schema's facts: "<label>: value".
  values: 'valores',
  /** "<moreValues>N<moreValuesEnd>", then "<andMore> N<andMoreEnd>" for those past the list. */
  moreValues: 'mais ',
  moreValuesEnd: ' valores',
  andMore: 'e mais',
  andMoreEnd: '',
  constValue: 'valor fixo',
  default: 'padrão',
  exampleWord: 'exemplo',
  examples: 'exemplos',
  pattern: 'padrão (regex)',
  eachItem: 'cada item',
  additionalProperties: 'propriedades adicionais',
  composedOf: 'composto de',
  eachAdditionalProperty: 'Cada propriedade adicional:',
  /** "<arrayOf> Pet" */
  arrayOf: 'array de',
  oneOf: 'um de',
  anyOf: 'qualquer um de',
  discriminator: 'discriminador',
  /** "<when> `kind` = `a` <or> `b`" */
  when: 'quando',
  or: 'ou',
  /** "<option> 2": an alternative with neither title nor name. */
  option: 'opção',
  property: 'propriedade',
  properties: 'propriedades',
  options: 'opções',
  items: 'itens',
  /** "<recursiveAs> <a>Pet</a>.", "<recursiveAsAbove> <a><objectAbove></a>." */
  recursiveAs: 'Recursivo: mesma estrutura de',
  recursiveAsAbove: 'Recursivo: mesma estrutura do',
  objectAbove: 'objeto acima',
  /** "<tooDeep>: <see> <a>Pet</a>." */
  tooDeep: 'Aninhamento profundo demais para mostrar aqui',
  see: 'veja',
  /** "<sameAs> <a>Pet</a>, <shownAbove>." */
  sameAs: 'Mesma estrutura de',
  shownAbove: 'mostrada acima',
  /** "<more>3 propriedades <notShownMany>: <see> <a>Pet</a>." */
  more: 'Mais ',
  notShownOne: 'não mostrada aqui',
  notShownMany: 'não mostradas aqui',
  // Authentication.
  undeclaredScheme: 'esquema não declarado',
  /** "<bearerToken> (JWT) <inAuthorizationHeader>" */
  bearerToken: 'Token Bearer',
  inAuthorizationHeader: 'no cabeçalho Authorization',
  basicAuth: 'Usuário e senha (HTTP Basic) no cabeçalho Authorization',
  /** "<apiKeyIn…> X-Api-Key" */
  apiKeyInQuery: 'Chave de API no parâmetro de consulta',
  apiKeyInCookie: 'Chave de API no cookie',
  apiKeyInHeader: 'Chave de API no cabeçalho',
  noFlows: 'sem fluxos',
  noAuthentication: 'Sem autenticação',
  /** The same, inside a Markdown list item. */
  noAuthenticationItem: 'sem autenticação',
  scopes: 'escopos',
  /** Between the schemes of one way to authenticate. */
  and: 'e',
  anyOfTheseWays: 'Qualquer uma destas formas:',
  noSecuritySchemes: 'A descrição não declara formas de autenticação.',
  // The Markdown export of an operation.
  yes: 'sim',
  no: 'não',
  parametersTableHead: '| Nome | Em | Tipo | Obrigatório | Padrão | Descrição |',
  /** Where a parameter goes, in the table's "Em" column. */
  locations: { path: 'caminho', query: 'consulta', header: 'cabeçalho', cookie: 'cookie' },
  curlExample: 'Exemplo de requisição (curl):',
  graphqlEndpoint: 'Endpoint GraphQL:',
  // The API key's call to action.
  createApiKey: 'Gerar chave de API na plataforma',
  howToGetKey: 'Como pedir a chave',
  howToGetKeyText:
    'A geração de chaves ainda não está disponível pelo portal. Peça a chave de API ao administrador da sua ' +
    'organização na plataforma, ou ao suporte, informando o ambiente (produção ou homologação) e os escopos de que ' +
    'precisa.',
  // GraphQL: the generated pages and the schema directive.
  types: 'Tipos',
  /** Each kind of type: its folder's label and a page's kind. */
  typeKinds: {
    objects: 'Objetos',
    object: 'Objeto',
    inputs: 'Inputs',
    input: 'Input',
    enums: 'Enums',
    enum: 'Enum',
    interfaces: 'Interfaces',
    interface: 'Interface',
    unions: 'Unions',
    union: 'Union',
    scalars: 'Escalares',
    scalar: 'Escalar',
  },
  /** The schema directive's kind of an object type. */
  objectKind: 'tipo',
  /** "> **<deprecatedField>:** reason", or <deprecatedNoReason> without one. */
  deprecatedField: 'Obsoleto',
  deprecatedNoReason: 'não use em integrações novas.',
  arguments: 'Argumentos',
  returns: 'Retorno',
  fields: 'Campos',
  implements: 'Implementa',
  enumValues: 'Valores',
  possibleTypes: 'Tipos possíveis',
  schema: 'Esquema',
  downloadSchema: 'Baixar o esquema (SDL)',
};

/** A text or a group of texts, each a string in every language. */
type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Every text of the API references by key: a language's table must have them all, and no other. */
export type ApiStrings = Texts<typeof apiPtBR>;
