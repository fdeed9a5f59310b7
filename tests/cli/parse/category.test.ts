import { describe, expect, it } from 'vitest';
import { parseCategory } from '../../../cli/parse/category.ts';
import { formatDiagnostic } from '../../../cli/diagnostics.ts';

const errors = (rel: string, source: string) => parseCategory(`docs/${rel}`, rel, source).diagnostics.map(formatDiagnostic);

describe('category files', () => {
  it('reports invalid JSON at its line and column', () => {
    expect(errors('guia/_category_.json', '{\n  "label": "Guia",\n}')).toEqual(['docs/guia/_category_.json:3:1: invalid category file: expected a property name in double quotes']);
    expect(errors('guia/_category_.json', '{\n  "label": x\n}')).toEqual(['docs/guia/_category_.json:2:12: invalid category file: unexpected character']);
  });

  it('reports invalid YAML at its line and column', () => {
    expect(errors('guia/_category_.yml', 'label: Guia\nposition: [1\n')).toEqual([expect.stringMatching(/^docs\/guia\/_category_\.yml:3:1: invalid category file: /)]);
  });

  it('keys a category by its folder without number prefixes, as docs name their folder', () => {
    expect(parseCategory('f', '01-guia/02-campo/_category_.json', '{}').category.dir).toBe('guia/campo');
  });
});
