import { describe, expect, it } from 'vitest';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { editConfig, tempProject } from '../../helpers/temp-project.ts';

describe('editUrl', () => {
  it('puts the source path from the config folder in {path}, as Docusaurus joins its string editUrl, and front matter overrides it', async () => {
    const project = tempProject();
    editConfig(project, (config) => (config.editUrl = 'https://git.example.com/portal/edit/main/{path}'));
    project.write('content/docs/guide/first-steps.md', '---\ncustom_edit_url: null\n---\n# Primeiros passos\n');
    const { site } = await compileSite(loadConfig('docs.config.json', project.dir), {
      drafts: false,
      cwd: project.dir,
    });
    const payload = (stem: string) =>
      JSON.parse([...site!.payloadFiles].find(([file]) => file.startsWith(`data/${stem}.`))![1]) as {
        editUrl?: string;
      };
    expect(payload('about/intro').editUrl).toBe('https://git.example.com/portal/edit/main/content/docs/about/intro.md');
    expect(payload('guide/first-steps').editUrl).toBeUndefined();
  });
});
