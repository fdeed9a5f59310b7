import {
  buildASTSchema,
  GraphQLError,
  introspectionTypes,
  Kind,
  specifiedScalarTypes,
  validateSchema,
  visit,
  type ASTNode,
  type DefinitionNode,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
// Not re-exported from the package root; it keeps each error's location, which buildASTSchema's own check drops.
import { validateSDL } from 'graphql/validation/validate.js';

/** A problem of an SDL document at the place a writer fixes it (1-based). */
export interface SdlProblem {
  message: string;
  line: number;
  column: number;
}

/**
 * Stands in for each type a document names but never defines, so that the schema can still be built and checked
 * after its SDL errors: the writer sees every error of the file in one build. Names starting with `__` are reserved
 * by GraphQL, so no valid document defines it; problems that name it follow from an unknown type already reported.
 */
const UNKNOWN_TYPE = '__DocsgenUnknownType';

/**
 * Messages whose first node is the first of a pair when the mistake is the second: a repeated definition, an
 * extension of the wrong kind, the implementing side of an interface (graphql-js 16 lists the interface's first).
 */
const AT_SECOND_NODE = [
  /can only be defined once\.$/,
  /^There can be only one /,
  /already defined in the schema/,
  /^Cannot extend /,
  /^Interface field .* (expected but|expects type) /,
  /can only (implement|include) .* once\.$/,
];
/** A type that misses an interface of its interface: the last nodes are its own `implements`. */
const AT_LAST_NODE = /because it is implemented by /;

/**
 * Every problem graphql-js finds in an SDL document (its SDL rules, then `validateSchema` on what it builds), each
 * once and at the definition, field, argument or directive that is wrong; the schema only when there are none.
 */
export function sdlProblems(ast: DocumentNode): { schema?: GraphQLSchema; problems: SdlProblem[] } {
  const sdlErrors = validateSDL(ast);
  let built: GraphQLSchema;
  try {
    built = buildASTSchema(sdlErrors.length ? withUnknownTypesStubbed(ast) : ast, { assumeValidSDL: true });
  } catch (e) {
    // A directive's argument of the wrong type (`@deprecated(reason: 5)`) is only found while building.
    if (!(e instanceof GraphQLError) && !sdlErrors.length) throw e;
    return { problems: located(ast, e instanceof GraphQLError ? [...sdlErrors, e] : sdlErrors) };
  }
  const schemaErrors = validateSchema(built).filter((e) => !e.message.includes(UNKNOWN_TYPE));
  const errors = [...sdlErrors, ...schemaErrors];
  return errors.length ? { problems: located(ast, errors) } : { schema: built, problems: [] };
}

/** The document with each reference to an undefined type renamed to UNKNOWN_TYPE, defined as a scalar. */
function withUnknownTypesStubbed(ast: DocumentNode): DocumentNode {
  const defined = new Set([...specifiedScalarTypes, ...introspectionTypes].map((t) => t.name));
  for (const definition of ast.definitions) if (isTypeDefinition(definition)) defined.add(definition.name.value);
  const stubbed = visit(ast, {
    NamedType: (node) =>
      defined.has(node.name.value) ? undefined : { ...node, name: { ...node.name, value: UNKNOWN_TYPE } },
  });
  const stub = { kind: Kind.SCALAR_TYPE_DEFINITION, name: { kind: Kind.NAME, value: UNKNOWN_TYPE } } as const;
  return { ...stubbed, definitions: [...stubbed.definitions, stub] };
}

function isTypeDefinition(node: DefinitionNode): node is Extract<DefinitionNode, { kind: `${string}TypeDefinition` }> {
  return node.kind.endsWith('TypeDefinition');
}

/**
 * Each error at its place, leaving out those inside a repeated type definition: the repetition is the one mistake,
 * and the fields it repeats would each be another error.
 */
function located(ast: DocumentNode, errors: readonly GraphQLError[]): SdlProblem[] {
  const repeated = repeatedTypeDefinitions(ast);
  return errors.flatMap((e) => {
    const node = offendingNode(e);
    const start = node?.loc?.start;
    const inRepeated = repeated.find((d) => start !== undefined && start >= d.loc!.start && start < d.loc!.end);
    if (inRepeated && start !== inRepeated.name.loc?.start) return [];
    const token = node?.loc?.startToken;
    const at = token ? { line: token.line, column: token.column } : (e.locations?.[0] ?? { line: 1, column: 1 });
    return [{ message: e.message, ...at }];
  });
}

/** The node a writer changes to fix the error, by its name where it has one (a definition starts at its description). */
function offendingNode(e: GraphQLError): ASTNode | undefined {
  const nodes = e.nodes?.filter((n) => n.loc) ?? [];
  const index = AT_LAST_NODE.test(e.message)
    ? nodes.length - 1
    : AT_SECOND_NODE.some((pattern) => pattern.test(e.message))
      ? Math.min(1, nodes.length - 1)
      : 0;
  const node = nodes[index];
  return node && node.kind !== Kind.DIRECTIVE && 'name' in node && node.name ? node.name : node;
}

function repeatedTypeDefinitions(ast: DocumentNode) {
  const seen = new Set<string>();
  return ast.definitions.filter(isTypeDefinition).filter((d) => {
    const again = seen.has(d.name.value);
    seen.add(d.name.value);
    return again && d.loc;
  });
}
