import fs from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { dereferenceShared } from '../../../../cli/api/openapi/ref-budget.ts';
import { validateOpenApi } from '../../../../cli/api/openapi/validate-openapi.ts';
import { parsePositioned } from '../../../../cli/api/openapi/yaml-positions.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const FILE = path.join(root, 'spec.yaml');

/** What swagger-parser makes of a document, as docsgen used it before it dereferenced documents itself. */
async function swaggerParserDereference(value: unknown): Promise<unknown> {
  const options = { dereference: { circular: 'ignore' } };
  return SwaggerParser.dereference(FILE, structuredClone(value) as never, options as never);
}

const oursOf = (text: string) => dereferenceShared(parsePositioned(text), { file: FILE, roots: [root] });

const CASES: Record<string, string> = {
  'a chain of $refs, and keys beside one': `
openapi: 3.0.3
info: { title: T, version: '1' }
paths:
  /a:
    get:
      parameters: [{ $ref: '#/components/parameters/Id' }]
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Alias', description: beside }
components:
  parameters:
    Id: { name: id, in: query, schema: { $ref: '#/components/schemas/Name' } }
  schemas:
    Alias: { $ref: '#/components/schemas/Item' }
    Item: { type: object, properties: { name: { $ref: '#/components/schemas/Name' } } }
    Name: { type: string }
`,
  'schemas that lead back to themselves': `
openapi: 3.1.0
info: { title: T, version: '1' }
paths:
  /tree:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Node' }
components:
  schemas:
    Node:
      type: object
      properties:
        children: { type: array, items: { $ref: '#/components/schemas/Node' } }
        owner: { $ref: '#/components/schemas/Person' }
    Person:
      type: object
      properties:
        manager: { $ref: '#/components/schemas/Person' }
        tree: { $ref: '#/components/schemas/Node' }
`,
};

describe('dereferenceShared', () => {
  for (const [name, text] of Object.entries(CASES)) {
    it(`leaves ${name} as swagger-parser does`, async () => {
      const ours = oursOf(text);
      expect(ours.brokenRefs).toEqual([]);
      expect(ours.value).toEqual(await swaggerParserDereference(parsePositioned(text).value));
    });
  }

  it("leaves the portal's and the fixtures' descriptions as swagger-parser does, but for keys beside a $ref", async () => {
    const files = await fg(['content/openapi/*.yaml', 'tests/fixtures/**/openapi/*.yaml'], { cwd: root });
    expect(files.length).toBeGreaterThan(8);
    for (const file of files) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      const written = parsePositioned(text).value;
      const besideRefs = new Set(valuesBesideRefs(written));
      // swagger-parser lets a key written beside a $ref win only until the target is cached, then the target's:
      // docsgen lets it win everywhere, as OpenAPI 3.1 says of a Reference Object's description and summary.
      const differences = differencesOf(oursOf(text).value, await swaggerParserDereference(written));
      for (const { at, ours } of differences) expect(besideRefs.has(ours), `${file}: ${at}`).toBe(true);
    }
  });

  it('shares each target among the places that name it', () => {
    const value = oursOf(CASES['a chain of $refs, and keys beside one'] as string).value as {
      components: { schemas: Record<string, { properties?: { name: unknown } }> };
    };
    expect(value.components.schemas.Item?.properties?.name).toBe(value.components.schemas.Name);
  });

  it('tells every broken $ref at the line that writes it, where swagger-parser stops at the first', async () => {
    const text = `openapi: 3.0.3
info: { title: T, version: '1' }
paths: {}
components:
  schemas:
    A: { $ref: '#/components/schemas/Missing' }
    B: { type: array, items: { $ref: '#/components/schemas/Gone' } }
`;
    const { problems } = await validateOpenApi(parsePositioned(text), { file: FILE, roots: [root] });
    expect(problems.map((p) => `${p.line}:${p.column} ${p.message}`)).toEqual([
      '6:16 broken $ref "#/components/schemas/Missing": nothing is defined there',
      '7:38 broken $ref "#/components/schemas/Gone": nothing is defined there',
    ]);
  });
});

/** Each value written beside a `$ref`, as JSON. */
function valuesBesideRefs(node: unknown): string[] {
  if (!node || typeof node !== 'object') return [];
  const own = '$ref' in node ? Object.entries(node).filter(([key]) => key !== '$ref') : [];
  return [...own.map(([, value]) => JSON.stringify(value)), ...Object.values(node).flatMap(valuesBesideRefs)];
}

/** Where two documents differ, with the first one's value there as JSON. */
function differencesOf(ours: unknown, theirs: unknown, at = ''): { at: string; ours: string }[] {
  if (ours && theirs && typeof ours === 'object' && typeof theirs === 'object') {
    const keys = new Set([...Object.keys(ours), ...Object.keys(theirs)]);
    return [...keys].flatMap((key) =>
      differencesOf((ours as Record<string, unknown>)[key], (theirs as Record<string, unknown>)[key], `${at}/${key}`),
    );
  }
  return JSON.stringify(ours) === JSON.stringify(theirs) ? [] : [{ at, ours: JSON.stringify(ours) }];
}
