import { describe, expect, it } from 'vitest';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { tempProject } from '../../helpers/temp-project.ts';

describe("a page's meta description", () => {
  it("is the front matter's description, else the page's first line of text, as Docusaurus writes it", async () => {
    const project = tempProject();
    project.write(
      'content/docs/guide/excerpt.md',
      '# Primeiros passos\n\nComece **por aqui**, com o [guia](../about/intro.md).\n\nDepois, o resto.\n',
    );
    project.write(
      'content/docs/about/described.md',
      '---\ndescription: Como configurar.\n---\n# Configuração\n\nTexto.\n',
    );
    const { site, diagnostics } = await compileSite(loadConfig('docs.config.json', project.dir), {
      drafts: false,
      cwd: project.dir,
    });
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const description = (route: string) => site!.pages.find((p) => p.path === route)?.description;
    expect(description('/docs/guide/excerpt')).toBe('Comece por aqui, com o guia.');
    expect(description('/docs/about/described')).toBe('Como configurar.');
  });
});
