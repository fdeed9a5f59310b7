import type { graphqlPtBR } from './pt-BR.ts';

/**
 * The GraphQL explorer's text in English. graphql-js's own messages are English already, but they are said again in
 * these words too, so that both languages show the same sentences, with the line and column first.
 */
export const graphqlEn: { readonly [K in keyof typeof graphqlPtBR]: string } = {
  graphqlExplorer: 'GraphQL explorer',
  graphqlQuery: 'Query',
  graphqlQueryKeys:
    'Ctrl+Space shows the schema’s fields, arguments and types; Enter accepts the suggestion. ' +
    'F8 goes to the next marked problem and Ctrl+Shift+M lists them all. Tab leaves the editor.',
  graphqlVariables: 'Variables (JSON)',
  graphqlVariablesProblem: 'variables:',
  graphqlDoesNotMatch: 'The query does not match the schema:',
  graphqlRunning: 'Running…',
  graphqlRun: 'Run query',
  graphqlCompletions: 'Schema suggestions',
  graphqlDiagnostics: 'Query problems',
  graphqlNoDiagnostics: 'No problems',
  graphqlControlCharacter: 'Control character',
  graphqlLine: 'line',
  graphqlColumn: 'column',
  graphqlSyntaxError: 'syntax error',
  graphqlMismatch: 'the query does not match the schema',
  graphqlOriginal: 'graphql-js says:',
  graphqlType: 'type',
  graphqlHasNoField: 'has no field',
  graphqlField: 'field',
  graphqlHasNoArgument: 'has no argument',
  graphqlMissingArgument: 'missing required argument',
  graphqlOfField: 'of field',
  graphqlIsOfType: 'is of type',
  graphqlChooseSubfields: ': choose its subfields, as in',
  graphqlNoSubfields: ', which has no subfields: remove the selection in braces.',
  graphqlUnknownType: 'the schema has no type',
  // No article, as graphql-js says them: 'unexpected name "x"', 'value 1.5 is not of type "Int"'.
  graphqlValue: 'value',
  graphqlIsNotOfType: 'is not of type',
  graphqlVariable: 'variable',
  graphqlNotDeclared: 'is not declared by the operation.',
  graphqlDeclaredUnused: 'is declared but never used.',
  graphqlExpectedHere: ', but the type expected here is',
  graphqlFragment: 'fragment',
  graphqlDoesNotExist: 'does not exist.',
  graphqlFragmentUnused: 'is never used.',
  graphqlDuplicateOperation: 'there is more than one operation named',
  graphqlAnonymousOperation: 'an operation without a name must be the only one in the query.',
  graphqlDirective: 'directive',
  graphqlExpected: 'expected',
  graphqlButFound: ', but found',
  graphqlUnexpected: 'unexpected',
  graphqlUnterminatedString: 'a string without its closing quotes.',
  graphqlEndOfQuery: 'end of the query',
  graphqlName: 'name',
  graphqlAName: 'a name',
  graphqlDidYouMean: 'Did you mean',
  graphqlOr: 'or',
};
