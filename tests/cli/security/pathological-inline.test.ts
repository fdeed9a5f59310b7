import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { tempProject } from '../../helpers/temp-project.ts';

const errorsOf = async (body: string) => {
  const project = tempProject();
  project.write('content/docs/about/longa.md', `# Longa\n\n${body}\n`);
  const { diagnostics } = await compileSite(loadConfig('docs.config.json', project.dir), {
    drafts: false,
    cwd: project.dir,
  });
  return diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
};

describe('paragraphs whose links or tags would take minutes to read', () => {
  // Before the bound, 100,000 "[a" took 77 s to build and 500,000 did not finish; the bench times the bound itself.
  it('refuses 500,000 unclosed "[" with one error at the first past the limit', async () => {
    expect(await errorsOf('[a'.repeat(500_000))).toEqual([
      'content/docs/about/longa.md:3:4001: a paragraph with more than 2000 "[": reading its links would take minutes; escape them as "\\[" or split the paragraph',
    ]);
  });

  it('refuses 300,000 "<a " with one error, on the line where the limit is crossed', async () => {
    expect(await errorsOf(`Texto\n${'<a '.repeat(300_000)}`)).toEqual([
      expect.stringMatching(/^content\/docs\/about\/longa\.md:4:6001: a paragraph with more than 2000 "<"/),
    ]);
  });

  it('reads a paragraph with many links as before', async () => {
    expect(await errorsOf('[a](#longa) '.repeat(1500))).toEqual([]);
  });
});
