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
import { escapeHtml as escape } from '../../util/html.ts';

const BUILT_IN = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

/** Anchor of a type in the rendered reference. */
export const typeAnchor = (name: string) => `gql-${name}`;

/** "[Farm!]!" with the named type linked to its section. */
function typeRef(type: GraphQLType): string {
  const named = getNamedType(type).name;
  const label = escape(String(type));
  return BUILT_IN.has(named) ? `<code>${label}</code>` : `<a href="#${typeAnchor(named)}"><code>${label}</code></a>`;
}

function args(list: readonly GraphQLArgument[]): string {
  if (!list.length) return '';
  return `<ul class="gql-args">${list.map((a) => `<li><code>${escape(a.name)}</code>: ${typeRef(a.type)}${a.defaultValue !== undefined ? ` = <code>${escape(JSON.stringify(a.defaultValue))}</code>` : ''}${a.description ? ` — ${escape(a.description)}` : ''}</li>`).join('')}</ul>`;
}

function fields(list: (GraphQLField<unknown, unknown> | GraphQLInputField)[]): string {
  return `<ul class="gql-fields">${list
    .map(
      (f) =>
        `<li><code>${escape(f.name)}</code>: ${typeRef(f.type)}${f.description ? ` — ${escape(f.description)}` : ''}${'args' in f ? args(f.args) : ''}</li>`,
    )
    .join('')}</ul>`;
}

function kindOf(type: GraphQLNamedType, t: ApiStrings): string {
  if (isObjectType(type)) return t.objectKind;
  if (isInputObjectType(type)) return 'input';
  if (isEnumType(type)) return 'enum';
  if (isInterfaceType(type)) return 'interface';
  if (isUnionType(type)) return 'union';
  return 'scalar';
}

function typeSection(type: GraphQLNamedType, t: ApiStrings): string {
  let body = '';
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))
    body = fields(Object.values(type.getFields()));
  else if (isEnumType(type))
    body = `<ul class="gql-fields">${type
      .getValues()
      .map((v) => `<li><code>${escape(v.name)}</code>${v.description ? ` — ${escape(v.description)}` : ''}</li>`)
      .join('')}</ul>`;
  else if (isUnionType(type))
    body = `<p>${type
      .getTypes()
      .map((t) => typeRef(t))
      .join(' | ')}</p>`;
  return `<section class="gql-type" id="${typeAnchor(type.name)}"><h4><span class="gql-kind">${kindOf(type, t)}</span> <code>${escape(type.name)}</code></h4>${type.description ? `<p>${escape(type.description)}</p>` : ''}${body}</section>`;
}

/**
 * The schema's reference: queries, mutations, then every type, each linked to the types it uses; its few words in
 * the site's language (`t`).
 */
export function renderSchema(schema: GraphQLSchema, t: ApiStrings): string {
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(
    (t) => t !== null && t !== undefined,
  );
  const rootNames = new Set(roots.map((t) => t.name));
  const operations = roots
    .map(
      (root) =>
        `<section class="gql-root" id="${typeAnchor(root.name)}"><h4>${root === schema.getMutationType() ? 'Mutations' : root === schema.getQueryType() ? 'Queries' : 'Subscriptions'}</h4>${fields(Object.values(root.getFields()))}</section>`,
    )
    .join('');
  const types = Object.values(schema.getTypeMap())
    .filter((t) => !t.name.startsWith('__') && !rootNames.has(t.name) && !(isScalarType(t) && BUILT_IN.has(t.name)))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((type) => typeSection(type, t))
    .join('');
  return `<div class="gql-reference">${operations}<h4>${t.types}</h4>${types}</div>\n`;
}

/** Every anchor the reference creates, so links to a type can be checked. */
export function schemaAnchors(schema: GraphQLSchema): string[] {
  return Object.keys(schema.getTypeMap())
    .filter((n) => !n.startsWith('__'))
    .map(typeAnchor);
}
