import fs from 'node:fs';
import path from 'node:path';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { jsonPlaceOf } from '../../../../cli/api/openapi/json-path-offset.ts';
import { parsePositioned } from '../../../../cli/api/openapi/yaml-positions.ts';

const TEXT = `{
  "openapi": "3.0.3",
  "paths": {
    "/a": { "get": { "description": "x", "responses": { "200": { "$ref": "#/components/responses/Ok" } } } }
  }
}
`;

describe('a JSON description', () => {
  it('is read as JSON, with the positions of its values, keys and $refs', () => {
    const doc = parsePositioned(TEXT);
    expect(doc.errors).toEqual([]);
    expect((doc.value as { openapi: string }).openapi).toBe('3.0.3');
    const line4 = TEXT.split('\n')[3]!;
    const column = (fragment: string) => line4.indexOf(fragment) + 1;
    expect(doc.locate(['paths', '/a', 'get', 'description'])).toEqual({ line: 4, column: column('"x"') });
    expect(doc.locateKey(['paths', '/a', 'get', 'description'])).toEqual({ line: 4, column: column('"description"') });
    expect(doc.locateRef('#/components/responses/Ok')).toEqual({ line: 4, column: column('"#/components') });
    // A path that goes further than the document stops at its deepest existing value.
    expect(doc.locate(['paths', '/a', 'post'])).toEqual({ line: 4, column: column('{ "get"') });
  });

  it('falls back to the YAML reader when it is not plain JSON', () => {
    const doc = parsePositioned('{ "a": 1, } # YAML flow mapping with a comment\n');
    expect(doc.value).toEqual({ a: 1 });
  });
});

/** Every path of a JSON value, and paths one key past each object and array. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (!value || typeof value !== 'object') return [prefix];
  const children = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  const missing = [...prefix, Array.isArray(value) ? value.length : 'absent'];
  return [prefix, missing, ...children.flatMap((k) => pathsOf((value as Record<string, unknown>)[k], [...prefix, k]))];
}

/** What jsonc-parser's tree says of a path: the deepest node on the way, and its key. */
function jsoncPlace(tree: ReturnType<typeof parseTree>, segments: (string | number)[]) {
  if (!tree) throw new Error('not JSON');
  for (let depth = segments.length; depth >= 0; depth--) {
    const node = findNodeAtLocation(tree, segments.slice(0, depth));
    if (!node) continue;
    const key = node.parent?.type === 'property' ? node.parent.children?.[0]?.offset : undefined;
    return key === undefined ? { value: node.offset } : { value: node.offset, key };
  }
  throw new Error('no root');
}

describe('jsonPlaceOf', () => {
  const tricky = String.raw`  {"a\\\"b": {"x": [1, -2.5e+3, true, null, "s]}\\"], "y" :{ } ,"z":[ ]},
    "\u00e9": [ {"k": "v"}, [ [], {} ] ], "": 0 }`;
  const portal = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../content/openapi/core.yaml'), 'utf8');
  const texts = {
    tricky,
    'the portal description as JSON': JSON.stringify(parsePositioned(portal).value, null, 1),
  };
  for (const [name, text] of Object.entries(texts)) {
    it(`places every value and key of ${name} where jsonc-parser's tree does`, () => {
      // Every fifth path of the portal's description: each is a walk through the text.
      const paths = pathsOf(JSON.parse(text)).filter((_, i) => name === 'tricky' || i % 5 === 0);
      const tree = parseTree(text);
      expect(paths.length).toBeGreaterThan(20);
      for (const segments of paths)
        expect(jsonPlaceOf(text, segments), segments.join('/')).toEqual(jsoncPlace(tree, segments));
    });
  }
});
