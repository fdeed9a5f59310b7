import { beforeAll, describe, expect, it } from 'vitest';
import { compileSite } from '../../../../cli/pipeline/compile-site.ts';
import type { CompiledSite } from '../../../../cli/output/compiled-site.ts';
import { loadConfig } from '../../../../cli/sources/config/load-config.ts';
import type { SidebarItem } from '../../../../format/site-format.ts';
import type { TocItem } from '../../../../format/page-parts.ts';
import { editConfig, tempProject, type TempProject } from '../../../helpers/temp-project.ts';

const BASE = '/docs/referencia/lavoura';

async function compile(project: TempProject) {
  return compileSite(loadConfig('docs.config.json', project.dir), { drafts: false, cwd: project.dir });
}

function payloadOf(site: CompiledSite, route: string): { html: string; toc: TocItem[]; title: string } {
  const entry = site.table.routes.find((r) => r.path === route);
  if (!entry) throw new Error(`no route ${route}`);
  return JSON.parse(site.payloadFiles.get(entry.payload)!);
}

/** A sidebar as nested labels, with each link's class: enough to read its shape. */
function outline(items: readonly SidebarItem[]): unknown[] {
  return items.map((item) =>
    item.type === 'category'
      ? { [item.label]: outline(item.items) }
      : item.type === 'link'
        ? `${item.label}${item.className ? ` (${item.className})` : ''}`
        : 'html',
  );
}

let site: CompiledSite;

