import { describe, expect, it } from 'vitest';
import { parseDoc } from '../../../cli/sources/doc.ts';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';

const withSlug = (slug: string, relPath = 'guia/a.md') =>
  parseDoc(`docs/${relPath}`, relPath, `---\ntitle: A\nslug: ${JSON.stringify(slug)}\n---\n# A\n`, '/docs');

describe('slugs', () => {
  it('that climb above the docs, carry a query or a fragment, or name a host are errors at their value', () => {
    expect(withSlug('/../../etc').diagnostics.map(formatDiagnostic)).toEqual([
      'docs/guia/a.md:3:7: front matter: slug: "/../../etc" climbs above the docs folder with ".."; write the path from the docs root, such as "/guia/inicio"',
    ]);
    expect(withSlug('../../fora').diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringContaining('climbs above the docs folder'),
    ]);
    expect(withSlug('/a?b#c').diagnostics.map(formatDiagnostic)).toEqual([
      'docs/guia/a.md:3:7: front matter: slug: "/a?b#c" carries a query or a fragment, which no route can hold; write the path alone',
    ]);
    for (const slug of ['//evil.example/x', 'https://evil.example/x', 'javascript:alert(1)'])
      expect(withSlug(slug).diagnostics.map(formatDiagnostic), slug).toEqual([
        expect.stringContaining('names another host or scheme'),
      ]);
  });

  it('that stay inside the docs, relative ones included, are routes as Docusaurus makes them', () => {
    expect(withSlug('../outro').diagnostics).toEqual([]);
    expect(withSlug('../outro').doc.route).toBe('/docs/outro');
    expect(withSlug('/').doc.route).toBe('/docs');
    expect(withSlug('./b/../c').doc.route).toBe('/docs/guia/c');
  });
});
