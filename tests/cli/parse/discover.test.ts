import { describe, expect, it } from 'vitest';
import { discover, findPages, mdxPageError } from '../../../cli/parse/discover.ts';
import { formatDiagnostic } from '../../../cli/util/diagnostics.ts';
import { tempProject } from '../../helpers/temp-project.ts';

describe('discover', () => {
  it('finds MDX pages beside Markdown ones, leaving partials out of both', () => {
    const project = tempProject();
    for (const file of ['content/docs/guide/tabs.mdx', 'content/docs/index.mdx', 'content/docs/guide/_parcial.mdx', 'content/docs/_partes/x.mdx']) project.write(file, '# MDX\n');
    const found = discover(project.file('content'));
    expect(found.mdx).toEqual(['guide/tabs.mdx', 'index.mdx']);
    expect(found.docs.every((f) => f.endsWith('.md'))).toBe(true);
    expect(found.docs).toContain('guide/first-steps.md');
    expect(findPages(project.file('content/nada'))).toEqual({ pages: [], mdx: [] });
  });

  it('says to rename an MDX page to .md, at its top', () => {
    expect(formatDiagnostic(mdxPageError('content/docs/guide/tabs.mdx'))).toBe(
      'content/docs/guide/tabs.mdx:1:1: MDX pages are not supported; rename it to tabs.md, and write its imports and JSX as Markdown',
    );
  });
});
