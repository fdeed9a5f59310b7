import { buildSchema, GraphQLError, parse, validate, type GraphQLSchema } from 'graphql';

const schemas = new Map<string, GraphQLSchema>();

/**
 * Checks a query against the schema before it is sent, as graphql-js reports
 * it: syntax errors and validation errors, each with its line and column.
 */
export function checkQuery(sdl: string, query: string): string[] {
  let schema = schemas.get(sdl);
  if (!schema) {
    schema = buildSchema(sdl);
    schemas.set(sdl, schema);
  }
  try {
    return validate(schema, parse(query)).map(describe);
  } catch (e) {
    if (e instanceof GraphQLError) return [describe(e)];
    throw e;
  }
}

function describe(error: GraphQLError): string {
  const at = error.locations?.[0];
  return at ? `linha ${at.line}, coluna ${at.column}: ${error.message}` : error.message;
}
