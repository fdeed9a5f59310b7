/**
 * The "Testar" panel's text (viewer/api/try-it/) and the JSON checks it shares with the GraphQL explorer
 * (viewer/api/json-problem.ts), in Brazilian Portuguese; merged into the interface's table (../pt-BR.ts). A text with
 * a value in it is split around the value, as in the rest of the table: the comment above a key says how the pieces
 * join.
 */
export const tryItPtBR = {
  /** "<tryIt> <METHOD> <path>": the button that opens the panel, and the form's name. */
  tryIt: 'Testar',
  tryItUsesStoredToken: 'A chamada usa o seu token de acesso (enviado no cabeçalho Authorization).',
  tryItNoStoredToken: 'Nenhum token de acesso armazenado: entre pela plataforma, ou a API responderá 401.',
  // Fields.
  tryItServer: 'Servidor',
  tryItOtherAddress: 'Outro endereço…',
  tryItApiAddress: 'Endereço da API',
  tryItServerVariables: 'Variáveis do servidor',
  /** "<tryItApiKey> (<header>)" */
  tryItApiKey: 'Chave de API',
  tryItBasicAuth: 'Autenticação HTTP basic',
  tryItUsername: 'Usuário',
  tryItPassword: 'Senha',
  /** "<tryItBody> (<media type>) (<tryItRequired>)" */
  tryItBody: 'Corpo',
  tryItRequired: 'obrigatório',
  /** Where a parameter goes, after its name (the reference's table says the same: format/try-it/). */
  tryItInPath: 'caminho',
  tryItInQuery: 'consulta',
  tryItInHeader: 'cabeçalho',
  tryItInCookie: 'cookie',
  /** The empty choice of a select: of a required parameter, then of an optional one. */
  tryItChoose: 'Escolha…',
  tryItDoNotSend: '(não enviar)',
  // OAuth 2.0 client credentials.
  tryItClientId: 'ID do cliente',
  tryItClientSecret: 'Segredo do cliente',
  tryItScopes: 'Escopos',
  tryItGettingToken: 'Obtendo token…',
  tryItGetToken: 'Obter token',
  /** "<tryItTokenObtained>[<tryItTokenValidFor> N s]<tryItTokenSentIn>" */
  tryItTokenObtained: 'Token obtido',
  tryItTokenValidFor: ', válido por',
  tryItTokenSentIn: ': a requisição o envia no cabeçalho Authorization.',
  tryItEnterClient: 'Informe o ID e o segredo do cliente.',
  tryItNoAccessToken: 'A resposta do servidor de autorização não traz um access_token.',
  /** "<tryItTokenRefused> (<status>): <reason>.[ <tryItServerDetail> <error_description>]" */
  tryItTokenRefused: 'O servidor de autorização recusou o pedido',
  tryItServerDetail: 'Detalhe do servidor:',
  /** A reason: RFC 6749 section 5.2's error codes, "<tryItOAuthError> <code>" for another, or no code at all. */
  tryItInvalidRequest: 'o pedido de token está incompleto ou malformado',
  tryItInvalidClient: 'o ID ou o segredo do cliente não foram aceitos',
  tryItInvalidGrant: 'a concessão não é válida',
  tryItUnauthorizedClient: 'este cliente não pode usar o fluxo client credentials',
  tryItUnsupportedGrantType: 'o servidor não aceita o fluxo client credentials',
  tryItInvalidScope: 'algum dos escopos pedidos não existe ou não é permitido a este cliente',
  tryItOAuthError: 'erro',
  tryItNoOAuthError: 'sem código de erro OAuth na resposta',
  /** "<tryItTokenUrl> (<url>) <tryItNotAUrl>" */
  tryItTokenUrl: 'O endereço do token',
  tryItNotAUrl: 'não é uma URL válida.',
  /** "<tryItNoCallsTo> <origin><tryItAuthServerBlocked>" */
  tryItNoCallsTo: 'Este portal não permite chamadas a',
  tryItAuthServerBlocked:
    ', o servidor de autorização: quem mantém o portal pode incluí-lo em contentSecurityPolicy.connectSrc.',
  /** "<tryItAuthNoAnswerIn> N s." */
  tryItAuthNoAnswerIn: 'O servidor de autorização não respondeu em',
  tryItAuthNoAnswer:
    'O servidor de autorização não respondeu, ou o navegador bloqueou a resposta (CORS): confira o endereço e se o ' +
    'servidor aceita chamadas a partir deste portal.',
  // Why the panel asked for a new token while sending, and what came of it.
  tryItExpiredRenewed: 'O token tinha expirado: o painel obteve um novo e enviou a requisição com ele.',
  tryItExpiredFailed:
    'O token tinha expirado e não foi possível obter um novo (veja o erro acima): a requisição não foi enviada.',
  tryItRefusedRenewed: 'A API recusou o token (401): o painel obteve um novo e reenviou a requisição.',
  tryItRefusedFailed: 'A API recusou o token (401) e não foi possível obter um novo (veja o erro acima).',
  tryItRefusedAgain:
    'A API recusou o token (401): o painel obteve um novo e reenviou a requisição, e a API recusou o novo também.',
  // The field checks before sending.
  tryItRequiredField: 'Campo obrigatório.',
  tryItInteger: 'Informe um número inteiro.',
  tryItNumber: 'Informe um número.',
  tryItBoolean: 'Use true ou false.',
  /** "<tryItOneOf> a, b, c." */
  tryItOneOf: 'Use um destes valores:',
  /** "<tryItMinimum> N." */
  tryItMinimum: 'O mínimo é',
  tryItMaximum: 'O máximo é',
  tryItBodyRequired: 'O corpo da requisição é obrigatório.',
  tryItEnterAddress: 'Informe o endereço da API, começando com https://.',
  // The curl command, sending, and the confirmation before a request that changes production data.
  tryItCopied: 'Copiado!',
  tryItCopyCommand: 'Copiar comando',
  /** "<tryItProductionServer> <METHOD> <tryItChangesDataAt> <url>. <tryItSendOnlyIf>" */
  tryItProductionServer: 'Servidor de produção.',
  tryItChangesDataAt: 'altera dados reais em',
  tryItSendOnlyIf: 'Envie só se é isso que você quer.',
  tryItConfirmAndSend: 'Confirmar e enviar',
  tryItCancel: 'Cancelar',
  tryItSending: 'Enviando…',
  tryItSend: 'Enviar requisição',
  // The result.
  /** "<tryItNotSent>: <tryItBlockedBefore> <origin> <tryItBlockedAfter> contentSecurityPolicy.connectSrc." */
  tryItNotSent: 'A requisição não foi enviada',
  tryItBlockedBefore: 'este portal só permite chamadas aos servidores que a documentação declara, e',
  tryItBlockedAfter:
    'não está entre eles. Use um dos servidores da lista, ou o comando curl acima, no terminal; quem mantém o portal ' +
    'pode incluir o endereço em',
  /** "<tryItNoResponse> (N ms): <why>", why being one of the three below. */
  tryItNoResponse: 'A requisição não obteve resposta',
  /** "<tryItNothingIn> N s." */
  tryItNothingIn: 'nada chegou em',
  tryItBrowserStopped: 'o navegador interrompeu a requisição.',
  tryItServerSilent: 'o servidor não respondeu, ou o navegador bloqueou a resposta.',
  /** Before the browser's own message, which is in English. */
  tryItBrowserMessage: 'Mensagem do navegador, em inglês:',
  tryItCors:
    'O navegador bloqueia respostas de outra origem quando o servidor da API não as permite (CORS). Verifique se o ' +
    'endereço está certo e se a API aceita chamadas a partir deste portal; se não aceitar, use o comando curl acima, ' +
    'no terminal.',
  /** "<tryItResponseHeaders> (N)" */
  tryItResponseHeaders: 'Cabeçalhos da resposta',
  tryItEmptyBody: '(corpo vazio)',
  // What the reader can do about an error status.
  tryItHintBasic401: 'Usuário ou senha ausentes ou inválidos.',
  tryItHintOAuth401: 'Token ausente, inválido ou expirado: obtenha um novo com as credenciais do cliente.',
  tryItHint401: 'Token ausente, inválido ou expirado: entre novamente pela plataforma para renovar o acesso.',
  tryItHint403: 'O token não tem permissão para esta operação, ou falta a chave de API.',
  tryItHint404: 'Recurso não encontrado: confira os parâmetros de caminho.',
  tryItHint400: 'A API recusou os dados enviados: veja os detalhes no corpo da resposta.',
  tryItHint429: 'Limite de requisições atingido: aguarde o tempo indicado em Retry-After.',
  tryItHint500: 'Erro no servidor da API: tente de novo em instantes.',
  // Why a text is not JSON (a request body, a GraphQL query's variables).
  jsonInvalid: 'JSON inválido.',
  /** "<jsonInvalidAtLine> L<jsonColumn> C: <why>." */
  jsonInvalidAtLine: 'JSON inválido na linha',
  jsonColumn: ', coluna',
  jsonTrailingComma: 'vírgula depois do último item, que JSON não aceita',
  jsonInvalidNumber: 'número inválido',
  jsonPropertyNameExpected: 'esperava o nome de uma propriedade, entre aspas duplas',
  /** "<jsonPropertyNameExpected>, <jsonNot> "<found>"": a name without its quotes. */
  jsonNot: 'e não',
  jsonValueExpected: 'esperava um valor',
  jsonColonExpected: 'esperava ":" depois do nome da propriedade',
  jsonCommaExpected: 'esperava "," entre os itens',
  jsonCloseBraceExpected: 'esperava "}"',
  jsonCloseBracketExpected: 'esperava "]"',
  jsonEndOfFileExpected: 'há conteúdo depois do fim do JSON',
  jsonNoComments: 'JSON não aceita comentários',
  jsonUnterminatedString: 'texto sem as aspas duplas de fechamento',
  jsonIncompleteNumber: 'número incompleto',
  jsonInvalidUnicode: 'escape \\u inválido: use quatro dígitos hexadecimais',
  jsonInvalidEscape: 'escape inválido: use \\" \\\\ \\/ \\b \\f \\n \\r \\t ou \\u',
  jsonControlCharacter: 'tabulação ou quebra de linha dentro de um texto: escreva \\t ou \\n',
  jsonUnexpectedCharacter: 'caractere inesperado',
  /** "<jsonUnexpected> "<found>"" */
  jsonUnexpected: 'não esperava',
};
