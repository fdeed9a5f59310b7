import { describe, expect, it } from 'vitest';
import { formatDiagnostic, sortDiagnostics } from '../../../cli/core/diagnostics.ts';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { noDocWithId } from '../../../cli/site/unknown-doc-id.ts';
import { editConfig, tempProject } from '../../helpers/temp-project.ts';

describe('a doc id that names no doc', () => {
  const ids = ['about/intro', 'about/configuration', 'guide/first-steps', 'guide/advanced/a-deploy'];

  it('suggests the id a typo away, or the doc of that name in another folder, as broken links do', () => {
    expect(noDocWithId('about/intr', ids)).toBe('no doc has the id "about/intr" (did you mean "about/intro"?)');
    expect(noDocWithId('guide/a-deploy', ids)).toBe(
      'no doc has the id "guide/a-deploy" (did you mean "guide/advanced/a-deploy"?)',
    );
    expect(noDocWithId('reference/endpoints', ids)).toBe('no doc has the id "reference/endpoints"');
    expect(noDocWithId('x', [])).toBe('no doc has the id "x"');
  });

  it('gets the suggestion in the navbar, footer, home, sidebars and version of the config', async () => {
    const project = tempProject();
    editConfig(project, (config) => {
      config.version.mainDocId = 'about/intra';
      config.navbar.items[0].docId = 'about/intr';
      config.footer.links.push({ label: 'Guia', docId: 'guide/first-step' });
      config.home.entries[0].docId = 'guide/firststeps';
      config.sidebars.guide[0].id = 'guide/first-step';
      config.sidebars.guide.push({ type: 'ref', id: 'about/intr' });
    });
    const { diagnostics } = await compileSite(loadConfig('docs.config.json', project.dir), {
      drafts: false,
      cwd: project.dir,
    });
    expect(sortDiagnostics(diagnostics).map((d) => formatDiagnostic(d).replace(/:\d+:\d+:/, ':'))).toEqual([
      'docs.config.json: version.mainDocId: no doc has the id "about/intra" (did you mean "about/intro"?)',
      'docs.config.json: navbar.items[0].docId: no doc has the id "about/intr" (did you mean "about/intro"?)',
      'docs.config.json: footer.links[1].docId: no doc has the id "guide/first-step" (did you mean "guide/first-steps"?)',
      'docs.config.json: home.entries[0].docId: no doc has the id "guide/firststeps" (did you mean "guide/first-steps"?)',
      'docs.config.json: sidebars.guide[0].id: no doc has the id "guide/first-step" (did you mean "guide/first-steps"?)',
      'docs.config.json: sidebars.guide[2].id: no doc has the id "about/intr" (did you mean "about/intro"?)',
    ]);
  });
});
