import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGraphqlSchemas } from '../../../../cli/api/graphql/load-sdl.ts';
import { formatDiagnostic } from '../../../../cli/core/diagnostics.ts';

const FILE = 'content/graphql/cadastro.graphql';

/** What loading `sdl` as content/graphql/cadastro.graphql reports, one formatted line per diagnostic. */
function reported(sdl: string): { lines: string[]; loaded: boolean } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-graphql-'));
  fs.mkdirSync(path.join(dir, 'content/graphql'), { recursive: true });
  fs.writeFileSync(path.join(dir, FILE), sdl);
  const { schemas, diagnostics } = loadGraphqlSchemas(path.join(dir, 'content'), dir, [dir]);
  return { lines: diagnostics.map(formatDiagnostic), loaded: schemas.has('cadastro') };
}

/** `file:line:col` of the `nth` (1-based) occurrence of `needle` in `sdl`. */
function at(sdl: string, needle: string, nth = 1): string {
  let offset = -1;
  for (let i = 0; i < nth; i++) offset = sdl.indexOf(needle, offset + 1);
  if (offset < 0) throw new Error(`"${needle}" does not occur ${nth} times`);
  const before = sdl.slice(0, offset).split('\n');
  return `${FILE}:${before.length}:${before.at(-1)!.length + 1}`;
}

const QUERY = '"""Consultas."""\ntype Query {\n  farm(id: ID!): Farm\n}\n\n';
const FARM = '"""Uma fazenda."""\ntype Farm {\n  id: ID!\n  name: String\n}\n\n';

describe('a GraphQL schema with a mistake', () => {
  it('loads when there is none', () => {
    expect(reported(QUERY + FARM)).toEqual({ lines: [], loaded: true });
  });

  it.each([
    {
      mistake: 'an unknown type of a field',
      sdl: `${QUERY}type Farm {\n  id: ID!\n  status: FarmState\n}\n`,
      at: ['FarmState'],
      message: 'Unknown type "FarmState".',
    },
    {
      mistake: 'an unknown type of an argument',
      sdl: `${QUERY}${FARM}type Mutation {\n  archive(reason: Reason): Farm\n}\n`,
      at: ['Reason)'],
      message: 'Unknown type "Reason".',
    },
    {
      mistake: 'a type defined twice (at the second, not also at each field it repeats)',
      sdl: `${QUERY}${FARM}${FARM}`,
      at: ['Farm {', 2],
      message: 'There can be only one type named "Farm".',
    },
    {
      mistake: 'a field defined twice',
      sdl: `${QUERY}type Farm {\n  id: ID!\n  name: String\n  id: String\n}\n`,
      at: ['id:', 3],
      message: 'Field "Farm.id" can only be defined once.',
    },
    {
      mistake: 'an argument defined twice',
      sdl: `${FARM}type Query {\n  farm(id: ID!, id: String): Farm\n}\n`,
      at: ['id:', 3],
      message: 'Argument "Query.farm(id:)" can only be defined once.',
    },
    {
      mistake: 'a required argument deprecated',
      sdl: `${FARM}type Query {\n  farm(id: ID! @deprecated(reason: "Use code.")): Farm\n}\n`,
      at: ['@deprecated'],
      message: 'Required argument Query.farm(id:) cannot be deprecated.',
    },
    {
      mistake: 'a deprecation reason that is not a string',
      sdl: `${QUERY}type Farm {\n  id: ID!\n  code: Int @deprecated(reason: 5)\n}\n`,
      at: ['5)'],
      message: 'Argument "reason" has invalid value 5.',
    },
    {
      mistake: 'a type that lacks a field of its interface (at the type, not the interface)',
      sdl: `${QUERY}interface Node {\n  id: ID!\n}\n\n"""Uma fazenda."""\ntype Farm implements Node {\n  name: String\n}\n`,
      at: ['Farm implements'],
      message: 'Interface field Node.id expected but Farm does not provide it.',
    },
    {
      mistake: "a field whose type differs from its interface's (at the field, not the interface)",
      sdl: `${QUERY}interface Node {\n  id: ID!\n}\n\ntype Farm implements Node {\n  id: String\n}\n`,
      at: ['String'],
      message: 'Interface field Node.id expects type ID! but Farm.id is type String.',
    },
    {
      mistake: 'an extension of a type of another kind',
      sdl: `${QUERY}${FARM}extend input Farm {\n  code: Int\n}\n`,
      at: ['Farm {', 2],
      message: 'Cannot extend non-input object type "Farm".',
    },
  ])('reports $mistake once, where it is written', ({ sdl, at: [needle, nth], message }) => {
    const { lines, loaded } = reported(sdl);
    expect(lines).toEqual([`${at(sdl, needle as string, nth as number)}: invalid GraphQL schema: ${message}`]);
    expect(loaded).toBe(false);
  });

  it('reports the schema errors of a file beside its unknown types, and none that follow from them', () => {
    const sdl =
      'interface Node {\n  id: ID!\n}\n\n' +
      'type Query {\n  farm(id: ID! @deprecated): Farm\n  node: Node\n}\n\n' +
      'type Farm implements Node {\n  id: FarmId!\n}\n';
    expect(reported(sdl).lines).toEqual([
      `${at(sdl, 'FarmId')}: invalid GraphQL schema: Unknown type "FarmId". Did you mean "Farm"?`,
      `${at(sdl, '@deprecated')}: invalid GraphQL schema: Required argument Query.farm(id:) cannot be deprecated.`,
    ]);
  });
});
