import path from 'node:path';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';
import type { ApiStrings } from '../../../format/ui-strings/api/api-strings.ts';
import type { GraphqlSchemaSource } from '../graphql/load-sdl.ts';
import { nestedMarkdown } from './operation-markdown.ts';
import { type Described, oneLine } from './graphql-prose.ts';
import { frontMatter, slugOf, type GeneratedCategory, type GeneratedPage } from './reference-pages.ts';

const BUILT_IN = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

type TypeKindWord = keyof ApiStrings['typeKinds'];

/**
 * The kinds of type, each a folder of `tipos/` (the same in every language) with its label and the name of one (keys
 * of t.typeKinds), in the order the sidebar lists them.
 */
const TYPE_KINDS = [
  { folder: 'objetos', label: 'objects', one: 'object', is: isObjectType },
  { folder: 'inputs', label: 'inputs', one: 'input', is: isInputObjectType },
  { folder: 'enums', label: 'enums', one: 'enum', is: isEnumType },
  { folder: 'interfaces', label: 'interfaces', one: 'interface', is: isInterfaceType },
  { folder: 'unions', label: 'unions', one: 'union', is: isUnionType },
  { folder: 'escalares', label: 'scalars', one: 'scalar', is: isScalarType },
] as const satisfies readonly { folder: string; label: TypeKindWord; one: TypeKindWord; is: unknown }[];

/**
 * A generated GraphQL page, with the line of the schema it describes and the definitions whose descriptions it writes
 * (where its problems are reported, see graphqlProseRemapper).
 */
export type GraphqlPage = GeneratedPage & { line: number; described: Described[] };

