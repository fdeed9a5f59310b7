import fs from 'node:fs';
import path from 'node:path';
import {
  buildASTSchema,
  GraphQLError,
  parse,
  validateSchema,
  visit,
  type ASTNode,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { MAX_NESTING_DEPTH, nestedTooDeep } from '../../core/limits.ts';
// Not re-exported from the package root; it keeps each error's location, which buildASTSchema's own check drops.
import { validateSDL } from 'graphql/validation/validate.js';
import { confinedSourceFiles } from '../../util/confined-sources.ts';
import { error, type Diagnostic } from '../../core/diagnostics.ts';
import { renderSchema, schemaAnchors } from './render-schema.ts';

export interface GraphqlSchemaSource {
  name: string;
  file: string;
  sdl: string;
  schema: GraphQLSchema;
  /** The rendered reference, the same wherever a directive embeds it. */
  reference: { html: string; anchors: string[] };
}

/**
 * Stage: the GraphQL schemas in content/graphql (SDL), validated by graphql-js.
 * `invalid` names the files that failed, so directives using them add no
 * second error. Only files inside `roots` (the project) are read.
 */
export function loadGraphqlSchemas(
  contentDir: string,
  cwd: string,
  roots: readonly string[],
): { schemas: Map<string, GraphqlSchemaSource>; invalid: Set<string>; diagnostics: Diagnostic[] } {
  const dir = path.join(contentDir, 'graphql');
  const { files, diagnostics } = confinedSourceFiles(dir, /\.(graphql|gql)$/, roots, cwd);
  const schemas = new Map<string, GraphqlSchemaSource>();
  const invalid = new Set<string>();
  for (const name of files) {
    const file = path.relative(cwd, path.join(dir, name));
    const sdl = fs.readFileSync(path.join(dir, name), 'utf8');
    const report = (e: GraphQLError) => {
      const at = e.locations?.[0] ?? { line: 1, column: 1 };
      diagnostics.push(error('invalid-graphql', file, at.line, at.column, `invalid GraphQL schema: ${e.message}`));
    };
    let ast: DocumentNode;
    try {
      ast = parse(sdl);
    } catch (e) {
      if (e instanceof GraphQLError) report(e);
      else diagnostics.push(error('invalid-graphql', file, 1, 1, `invalid GraphQL schema: ${(e as Error).message}`));
      continue;
    }
    const tooDeep = wrappedTooDeep(ast);
    if (tooDeep) {
      report(tooDeep);
      continue;
    }
    const sdlErrors = validateSDL(ast);
    if (sdlErrors.length) {
      sdlErrors.forEach(report);
      continue;
    }
    const schema: GraphQLSchema = buildASTSchema(ast, { assumeValidSDL: true });
    const problems = validateSchema(schema);
    problems.forEach(report);
    if (!problems.length)
      schemas.set(path.basename(name, path.extname(name)), {
        name: path.basename(name, path.extname(name)),
        file,
        sdl,
        schema,
        reference: { html: renderSchema(schema), anchors: schemaAnchors(schema) },
      });
  }
  for (const name of files) {
    const api = path.basename(name, path.extname(name));
    if (!schemas.has(api)) invalid.add(api);
  }
  return { schemas, invalid, diagnostics };
}

/**
 * The first list or non-null type wrapped past MAX_NESTING_DEPTH (`[[[…Int]]]`), as an error at it: the schema's
 * types are printed recursively. graphql's own visit walks the document without recursion.
 */
function wrappedTooDeep(ast: DocumentNode): GraphQLError | undefined {
  let depth = 0;
  let found: GraphQLError | undefined;
  const enter = (node: ASTNode) => {
    if (++depth > MAX_NESTING_DEPTH && !found) found = new GraphQLError(nestedTooDeep('list types'), { nodes: [node] });
  };
  const leave = () => void depth--;
  visit(ast, { ListType: { enter, leave }, NonNullType: { enter, leave } });
  return found;
}
