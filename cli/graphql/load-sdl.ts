import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { buildSchema, GraphQLError, validateSchema, type GraphQLSchema } from 'graphql';
import { error, type Diagnostic } from '../diagnostics.ts';

export interface GraphqlSchemaSource {
  name: string;
  file: string;
  sdl: string;
  schema: GraphQLSchema;
}

/** Stage: the GraphQL schemas in content/graphql (SDL), validated by graphql-js. */
export function loadGraphqlSchemas(contentDir: string, cwd: string): { schemas: Map<string, GraphqlSchemaSource>; diagnostics: Diagnostic[] } {
  const dir = path.join(contentDir, 'graphql');
  const files = fs.existsSync(dir) ? fg.sync(['*.graphql', '*.gql'], { cwd: dir }).sort() : [];
  const schemas = new Map<string, GraphqlSchemaSource>();
  const diagnostics: Diagnostic[] = [];
  for (const name of files) {
    const file = path.relative(cwd, path.join(dir, name));
    const sdl = fs.readFileSync(path.join(dir, name), 'utf8');
    const report = (e: GraphQLError) => {
      const at = e.locations?.[0] ?? { line: 1, column: 1 };
      diagnostics.push(error(file, at.line, at.column, `invalid GraphQL schema: ${e.message}`));
    };
    let schema: GraphQLSchema;
    try {
      schema = buildSchema(sdl);
    } catch (e) {
      if (e instanceof GraphQLError) report(e);
      else diagnostics.push(error(file, 1, 1, `invalid GraphQL schema: ${(e as Error).message}`));
      continue;
    }
    const problems = validateSchema(schema);
    problems.forEach(report);
    if (!problems.length) schemas.set(path.basename(name, path.extname(name)), { name: path.basename(name, path.extname(name)), file, sdl, schema });
  }
  return { schemas, diagnostics };
}
