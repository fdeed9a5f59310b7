import { describe, expect, it } from 'vitest';
import { globalComponentFiles, globalComponents } from '../../../cli/page/mdx-components.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';
import { minimalConfig } from '../../helpers/minimal-config.ts';
import { tempProject } from '../../helpers/temp-project.ts';
import { configErrors } from '../../helpers/config-errors.ts';
import { projectRoots } from '../../../cli/sources/project-roots.ts';

/** A project whose docs.config.json is the minimal one with `mdx`, indented, so that each key has its own line. */
function projectWith(mdx: unknown) {
  const project = tempProject();
  project.write('docs.config.json', JSON.stringify({ ...minimalConfig, mdx }, null, 2));
  return project;
}

function mdxErrors(mdx: unknown): string[] {
  return configErrors(projectWith(mdx).dir);
}

describe('mdx.components in docs.config.json', () => {
  it('maps each name to its module as @site/…, and reports a module that does not exist at its key', () => {
    const project = projectWith({
      components: { IonicIcon: 'src/components/IonicIcon.tsx', Falta: './src/components/Falta.jsx' },
    });
    project.write('src/components/IonicIcon.tsx', 'export default function IonicIcon() { return null; }\n');
    const loaded = loadConfig('docs.config.json', project.dir);
    expect([...globalComponents(loaded)]).toEqual([
      ['IonicIcon', '@site/src/components/IonicIcon.tsx'],
      ['Falta', '@site/src/components/Falta.jsx'],
    ]);
    expect(globalComponentFiles(loaded, projectRoots(loaded)).diagnostics.map(formatDiagnostic)).toEqual([
      'docs.config.json:22:16: mdx.components.Falta: missing file ./src/components/Falta.jsx: src/components/Falta.jsx does not exist',
    ]);
  });

  it('refuses a module outside the project', () => {
    const project = projectWith({ components: { Fora: '../fora.tsx' } });
    project.write('../fora.tsx', 'export default function Fora() { return null; }\n');
    const loaded = loadConfig('docs.config.json', project.dir);
    const diagnostics = globalComponentFiles(loaded, projectRoots(loaded)).diagnostics.map(formatDiagnostic);
    expect(diagnostics).toEqual([
      expect.stringMatching(
        /^docs\.config\.json:21:15: mdx\.components\.Fora: \.\.\/fora\.tsx is outside the project; a build reads only files inside /,
      ),
    ]);
  });

  it('takes capitalised JSX names only, and no other key beside components', () => {
    expect(mdxErrors({ components: { icone: 'src/x.tsx' } })).toEqual([
      expect.stringMatching(
        /^docs\.config\.json:21:\d+: mdx\.components\.icone: expected a capitalised component name such as "IonicIcon" \(a lowercase name is an HTML element\), got "icone"$/,
      ),
    ]);
    expect(mdxErrors({ componentes: {} })).toEqual([
      expect.stringMatching(/^docs\.config\.json:20:5: mdx\.componentes: unknown key \(did you mean "components"\?\)/),
    ]);
  });
});
