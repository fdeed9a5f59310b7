import fs from 'node:fs';
import type { ApiStrings } from '../../../format/ui-strings/api/api-strings.ts';
import path from 'node:path';
import { GraphQLError, parse, visit, type ASTNode, type DocumentNode, type GraphQLSchema } from 'graphql';
import { MAX_NESTING_DEPTH, nestedTooDeep } from '../../core/limits.ts';
import { confinedSourceFiles } from '../../util/confined-sources.ts';
import { error, type Diagnostic } from '../../core/diagnostics.ts';
import { renderSchema, schemaAnchors } from './render-schema.ts';
import { sdlProblems } from './sdl-problems.ts';

export interface GraphqlSchemaSource {
  name: string;
  file: string;
  sdl: string;
  schema: GraphQLSchema;
  /** The rendered reference in a language, the same wherever a directive embeds it: made once per language. */
  reference(t: ApiStrings): { html: string; anchors: string[] };
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
    const report = (at: { line: number; column: number }, message: string) =>
      diagnostics.push(error('invalid-graphql', file, at.line, at.column, `invalid GraphQL schema: ${message}`));
    let ast: DocumentNode;
    try {
      ast = parse(sdl);
    } catch (e) {
      const at = e instanceof GraphQLError ? e.locations?.[0] : undefined;
      report(at ?? { line: 1, column: 1 }, (e as Error).message);
      continue;
    }
    const tooDeep = wrappedTooDeep(ast);
    if (tooDeep) {
      report(tooDeep.locations![0]!, tooDeep.message);
      continue;
    }
    const { schema, problems } = sdlProblems(ast);
    for (const problem of problems) report(problem, problem.message);
    if (schema)
      schemas.set(path.basename(name, path.extname(name)), {
        name: path.basename(name, path.extname(name)),
        file,
        sdl,
        schema,
        reference: referenceOf(schema),
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

/** A schema's reference, rendered in each language the first time a directive asks for it there. */
function referenceOf(schema: GraphQLSchema): GraphqlSchemaSource['reference'] {
  const anchors = schemaAnchors(schema);
  const made = new Map<ApiStrings, { html: string; anchors: string[] }>();
  return (t) => {
    let reference = made.get(t);
    if (!reference) made.set(t, (reference = { html: renderSchema(schema, t), anchors }));
    return reference;
  };
}
