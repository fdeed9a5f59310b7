/**
 * The GraphQL explorer's text (viewer/api/graphql/), in Brazilian Portuguese; merged into the interface's table
 * (../pt-BR.ts). graphql-js's messages are said again in these words, each split around the names and values it
 * quotes: the comment above a key says how the pieces join, and a quoted name keeps its double quotes ("f").
 */
export const graphqlPtBR = {
  graphqlExplorer: 'Explorador GraphQL',
  graphqlQuery: 'Consulta',
  /** How the query editor is used by keyboard: its description. */
  graphqlQueryKeys:
    'Ctrl+Espaço mostra os campos, argumentos e tipos do esquema; Enter aceita a sugestão. ' +
    'F8 vai ao próximo problema marcado e Ctrl+Shift+M lista todos. Tab sai do editor.',
  graphqlVariables: 'Variáveis (JSON)',
  /** "<graphqlVariablesProblem> <why the variables are not JSON>" */
  graphqlVariablesProblem: 'variáveis:',
  graphqlDoesNotMatch: 'A consulta não confere com o esquema:',
  graphqlRunning: 'Executando…',
  graphqlRun: 'Executar consulta',
  // CodeMirror's own words in the editor (its phrases).
  graphqlCompletions: 'Sugestões do esquema',
  graphqlDiagnostics: 'Problemas da consulta',
  graphqlNoDiagnostics: 'Nenhum problema',
  graphqlControlCharacter: 'Caractere de controle',
  // graphql-js's messages.
  /** "<graphqlLine> L, <graphqlColumn> C: <message>" */
  graphqlLine: 'linha',
  graphqlColumn: 'coluna',
  /**
   * "<graphqlSyntaxError>: <message>", or, for a message not said here,
   * "<graphqlSyntaxError|graphqlMismatch> (<graphqlOriginal> <graphql-js's message>)"
   */
  graphqlSyntaxError: 'erro de sintaxe',
  graphqlMismatch: 'a consulta não confere com o esquema',
  graphqlOriginal: 'mensagem do graphql-js, em inglês:',
  /** "<graphqlType> "T" <graphqlHasNoField> "f"." */
  graphqlType: 'o tipo',
  graphqlHasNoField: 'não tem o campo',
  /** "<graphqlField> "f" <graphqlHasNoArgument> "a"." */
  graphqlField: 'o campo',
  graphqlHasNoArgument: 'não tem o argumento',
  /** "<graphqlMissingArgument> "a" (T) <graphqlOfField> "f"." */
  graphqlMissingArgument: 'falta o argumento obrigatório',
  graphqlOfField: 'do campo',
  /** "<graphqlField> "f" <graphqlIsOfType> "T"<graphqlChooseSubfields> "f { ... }"." */
  graphqlIsOfType: 'é do tipo',
  graphqlChooseSubfields: ': escolha os seus subcampos, como em',
  /** "<graphqlField> "f" <graphqlIsOfType> "T"<graphqlNoSubfields>" */
  graphqlNoSubfields: ', que não tem subcampos: tire a seleção entre chaves.',
  /** "<graphqlUnknownType> "T"." */
  graphqlUnknownType: 'o esquema não tem o tipo',
  /** "<graphqlValue> V <graphqlIsNotOfType> "T"." */
  graphqlValue: 'o valor',
  graphqlIsNotOfType: 'não é do tipo',
  /** "<graphqlVariable> "$v" <graphqlNotDeclared|graphqlDeclaredUnused>" */
  graphqlVariable: 'a variável',
  graphqlNotDeclared: 'não foi declarada na operação.',
  graphqlDeclaredUnused: 'foi declarada, mas não é usada.',
  /** "<graphqlVariable> "$v" <graphqlIsOfType> "T"<graphqlExpectedHere> "U"." */
  graphqlExpectedHere: ', mas aqui o tipo esperado é',
  /** "<graphqlFragment> "F" <graphqlDoesNotExist|graphqlFragmentUnused>" */
  graphqlFragment: 'o fragmento',
  graphqlDoesNotExist: 'não existe.',
  graphqlFragmentUnused: 'não é usado.',
  /** "<graphqlDuplicateOperation> "o"." */
  graphqlDuplicateOperation: 'há mais de uma operação chamada',
  graphqlAnonymousOperation: 'uma operação sem nome precisa ser a única da consulta.',
  /** "<graphqlDirective> "@d" <graphqlDoesNotExist>" */
  graphqlDirective: 'a diretiva',
  /** "<graphqlExpected> X<graphqlButFound> Y.", "<graphqlUnexpected> X.", X and Y being the tokens below. */
  graphqlExpected: 'esperava',
  graphqlButFound: ', mas encontrou',
  graphqlUnexpected: 'não esperava',
  graphqlUnterminatedString: 'texto sem as aspas de fechamento.',
  graphqlEndOfQuery: 'o fim da consulta',
  /** "<graphqlName> "n"", "<graphqlValue> "v"" */
  graphqlName: 'o nome',
  graphqlAName: 'um nome',
  /** " <graphqlDidYouMean> "a", "b" <graphqlOr> "c"?" */
  graphqlDidYouMean: 'Você quis dizer',
  graphqlOr: 'ou',
};
