import { buildSchema, GraphQLError, parse, validate, type GraphQLSchema } from 'graphql';
import { describeGraphqlError } from './describe-graphql-error.ts';

const schemas = new Map<string, GraphQLSchema>();

/**
 * Checks a query against the schema before it is sent, as graphql-js reports
 * it: syntax errors and validation errors, each with its line and column, in
 * Portuguese.
 */
export function checkQuery(sdl: string, query: string): string[] {
  let schema = schemas.get(sdl);
  if (!schema) {
    schema = buildSchema(sdl);
    schemas.set(sdl, schema);
  }
  try {
    return validate(schema, parse(query)).map(describeGraphqlError);
  } catch (e) {
    if (e instanceof GraphQLError) return [describeGraphqlError(e)];
    throw e;
  }
}
