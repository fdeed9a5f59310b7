import { describe, expect, it } from 'vitest';
import { swagger2Pointer, swagger2Ref } from '../../../../cli/api/openapi/swagger2-pointers.ts';

/** A Swagger 2.0 document's paths, as far as the mapping reads them: which parameters go into the request body. */
const original = {
  paths: {
    '/pets': {
      parameters: [{ name: 'X-Trace', in: 'header' }],
      post: {
        parameters: [
          { name: 'pet', in: 'body' },
          { name: 'dry', in: 'query' },
        ],
      },
      put: {
        parameters: [
          { name: 'nome', in: 'formData' },
          { name: 'foto', in: 'formData' },
        ],
      },
    },
  },
};

describe('swagger2Pointer', () => {
  it.each([
    [
      ['components', 'schemas', 'Pet', 'properties', 'id'],
      ['definitions', 'Pet', 'properties', 'id'],
    ],
    [
      ['components', 'responses', 'NotFound', 'content', 'application/json', 'schema'],
      ['responses', 'NotFound', 'schema'],
    ],
    [
      ['components', 'parameters', 'limit', 'schema', 'maximum'],
      ['parameters', 'limit', 'maximum'],
    ],
    [
      ['components', 'securitySchemes', 'apiKey'],
      ['securityDefinitions', 'apiKey'],
    ],
    [['components', 'examples', 'x'], []],
    [['servers', 0, 'url'], ['host']],
    [
      ['info', 'description'],
      ['info', 'description'],
    ],
    // The body parameter is first in 2.0, and not in 3.0's list: the query parameter moves up one.
    [
      ['paths', '/pets', 'post', 'parameters', '0', 'schema', 'type'],
      ['paths', '/pets', 'post', 'parameters', 1, 'type'],
    ],
    [
      ['paths', '/pets', 'post', 'requestBody', 'description'],
      ['paths', '/pets', 'post', 'parameters', 0, 'description'],
    ],
    [
      ['paths', '/pets', 'post', 'requestBody', 'content', 'application/json', 'schema', 'properties', 'a'],
      ['paths', '/pets', 'post', 'parameters', 0, 'schema', 'properties', 'a'],
    ],
    [
      [
        'paths',
        '/pets',
        'put',
        'requestBody',
        'content',
        'multipart/form-data',
        'schema',
        'properties',
        'foto',
        'format',
      ],
      ['paths', '/pets', 'put', 'parameters', 1, 'format'],
    ],
    [
      ['paths', '/pets', 'parameters', 0, 'schema'],
      ['paths', '/pets', 'parameters', 0],
    ],
    [
      ['paths', '/pets', 'post', 'responses', '200', 'headers', 'X-Next', 'schema', 'type'],
      ['paths', '/pets', 'post', 'responses', '200', 'headers', 'X-Next', 'type'],
    ],
    [
      ['paths', '/pets', 'post', 'summary'],
      ['paths', '/pets', 'post', 'summary'],
    ],
  ])('%j is %j', (converted, written) => {
    expect(swagger2Pointer(converted, original)).toEqual(written);
  });
});

describe('swagger2Ref', () => {
  it('names a component where 2.0 defines it', () => {
    expect(swagger2Ref('#/components/schemas/Pet')).toBe('#/definitions/Pet');
    expect(swagger2Ref('#/components/requestBodies/Pet')).toBe('#/parameters/Pet');
    expect(swagger2Ref('#/paths/~1pets')).toBe('#/paths/~1pets');
  });
});
