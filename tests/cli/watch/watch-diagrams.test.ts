import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';
import { WatchSession } from '../../../cli/watch/watch-session.ts';
import { tempProject } from '../../helpers/temp-project.ts';

describe('WatchSession with mermaid diagrams', () => {
  it('warns about a diagram mermaid cannot parse as the page is saved, and stops once it is fixed', async () => {
    const project = tempProject();
    const s = new WatchSession('docs.config.json', project.dir);
    expect((await s.full()).diagnostics).toEqual([]);
    const file = 'content/docs/guide/first-steps.md';
    project.write(file, '---\ntitle: Primeiros passos\n---\n\n```mermaid\nsequenceDiagram\n  Alice->>: Oi\n```\n');
    const broken = await s.apply([project.file(file)]);
    expect(broken.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(
        /^content\/docs\/guide\/first-steps\.md:5:1: warning: mermaid cannot parse this diagram, .*Parse error on line 2/,
      ),
    ]);
    // A warning: the page is published all the same, and the viewer shows mermaid's message in the diagram's place.
    expect(broken.changedPayloads).toEqual(['data/guide/first-steps.json']);
    project.write(file, '---\ntitle: Primeiros passos\n---\n\n```mermaid\nsequenceDiagram\n  Alice->>Bob: Oi\n```\n');
    const fixed = await s.apply([project.file(file)]);
    expect(fixed.diagnostics).toEqual([]);
    expect(JSON.parse(s.site!.payloads.get('data/guide/first-steps.json')!).html).toContain('Alice-&gt;&gt;Bob: Oi');
  }, 30_000);
});
