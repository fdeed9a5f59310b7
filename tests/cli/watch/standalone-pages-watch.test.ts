import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';
import { namedSourceFolders } from '../../../cli/watch/named-content-dir.ts';
import { WatchSession } from '../../../cli/watch/watch-session.ts';
import { tempProject } from '../../helpers/temp-project.ts';
import { routeShardFile } from '../../../format/route-shards.ts';

describe('watch and the pages folder', () => {
  it('watches pages.path, and publishes an edited standalone page under its stable name', async () => {
    const project = tempProject('standalone-pages');
    expect(namedSourceFolders(project.file('docs.config.json'))).toContain(project.file('src/pages'));
    const s = new WatchSession('docs.config.json', project.dir);
    const first = await s.full();
    expect(first.diagnostics.map(formatDiagnostic).filter((d) => !d.includes(': warning: '))).toEqual([]);
    expect(s.site!.site.table.listings).toContainEqual({
      path: '/sobre',
      kind: 'page',
      payload: 'data/pages/sobre.json',
    });
    // Watch names its shards without a build id, so that a rebuild serves them at the same addresses.
    const { routes } = JSON.parse(s.site!.manifestJson);
    expect(routes.prefix).toBe('routes/');
    const shard = s.site!.payloads.get(routeShardFile(routes, '/sobre'));
    expect(shard).toContain('"path":"/sobre"');
    project.write('src/pages/sobre.md', '# Sobre nós\n\nSegunda versão.\n\n## Equipe\n');
    const report = await s.apply([project.file('src/pages/sobre.md')]);
    expect(report.changedPayloads).toContain('data/pages/sobre.json');
    expect(s.site!.payloads.get('data/pages/sobre.json')).toContain('Segunda versão.');
  });

  it('builds a React page added to the pages folder, and drops one removed from it', async () => {
    const project = tempProject('standalone-pages');
    const s = new WatchSession('docs.config.json', project.dir);
    await s.full();
    const routes = () => s.site!.site.table.listings.map((route) => route.path);
    expect(routes()).not.toContain('/painel');
    project.write('src/pages/painel.jsx', 'export default function Painel() {\n  return <main>Painel</main>;\n}\n');
    const added = await s.apply([project.file('src/pages/painel.jsx')]);
    expect(added.kind).toBe('full');
    expect(routes()).toContain('/painel');
    project.remove('src/pages/painel.jsx');
    await s.apply([project.file('src/pages/painel.jsx')]);
    expect(routes()).not.toContain('/painel');
  });
});
