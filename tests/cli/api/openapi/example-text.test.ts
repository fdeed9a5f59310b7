import { describe, expect, it } from 'vitest';
import { exampleLanguage, exampleText } from '../../../../cli/api/openapi/example-text.ts';

describe('exampleText', () => {
  it('sends a text/plain or XML string example as it is written, without JSON quotes', () => {
    expect(exampleText('olá, mundo', 'text/plain')).toBe('olá, mundo');
    expect(exampleText('<fazenda id="1"/>', 'application/xml')).toBe('<fazenda id="1"/>');
    expect(exampleLanguage('application/xml')).toBe('xml');
    expect(exampleLanguage('text/csv')).toBe('text');
  });

  it('keeps a JSON example written as a string, and quotes a string that is not JSON', () => {
    expect(exampleText('{"id": 1}', 'application/json')).toBe('{"id": 1}');
    expect(exampleText('olá', 'application/problem+json')).toBe('"olá"');
    expect(exampleText({ id: 1 }, 'application/json')).toBe('{\n  "id": 1\n}');
    expect(exampleLanguage('application/vnd.github+json')).toBe('json');
  });
});
