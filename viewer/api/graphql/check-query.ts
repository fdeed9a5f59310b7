import { buildSchema, GraphQLError, parse, validate, type GraphQLSchema } from 'graphql';
import { describeGraphqlError } from './describe-graphql-error.ts';

const schemas = new Map<string, GraphQLSchema>();

/** The page's schema, built once per SDL: the check before a run and the editor's completion share it. */
export function schemaOf(sdl: string): GraphQLSchema {
  let schema = schemas.get(sdl);
  if (!schema) {
    schema = buildSchema(sdl);
    schemas.set(sdl, schema);
  }
  return schema;
}

/** What graphql-js finds wrong with a query: its syntax error, else its validation errors. */
export function queryErrors(sdl: string, query: string): readonly GraphQLError[] {
  try {
    return validate(schemaOf(sdl), parse(query));
  } catch (e) {
    if (e instanceof GraphQLError) return [e];
    throw e;
  }
}

/**
 * Checks a query against the schema before it is sent, as graphql-js reports
 * it: syntax errors and validation errors, each with its line and column, in
 * the interface's language.
 */
export function checkQuery(sdl: string, query: string): string[] {
  return queryErrors(sdl, query).map(describeGraphqlError);
}
