import type { ASTNode, GraphQLError } from 'graphql';
import { queryErrors } from './check-query.ts';
import { translateGraphqlMessage } from './describe-graphql-error.ts';

/** A problem of the query at a range of its text, as the editor marks it inline. */
export interface QueryDiagnostic {
  from: number;
  to: number;
  message: string;
}

/** The same problems the check before a run reports, each at the words it is about, in the reader's words. */
export function queryDiagnostics(sdl: string, query: string): QueryDiagnostic[] {
  return queryErrors(sdl, query).map((error) => ({ ...errorRange(error, query), message: messageOf(error) }));
}

/** The check's sentence without its "line 1, column 2: " (the mark shows where), so starting with a capital. */
function messageOf(error: GraphQLError): string {
  const text = translateGraphqlMessage(error.message);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Where an error is: a validation error's node, narrowed to its name (an unknown field with a selection would
 * otherwise mark the whole selection); a syntax error's position, widened to the word there so that it shows.
 */
function errorRange(error: GraphQLError, query: string): { from: number; to: number } {
  const node = error.nodes?.[0];
  const loc = node && (nameOf(node)?.loc ?? node.loc);
  if (loc) return { from: loc.start, to: loc.end };
  const at = Math.min(error.positions?.[0] ?? 0, query.length);
  const word = /^(\w+|\S)/.exec(query.slice(at))?.[0] ?? '';
  return { from: at, to: at + word.length };
}

function nameOf(node: ASTNode): ASTNode | undefined {
  return 'name' in node && node.name ? node.name : undefined;
}
