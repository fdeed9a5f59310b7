import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguages } from '../../../cli/highlight/highlight.ts';
import { reportedProblems } from '../../helpers/identity-resolvers.ts';

beforeAll(() => loadLanguages(['graphql']));

/** The problems a page reports, with its body starting on file line 3. */
const errors = (body: string) => reportedProblems(body, 2);

describe('API blocks', () => {
  it('reports a block never closed at its opening line, rather than taking the rest of the page into it', () => {
    expect(errors('Antes.\n\n:::openapi core GET /v1/fields\n\n## Depois\n\nTexto.\n')).toEqual([
      '5:1: the :::openapi block opened here is never closed; expected a line ":::" after it',
    ]);
    expect(errors('> :::api-key\n> texto\n')).toEqual([
      '3:3: the :::api-key block opened here is never closed; expected a line ":::" after it',
    ]);
  });

  it('accepts closed blocks, in a blockquote too', () => {
    expect(
      errors(
        ':::openapi core\n:::\n\n> :::graphql-schema registry\n> :::\n\n:::graphql-explorer registry https://x\n\n```graphql\n{ a }\n```\n\n:::\n',
      ),
    ).toEqual([]);
  });
});
