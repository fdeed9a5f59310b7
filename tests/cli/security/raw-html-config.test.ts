import { describe, expect, it } from 'vitest';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { formatDiagnostic, type UserError } from '../../../cli/core/diagnostics.ts';
import { editConfig, tempProject, type TempProject } from '../../helpers/temp-project.ts';

const HOSTILE =
  '<img src="https://exemplo.com.br/x.png" onerror="alert(1)">\n\n<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>\n';

async function pageHtml(project: TempProject) {
  const { site, diagnostics } = await compileSite(loadConfig('docs.config.json', project.dir), {
    drafts: false,
    cwd: project.dir,
  });
  const json = [...site!.payloadFiles].find(([file]) => file.startsWith('data/guide/first-steps.'))![1];
  return {
    html: (JSON.parse(json) as { html: string }).html,
    warnings: diagnostics.filter((d) => d.severity === 'warning').map(formatDiagnostic),
  };
}

describe('markdown settings in docs.config.json', () => {
  it('sanitize by default, and let through iframes from the hosts listed', async () => {
    const project = tempProject();
    project.write('content/docs/guide/first-steps.md', `# Primeiros passos\n\n${HOSTILE}`);
    const strict = await pageHtml(project);
    expect(strict.html).not.toContain('onerror');
    expect(strict.html).not.toContain('youtube');
    expect(strict.warnings).toHaveLength(2);
    editConfig(project, (config) => (config.markdown = { iframeHosts: ['www.youtube-nocookie.com'] }));
    const listed = await pageHtml(project);
    expect(listed.html).toContain('src="https://www.youtube-nocookie.com/embed/x"');
    expect(listed.warnings).toEqual([expect.stringContaining('the onerror attribute of <img> was removed')]);
  });

  it('pass raw HTML through as written with rawHtml "trusted"', async () => {
    const project = tempProject();
    project.write('content/docs/guide/first-steps.md', `# Primeiros passos\n\n${HOSTILE}`);
    editConfig(project, (config) => (config.markdown = { rawHtml: 'trusted' }));
    const trusted = await pageHtml(project);
    expect(trusted.html).toContain('onerror="alert(1)"');
    expect(trusted.warnings).toEqual([]);
  });

  it('refuse a value they do not know, saying what is expected', () => {
    const project = tempProject();
    editConfig(project, (config) => (config.markdown = { rawHtml: 'sim', iframeHost: [] }));
    let error: unknown;
    try {
      loadConfig('docs.config.json', project.dir);
    } catch (e) {
      error = e;
    }
    const lines = (error as UserError).diagnostics.map(formatDiagnostic);
    expect(lines).toEqual([
      expect.stringMatching(/markdown\.rawHtml: expected one of "sanitize", "trusted"/),
      expect.stringMatching(/markdown\.iframeHost: unknown key \(did you mean "iframeHosts"\?\)/),
    ]);
  });
});
