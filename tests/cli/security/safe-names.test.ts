import { describe, expect, it } from 'vitest';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { tempProject } from '../../helpers/temp-project.ts';
import { safeFileStem } from '../../../cli/util/site-file-names.ts';

describe('payload file names', () => {
  it('escape what a URL would read otherwise, keep accents, and never share a file', () => {
    expect(safeFileStem('recibo/what-is-receipt?')).toBe('recibo/what-is-receipt~3f');
    expect(safeFileStem('a#b%c d"e\'f')).toBe('a~23b~25c~20d~22e~27f');
    expect(safeFileStem('guia/configuração-inicial')).toBe('guia/configuração-inicial');
    expect(safeFileStem('../../etc/x')).toBe('~2e~2e/~2e~2e/etc/x');
    expect(safeFileStem('a~3f')).not.toBe(safeFileStem('a?'));
  });

  it('escape a "." or ".." segment wherever it stands, and keep dots inside a name', () => {
    expect(safeFileStem('.')).toBe('~2e');
    expect(safeFileStem('guia/./x')).toBe('guia/~2e/x');
    expect(safeFileStem('guia/..')).toBe('guia/~2e~2e');
    expect(safeFileStem('guia/../x')).toBe('guia/~2e~2e/x');
    expect(safeFileStem('v1.2/...x/a..b/.oculto/fim.')).toBe('v1.2/...x/a..b/.oculto/fim.');
    expect(safeFileStem('guia//x')).toBe('guia//x');
  });

  it('give a doc whose id holds "?" or "#" a payload the viewer can fetch as named', async () => {
    const project = tempProject();
    project.write('content/docs/guide/recibo.md', '---\nid: what-is-receipt?\n---\n# Recibo\n');
    const { site, diagnostics } = await compileSite(loadConfig('docs.config.json', project.dir), {
      drafts: false,
      cwd: project.dir,
    });
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const route = site!.table.routes.find((r) => r.docId === 'guide/what-is-receipt?')!;
    expect(route.payload).toMatch(/^data\/guide\/what-is-receipt~3f\.[0-9a-f]+\.json$/);
    expect(site!.payloadFiles.has(route.payload)).toBe(true);
  });
});
