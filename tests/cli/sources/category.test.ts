import { describe, expect, it } from 'vitest';
import { parseCategory } from '../../../cli/sources/category.ts';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';

const errors = (rel: string, source: string) =>
  parseCategory(`docs/${rel}`, rel, source).diagnostics.map(formatDiagnostic);

describe('category files', () => {
  it('reports invalid JSON at its line and column', () => {
    expect(errors('guia/_category_.json', '{\n  "label": "Guia",\n}')).toEqual([
      'docs/guia/_category_.json:2:18: invalid category file: a comma after the last entry, which JSON does not allow',
    ]);
    expect(errors('guia/_category_.json', '{\n  "label": x\n}')).toEqual([
      'docs/guia/_category_.json:2:12: invalid category file: unexpected character',
    ]);
  });

  it('reports invalid YAML at its line and column', () => {
    expect(errors('guia/_category_.yml', 'label: Guia\nposition: [1\n')).toEqual([
      expect.stringMatching(/^docs\/guia\/_category_\.yml:3:1: invalid category file: /),
    ]);
  });

  it('keys a category by its folder without number prefixes, as docs name their folder', () => {
    expect(parseCategory('f', '01-guia/02-campo/_category_.json', '{}').category.dir).toBe('guia/campo');
  });

  it('places an unknown key at the key and a wrong value at the value, on one line or many, and reports keys written twice', () => {
    expect(errors('guia/_category_.json', '\uFEFF{ "label": "Guia", "a(b": 1, "position": "2" }')).toEqual([
      'docs/guia/_category_.json:1:20: warning: ["a(b"]: unknown key; expected one of "label", "position", "collapsed", "collapsible", "className", "link", "customProps", "description", "key"; ignored, as in Docusaurus',
      'docs/guia/_category_.json:1:42: position: expected a number, got the string "2"',
    ]);
    expect(errors('guia/_category_.json', '{\n  "label": "A",\n  "label": "B"\n}')).toEqual([
      'docs/guia/_category_.json:3:3: label: duplicate key; only the last one would count, so remove the other',
    ]);
    expect(errors('guia/_category_.yml', 'label: Guia\n  "a(b": 1\n')).toEqual([
      expect.stringMatching(/^docs\/guia\/_category_\.yml:2:\d+: invalid category file: /),
    ]);
    expect(errors('guia/_category_.yml', 'label: Guia\n"[x": 1\n')).toEqual([
      expect.stringMatching(
        /^docs\/guia\/_category_\.yml:2:1: warning: \["\[x"\]: unknown key; expected one of "label", .*; ignored, as in Docusaurus$/,
      ),
    ]);
    expect(errors('guia/_category_.yml', 'label: Guia\npositon: 2\n')).toEqual([
      'docs/guia/_category_.yml:2:1: warning: positon: unknown key (did you mean "position"?); ignored, as in Docusaurus',
    ]);
    expect(errors('guia/_category_.yml', 'label: Guia\nposition:   segunda\n')).toEqual([
      'docs/guia/_category_.yml:2:13: position: expected a number, got the string "segunda"',
    ]);
  });

  it('does not use a value it refused', () => {
    expect(parseCategory('f', 'guia/_category_.json', '{ "label": " ", "position": "2" }').category).toEqual({
      dir: 'guia',
      file: 'f',
    });
  });

  it('reads every key Docusaurus 3.8 documents, and key from 3.10', () => {
    const source = [
      'label: Guia',
      'position: 2',
      'collapsible: false',
      'collapsed: false',
      'className: destaque',
      'description: Tudo sobre o guia',
      'key: guia-key',
      'customProps: { emoji: "🌱" }',
      'link:',
      '  type: generated-index',
      '  title: Guia completo',
      '  description: Comece por aqui',
      '  slug: /category/guia-completo',
      '  keywords: [guia, campo]',
      '  image: /img/guia.png',
    ].join('\n');
    const parsed = parseCategory('f', 'guia/_category_.yml', source);
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.category).toMatchObject({
      collapsible: false,
      className: 'destaque',
      key: 'guia-key',
      customProps: { emoji: '🌱' },
      link: {
        type: 'generated-index',
        title: 'Guia completo',
        slug: '/category/guia-completo',
        keywords: ['guia', 'campo'],
      },
    });
    expect(
      parseCategory('f', 'guia/_category_.json', '{ "link": { "type": "doc", "id": "intro" } }').category.link,
    ).toEqual({ type: 'doc', id: 'intro' });
    expect(parseCategory('f', 'guia/_category_.json', '{ "link": null }').category.link).toBeNull();
  });

  it('refuses a link Docusaurus refuses: its objects are strict', () => {
    expect(errors('guia/_category_.json', '{ "link": { "type": "doc" } }')).toEqual([
      expect.stringMatching(/^docs\/guia\/_category_\.json:1:\d+: link\.id: missing required key/),
    ]);
    expect(errors('guia/_category_.json', '{ "link": { "type": "generated-index", "slugg": "/x" } }')).toEqual([
      expect.stringMatching(/^docs\/guia\/_category_\.json:1:\d+: link\.slugg: unknown key \(did you mean "slug"\?\)$/),
    ]);
    expect(errors('guia/_category_.json', '{ "link": { "type": "pagina" } }')).toEqual([
      expect.stringMatching(/^docs\/guia\/_category_\.json:1:\d+: link\.type: /),
    ]);
  });
});
