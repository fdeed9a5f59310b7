import { describe, expect, it } from 'vitest';
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