const firstSentence = (text: string | null | undefined) =>
  text
    ?.replace(/[#*_`>[\]]/g, '')
    .trim()
    .split(/(?<=[.!?])\s|\n/)[0]
    ?.slice(0, 160) || undefined;

/** graphqlReference, as loadApiDescriptions hands it on with the schemas (see ApiDescriptions.graphqlPages). */
export type GraphqlPagesWriter = typeof graphqlReference;

/**
 * The reference section of a GraphQL schema, as graphql-markdown writes one for Docusaurus: an overview, a page per
 * query, mutation and subscription, and a page per type in a folder per kind, each linking the types it uses to
 * their pages (links the build checks like any other). Descriptions are Markdown, as the GraphQL spec has them; the
 * pages' own words are in the site's language (`t`), their paths the same in every language.
 */
export function graphqlReference(
  source: GraphqlSchemaSource,
  dir: string,
  sdlLink: string,
  t: ApiStrings,
): { pages: GraphqlPage[]; categories: GeneratedCategory[] } {
  const { schema } = source;
  const pages: GraphqlPage[] = [];
  const categories: GeneratedCategory[] = [{ dir, label: source.name, position: 0, collapsed: true }];
  const typePath = typePaths(schema, dir);
  const link = (from: string, type: GraphQLType) => typeLink(from, type, typePath);
  const roots = [
    { type: schema.getQueryType(), folder: 'queries', label: 'Queries' },
    { type: schema.getMutationType(), folder: 'mutations', label: 'Mutations' },
    { type: schema.getSubscriptionType(), folder: 'subscriptions', label: 'Subscriptions' },
  ];
  pages.push({
    relPath: `${dir}/index.md`,
    text: overview(source, roots, sdlLink, t),
    prose: [],
    line: 1,
    described: [schema],
  });
  roots.forEach((root, i) => {
    if (!root.type) return;
    categories.push({ dir: `${dir}/${root.folder}`, label: root.label, position: i + 1, collapsed: true });
    Object.values(root.type.getFields()).forEach((field, position) => {
      const relPath = `${dir}/${root.folder}/${slugOf(field.name)}.md`;
      pages.push({
        relPath,
        text: fieldPage(field, root.label, position, (type) => link(relPath, type), t),
        prose: [],
        line: field.astNode?.loc?.startToken.line ?? 1,
        described: [field, ...field.args],
      });
    });
  });
  categories.push({ dir: `${dir}/tipos`, label: t.types, position: 10, collapsed: true });
  TYPE_KINDS.forEach((kind, i) =>
    categories.push({
      dir: `${dir}/tipos/${kind.folder}`,
      label: t.typeKinds[kind.label],
      position: i,
      collapsed: true,
    }),
  );
  for (const [name, relPath] of typePath) {
    const type = schema.getType(name)!;
    pages.push({
      relPath,
      text: typePage(type, (used) => link(relPath, used), t),
      prose: [],
      line: type.astNode?.loc?.startToken.line ?? 1,
      described: describedOnTypePage(type),
    });
  }
  return { pages, categories };
}

/** Each named type's page, except the built-in scalars and the root types (whose fields have pages of their own). */
function typePaths(schema: GraphQLSchema, dir: string): Map<string, string> {
  const roots = new Set(
    [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].map((t) => t?.name),
  );
  const paths = new Map<string, string>();
  for (const type of Object.values(schema.getTypeMap()).sort((a, b) => a.name.localeCompare(b.name))) {
    if (type.name.startsWith('__') || roots.has(type.name) || BUILT_IN.has(type.name)) continue;
    const kind = TYPE_KINDS.find((k) => k.is(type))!;
    paths.set(type.name, `${dir}/tipos/${kind.folder}/${slugOf(type.name)}.md`);
  }
  return paths;
}

/** `[Fazenda!]!` with the named type linked to its page, relative to the page at `from`. */
function typeLink(from: string, type: GraphQLType, typePath: ReadonlyMap<string, string>): string {
  const target = typePath.get(getNamedType(type).name);
  const label = `\`${String(type)}\``;
  if (!target) return label;
  return `[${label}](${path.posix.relative(path.posix.dirname(from), target)})`;
}

type Link = (type: GraphQLType) => string;

function deprecation(reason: string | null | undefined, t: ApiStrings): string {
  return reason === undefined || reason === null
    ? ''
    : `> **${t.deprecatedField}:** ${reason || t.deprecatedNoReason}\n\n`;
}

function argumentList(args: readonly GraphQLArgument[], link: Link, t: ApiStrings): string {
  return args
    .map(
      (a) =>
        `- \`${a.name}\` (${link(a.type)})${a.defaultValue !== undefined ? ` — ${t.default}: \`${JSON.stringify(a.defaultValue)}\`` : ''}${a.description ? `: ${oneLine(a.description)}` : ''}${a.deprecationReason ? ` (${t.deprecated})` : ''}`,
    )
    .join('\n');
}

function signature(field: GraphQLField<unknown, unknown>): string {
  const args = field.args.map(
    (a) => `${a.name}: ${String(a.type)}${a.defaultValue !== undefined ? ` = ${JSON.stringify(a.defaultValue)}` : ''}`,
  );
  const list = args.length > 2 ? `(\n  ${args.join('\n  ')}\n)` : args.length ? `(${args.join(', ')})` : '';
  return `${field.name}${list}: ${String(field.type)}`;
}

function fieldPage(
  field: GraphQLField<unknown, unknown>,
  kind: string,
  position: number,
  link: Link,
  t: ApiStrings,
): string {
  const returned = getNamedType(field.type);
  return [
    frontMatter({
      title: field.name,
      sidebar_position: position,
      description: firstSentence(field.description) ?? `${kind}: ${field.name}`,
      custom_edit_url: null,
    }),
    `# ${field.name}\n`,
    `\`\`\`graphql\n${signature(field)}\n\`\`\`\n`,
    deprecation(field.deprecationReason, t),
    field.description ? `${nestedMarkdown(field.description, 2)}\n` : '',
    field.args.length ? `## ${t.arguments}\n\n${argumentList(field.args, link, t)}\n` : '',
    `## ${t.returns}\n\n${link(field.type)}${returned.description ? `: ${firstSentence(returned.description)}` : ''}\n`,
  ]
    .filter(Boolean)
    .join('\n');
}

function fieldList(
  fields: readonly (GraphQLField<unknown, unknown> | GraphQLInputField)[],
  link: Link,
  t: ApiStrings,
): string {
  return fields
    .map((f) => {
      const args = 'args' in f && f.args.length ? `\n${argumentList(f.args, link, t).replace(/^/gm, '  ')}` : '';
      const description = f.description ? `: ${oneLine(f.description)}` : '';
      return `- \`${f.name}\` (${link(f.type)})${description}${f.deprecationReason ? ` (${t.deprecated})` : ''}${args}`;
    })
    .join('\n');
}

/** A type page's definitions in the order it writes their descriptions: the type, its fields with their arguments, its values. */
function describedOnTypePage(type: GraphQLNamedType): Described[] {
  const fields =
    isObjectType(type) || isInterfaceType(type) || isInputObjectType(type) ? Object.values(type.getFields()) : [];
  return [
    type,
    ...fields.flatMap((f): Described[] => [f, ...('args' in f ? f.args : [])]),
    ...(isEnumType(type) ? type.getValues() : []),
  ];
}

function typePage(type: GraphQLNamedType, link: Link, t: ApiStrings): string {
  const kind = TYPE_KINDS.find((k) => k.is(type))!;
  const body: string[] = [];
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))
    body.push(`## ${t.fields}\n\n${fieldList(Object.values(type.getFields()), link, t)}\n`);
  if ((isObjectType(type) || isInterfaceType(type)) && type.getInterfaces().length)
    body.push(
      `## ${t.implements}\n\n${type
        .getInterfaces()
        .map((i) => `- ${link(i)}`)
        .join('\n')}\n`,
    );
  if (isEnumType(type))
    body.push(
      `## ${t.enumValues}\n\n${type
        .getValues()
        .map(
          (v) =>
            `- \`${v.name}\`${v.description ? `: ${oneLine(v.description)}` : ''}${v.deprecationReason ? ` (${t.deprecated})` : ''}`,
        )
        .join('\n')}\n`,
    );
  if (isUnionType(type))
    body.push(
      `## ${t.possibleTypes}\n\n${type
        .getTypes()
        .map((t) => `- ${link(t)}`)
        .join('\n')}\n`,
    );
  return [
    frontMatter({
      title: type.name,
      description: firstSentence(type.description),
      custom_edit_url: null,
    }),
    `# ${type.name}\n`,
    `*${t.typeKinds[kind.one]}*\n`,
    type.description ? `${nestedMarkdown(type.description, 2)}\n` : '',
    ...body,
  ]
    .filter(Boolean)
    .join('\n');
}

function overview(
  source: GraphqlSchemaSource,
  roots: { type: { getFields(): object } | null | undefined; label: string; folder: string }[],
  sdlLink: string,
  t: ApiStrings,
): string {
  const counts = roots.filter((r) => r.type).map((r) => `- ${r.label}: ${Object.keys(r.type!.getFields()).length}`);
  return [
    frontMatter({
      title: source.name,
      sidebar_label: t.overview,
      description: firstSentence(source.schema.description),
      custom_edit_url: null,
    }),
    `# ${source.name}\n`,
    source.schema.description ? `${nestedMarkdown(source.schema.description, 2)}\n` : '',
    `## ${t.operations}\n\n${counts.join('\n')}\n`,
    `## ${t.schema}\n\n[${t.downloadSchema}](${encodeURI(sdlLink)})\n`,
  ]
    .filter(Boolean)
    .join('\n');
}
