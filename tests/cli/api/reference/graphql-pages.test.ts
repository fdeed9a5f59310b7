import { beforeAll, describe, expect, it } from 'vitest';
import { compileSite } from '../../../../cli/pipeline/compile-site.ts';
import type { CompiledSite } from '../../../../cli/output/compiled-site.ts';
import { loadConfig } from '../../../../cli/sources/config/load-config.ts';
import { tempProject, type TempProject } from '../../../helpers/temp-project.ts';

const BASE = '/docs/referencia/cadastros';

async function compile(project: TempProject) {
  return compileSite(loadConfig('docs.config.json', project.dir), { drafts: false, cwd: project.dir });
}

let site: CompiledSite;

beforeAll(async () => {
  const compiled = await compile(tempProject('api-reference'));
  expect(compiled.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  site = compiled.site!;
}, 60_000);

const exported = (route: string) => site.markdownFiles.get(`${route.slice(1)}.md`);

describe('a reference generated from a GraphQL schema', () => {
  it('has an overview, a page per query and mutation, and a page per type in a folder per kind', () => {
    const routes = site.table.routes.map((r) => r.path).filter((p) => p.startsWith(BASE));
    expect(routes.sort()).toEqual(
      [
        BASE,
        `${BASE}/queries/farm`,
        `${BASE}/queries/search`,
        `${BASE}/mutations/create-farm`,
        `${BASE}/tipos/objetos/farm`,
        `${BASE}/tipos/interfaces/node`,
        `${BASE}/tipos/enums/record-status`,
        `${BASE}/tipos/inputs/farm-input`,
        `${BASE}/tipos/unions/search-result`,
      ].sort(),
    );
  });

  it('shows a query with its signature, arguments and the type it returns, linked to that type', () => {
    const markdown = exported(`${BASE}/queries/search`)!;
    expect(markdown).toContain('search(text: String!, first: Int = 20): [SearchResult!]!');
    expect(markdown).toContain('- `first` (`Int`) — padrão: `20`');
    expect(markdown).toMatch(
      /\[`\[SearchResult!\]!`\]\(\S*\/docs\/referencia\/cadastros\/tipos\/unions\/search-result\.md\)/,
    );
  });

  it("shows a type's fields, deprecations and interfaces, and the schema's description on the overview", () => {
    const farm = exported(`${BASE}/tipos/objetos/farm`)!;
    expect(farm).toContain('- `name` (`String!`): Nome da fazenda.');
    expect(farm).toContain('- `legacyCode` (`String`) (obsoleto)');
    expect(farm).toMatch(/## Implementa\n\n- \[`Node`\]/);
    const overview = exported(BASE)!;
    expect(overview).toContain('## Limites');
  });
});

describe("a problem in a GraphQL schema's descriptions", () => {
  it('is reported where the schema writes it: a block line, a one-line description, a list item', async () => {
    const project = tempProject('api-reference');
    const sdl = [
      'schema {', //                                                      1
      '  query: Query', //                                                2
      '}', //                                                             3
      '', //                                                              4
      '"""', //                                                           5
      '  Um talhão.', //                                                  6
      '', //                                                              7
      '  Veja [o mapa](./nada.md).', //                                   8
      '"""', //                                                           9
      'type Plot {', //                                                  10
      '  "Área em hectares; veja [a unidade](./unidade.md)."', //        11
      '  area: Float', //                                                12
      '}', //                                                            13
      '', //                                                             14
      'type Query {', //                                                 15
      '  "O talhão: [detalhes](./detalhes.md)."', //                     16
      '  plot: Plot', //                                                 17
      '}', //                                                            18
    ].join('\n');
    project.write('content/graphql/cadastros.graphql', `${sdl}\n`);
    const { diagnostics } = await compile(project);
    const links = diagnostics
      .filter((d) => d.code === 'broken-link')
      .map((d) => `${d.file}:${d.line}:${d.column}: ${d.message.split(':')[0]}`)
      .sort();
    expect(links).toEqual([
      'content/graphql/cadastros.graphql:11:39: broken link to ./unidade.md',
      'content/graphql/cadastros.graphql:16:25: broken link to ./detalhes.md',
      'content/graphql/cadastros.graphql:8:17: broken link to ./nada.md',
    ]);
  });
});