beforeAll(async () => {
  const compiled = await compile(tempProject('api-reference'));
  expect(compiled.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  site = compiled.site!;
}, 60_000);

describe('a reference generated from an OpenAPI description', () => {
  it('has an overview, a page per operation in a folder per tag of its x-tagGroups, per webhook and per schema', () => {
    const routes = site.table.routes.map((r) => r.path).filter((p) => p.startsWith(BASE));
    expect(routes.sort()).toEqual(
      [
        BASE,
        `${BASE}/cadastro/fields`,
        `${BASE}/cadastro/fields/create-field`,
        `${BASE}/cadastro/fields/delete-field`,
        `${BASE}/cadastro/fields/get-field`,
        `${BASE}/cadastro/fields/list-fields`,
        `${BASE}/cadastro/seasons`,
        `${BASE}/cadastro/seasons/list-seasons`,
        `${BASE}/cadastro/seasons/season-report`,
        `${BASE}/cadastro/seasons/current-season`,
        `${BASE}/esquemas/field`,
        `${BASE}/esquemas/new-field`,
        `${BASE}/health`,
        `${BASE}/webhooks/field-created-webhook`,
        `${BASE}/webhooks/season-closed`,
      ].sort(),
    );
  });

  it('leaves out x-internal operations and webhooks', () => {
    expect(site.table.routes.some((r) => r.path.includes('reindex'))).toBe(false);
  });

  it('gives the sidebar a category (opening the overview) per group and tag, labelled by x-displayName, with each method as a class', () => {
    const sections = outline(site.table.sidebars.referencia!) as Record<string, unknown[]>[];
    const api = sections.find((section) => 'API de Lavouras' in section);
    expect(api).toEqual({
      'API de Lavouras': [
        {
          Cadastro: [
            {
              Talhões: [
                'Listar talhões (api-sidebar-method api-sidebar-get)',
                'Criar talhão (api-sidebar-method api-sidebar-post)',
                'Consultar talhão (api-sidebar-method api-sidebar-get)',
                'Excluir talhão (api-sidebar-method api-sidebar-delete)',
              ],
            },
            {
              Safras: [
                'Listar safras (api-sidebar-method api-sidebar-get)',
                'Relatório das safras (api-sidebar-method api-sidebar-get)',
                'Safra atual (api-sidebar-method api-sidebar-get)',
              ],
            },
          ],
        },
        'Saúde do serviço (api-sidebar-method api-sidebar-get)',
        {
          Webhooks: [
            'Talhão criado (api-sidebar-method api-sidebar-post)',
            'seasonClosed (api-sidebar-method api-sidebar-post)',
          ],
        },
        { Esquemas: ['NewField', 'Field'] },
      ],
    });
  });

  it("shows the description's introduction on the overview, its headings under the title", () => {
    const overview = payloadOf(site, BASE);
    expect(overview.toc.map((t) => [t.level, t.text])).toEqual([
      [2, 'Versionamento'],
      [3, 'Limites'],
      [2, 'Sobre esta API'],
      [2, 'Servidores'],
      [2, 'Autenticação'],
      [2, 'Webhooks'],
    ]);
    // The server's variables at their defaults, the file to download, and the `*` list as a list.
    expect(overview.html).toContain('<code>https://api.example.com/v1</code>');
    expect(overview.html).toMatch(/<a href="\/media\/lavoura\.[0-9a-f]+\.yaml"/);
    expect(overview.html).toContain('<li>600 requisições por minuto por credencial;</li>');
  });

  it('gives an operation page headings in order for each section, parameters by location and responses by status', () => {
    const page = payloadOf(site, `${BASE}/cadastro/fields/list-fields`);
    expect(page.toc.map((t) => [t.level, t.text])).toEqual([
      [3, 'Paginação'],
      [2, 'Autenticação'],
      [2, 'Parâmetros'],
      [3, 'Parâmetros de consulta'],
      [3, 'Cabeçalhos'],
      [2, 'Respostas'],
      [3, '200 — Página de talhões'],
      [3, '401 — Não autenticado'],
      [2, 'Exemplos de código'],
      [2, 'Testar'],
    ]);
    expect(page.html).toContain('id="parametro-query-limit"');
    // A response header's anchor links to its own id, which names the response.
    expect(page.html).toContain('id="resposta-200-cabecalho-x-total-count"');
    expect(page.html).toContain('href="#resposta-200-cabecalho-x-total-count"');
    expect(page.html).toContain('padrão: <code>20</code>');
    expect(page.html).not.toContain('<table');
  });

  it('marks a deprecated operation, and keeps the spec x-codeSamples among the samples', () => {
    expect(payloadOf(site, `${BASE}/cadastro/fields/delete-field`).html).toContain('api-deprecated-note');
    const create = payloadOf(site, `${BASE}/cadastro/fields/create-field`).html;
    expect(create).toContain('CLI da plataforma');
    expect(create).toContain('data-group-id="api-linguagem"');
  });

  it('highlights the sample of every generated language', () => {
    const html = payloadOf(site, `${BASE}/cadastro/fields/create-field`).html;
    const panels = [...html.matchAll(/<div role="tabpanel"[^>]*data-value="([\w-]+)"[^>]*>([\s\S]*?)<\/pre>/g)];
    const highlighted = panels.filter(([, , code]) => code!.includes('class="t-')).map(([, id]) => id);
    expect(highlighted).toEqual(
      expect.arrayContaining(['curl', 'javascript', 'python', 'go', 'java', 'csharp', 'php', 'ruby']),
    );
  });

  it('writes every operation into the Markdown export', () => {
    const markdown = site.markdownFiles.get('docs/referencia/lavoura/cadastro/fields/list-fields.md');
    expect(markdown).toContain('**GET** `/fields`');
    expect(markdown).toContain('- `limit` (integer): Quantos itens por página.');
  });
});

describe('apiReference in the config', () => {
  it('is an error at its key when it names no description, or a route outside the docs', async () => {
    const project = tempProject('api-reference');
    editConfig(project, (config) => {
      config.apiReference = [
        { openapi: 'lavouras', route: '/docs/x' },
        { openapi: 'lavoura', route: '/api/lavoura' },
      ];
    });
    const { diagnostics } = await compile(project);
    const messages = diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file}:${d.line}: ${d.message}`);
    // Then what follows from it: the sidebar and the links to the reference find no pages.
    expect(messages.slice(0, 2)).toEqual([
      expect.stringMatching(
        /^docs\.config\.json:\d+: apiReference\[0\]\.openapi: nothing named "lavouras" in content\/openapi \(found: "lavoura"\)/,
      ),
      expect.stringMatching(
        /^docs\.config\.json:\d+: apiReference\[1\]\.route: expected a path under the docs route "\/docs"/,
      ),
    ]);
  });

  it("is an error at the description when a generated page takes a writer's route; the writer's page stays", async () => {
    const project = tempProject('api-reference');
    project.write('content/docs/referencia/lavoura/health.md', '# Saúde\n\nEscrita à mão.\n');
    const { diagnostics } = await compile(project);
    const errors = diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => [d.file, d.code])).toEqual([['content/openapi/lavoura.yaml', 'duplicate-route']]);
    expect(errors[0]!.message).toContain('content/docs/referencia/lavoura/health.md');
  });

  it('checks links to a parameter of a generated page like any anchor', async () => {
    const project = tempProject('api-reference');
    project.write(
      'content/docs/about/intro.md',
      project.read('content/docs/about/intro.md').replace('#parametro-query-limit', '#parametro-query-limite'),
    );
    const { diagnostics } = await compile(project);
    expect(diagnostics.filter((d) => d.severity === 'error').map((d) => d.message)).toEqual([
      expect.stringContaining('#parametro-query-limite'),
    ]);
  });

  it('takes links to a property of a schema, at any depth, as anchors of its page', async () => {
    // The fixture's intro links to Field's local.sede.ponto.lat, two closed levels down; it compiled without errors.
    expect(payloadOf(site, `${BASE}/esquemas/field`).html).toContain('id="esquema-local-sede-ponto-lat"');
    const project = tempProject('api-reference');
    project.write(
      'content/docs/about/intro.md',
      project
        .read('content/docs/about/intro.md')
        .replace('#esquema-local-sede-ponto-lat', '#esquema-local-sede-ponto-lon'),
    );
    const { diagnostics } = await compile(project);
    expect(diagnostics.filter((d) => d.severity === 'error').map((d) => d.message)).toEqual([
      expect.stringContaining('#esquema-local-sede-ponto-lon'),
    ]);
  });

  it("tells a broken link of the description's prose at the description, as a warning with the fix", async () => {
    const project = tempProject('api-reference');
    const spec = 'content/openapi/lavoura.yaml';
    const yaml = project
      .read(spec)
      .replace('Use `cursor` para a próxima página.', 'Use `cursor`, veja [paginação](/rest/guides/paginacao).');
    project.write(spec, yaml);
    const { diagnostics } = await compile(project);
    const line = yaml.split('\n').findIndex((l) => l.includes('[paginação]')) + 1;
    expect(
      diagnostics.filter((d) => d.code === 'broken-link').map((d) => [d.file, d.line, d.severity, d.message]),
    ).toEqual([
      [
        spec,
        line,
        'warning',
        expect.stringMatching(
          /^paths\.\/fields\.get\.description: broken link to \/rest\/guides\/paginacao: .*"linkBase"/,
        ),
      ],
    ]);
  });

  it('makes links of the description to "/…" absolute with linkBase', async () => {
    const project = tempProject('api-reference');
    const spec = 'content/openapi/lavoura.yaml';
    project.write(
      spec,
      project.read(spec).replace('Use `cursor` para a próxima página.', 'Veja [paginação](/rest/guides/paginacao).'),
    );
    editConfig(project, (config) => {
      config.apiReference[0].linkBase = 'https://docs.example.org';
    });
    const { site, diagnostics } = await compile(project);
    expect(diagnostics.filter((d) => d.code === 'broken-link')).toEqual([]);
    expect(payloadOf(site!, `${BASE}/cadastro/fields/list-fields`).html).toContain(
      'href="https://docs.example.org/rest/guides/paginacao"',
    );
  });
});
