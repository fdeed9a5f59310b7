import { describe, expect, it } from 'vitest';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { tempProject } from '../../helpers/temp-project.ts';

describe('front matter YAML cannot read', () => {
  it('is one error at its cause, and causes none in the pages that link to the page', async () => {
    const project = tempProject();
    project.write('content/docs/guide/first-steps.md', '---\ntitle: "Primeiros passos\n---\n\n## Instalar\n');
    project.write('content/docs/guide/novo.md', "---\ntitle: 'Novo\nslug: /comecar\n---\n\n## Seção\n");
    project.write(
      'content/docs/about/links.md',
      '---\ntitle: Links\n---\n\n[a](../guide/first-steps.md#instalar), [b](/docs/guide/first-steps#instalar), ' +
        '[c](/docs/comecar#seção)\n',
    );
    const loaded = loadConfig('docs.config.json', project.dir);
    const { diagnostics } = await compileSite(loaded, { drafts: false, cwd: project.dir });
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      'content/docs/guide/first-steps.md:2:8: invalid front matter: the quote (") that opens this value is never closed, so every line after it is read as part of it; add the closing " at the end of the value',
      "content/docs/guide/novo.md:2:8: invalid front matter: the quote (') that opens this value is never closed, so every line after it is read as part of it; add the closing ' at the end of the value",
    ]);
  });
});
