import { beforeAll, describe, expect, it } from 'vitest';
import type { CompiledSite } from '../../../../cli/output/compiled-site.ts';
import { compileSite } from '../../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../../cli/sources/config/load-config.ts';
import { tempProject } from '../../../helpers/temp-project.ts';
import { compiledPayload, sidebarLabels } from '../../../helpers/compiled-pages.ts';

/** tests/fixtures/api-swagger2: a Swagger 2.0 description, through apiReference and a :::openapi directive. */
const BASE = '/docs/referencia/loja';

let site: CompiledSite;

beforeAll(async () => {
  const project = tempProject('api-swagger2');
  const compiled = await compileSite(loadConfig('docs.config.json', project.dir), { drafts: false, cwd: project.dir });
  expect(compiled.diagnostics).toEqual([]);
  site = compiled.site!;
}, 60_000);

const payloadOf = (route: string) => compiledPayload(site, route);

describe('a reference generated from a Swagger 2.0 description', () => {
  it('has the pages of any other: an overview, a page per operation in its tag, and a page per definition', () => {
    const routes = site.table.routes.map((r) => r.path).filter((p) => p.startsWith(BASE));
    expect(routes.sort()).toEqual(
      [
        BASE,
        `${BASE}/pets`,
        `${BASE}/pets/list-pets`,
        `${BASE}/pets/create-pet`,
        `${BASE}/pets/show-pet-by-id`,
        `${BASE}/esquemas/new-pet`,
        `${BASE}/esquemas/pet`,
        `${BASE}/esquemas/error`,
      ].sort(),
    );
    expect(sidebarLabels(site.table.sidebars.referencia!)).toEqual([
      {
        'Loja de Animais': [
          { pets: ['Listar animais', 'Cadastrar animal', 'Consultar animal'] },
          { Esquemas: ['NewPet', 'Pet', 'Error'] },
        ],
      },
    ]);
  });

  it('says on the overview that it is Swagger 2.0, with the server of its host and basePath, and its API key', () => {
    const { html } = payloadOf(BASE);
    expect(html).toContain('Especificação: Swagger 2.0');
    expect(html).toContain('<code>https://petstore.example.com/v1</code>');
    expect(html).toContain('X-Api-Key');
  });

  it("gives an operation page its parameters, body, responses (a shared one too) and the API key's header", () => {
    const list = payloadOf(`${BASE}/pets/list-pets`);
    expect(list.toc.map((t) => [t.level, t.text])).toEqual([
      [2, 'Autenticação'],
      [2, 'Parâmetros'],
      [3, 'Parâmetros de consulta'],
      [2, 'Respostas'],
      [3, '200 — Uma página de animais'],
      [3, 'default — Erro inesperado'],
      [2, 'Exemplos de código'],
      [2, 'Testar'],
    ]);
    expect(list.html).toContain('máximo: <code>100</code>');
    expect(list.html).toContain('id="resposta-200-cabecalho-x-next"');
    expect(list.html).toContain('&quot;apiKeyHeader&quot;:&quot;X-Api-Key&quot;');
    const create = payloadOf(`${BASE}/pets/create-pet`);
    expect(create.toc.map((t) => t.text)).toContain('Corpo da requisição (obrigatório)');
    expect(create.html).toContain('O animal a cadastrar.');
    expect(create.html).toContain('<a href="/docs/referencia/loja/esquemas/new-pet">NewPet</a>');
    expect(payloadOf(`${BASE}/pets/show-pet-by-id`).html).toContain('Animal não encontrado.');
  });

  it("gives each definition a schema page, and renders :::openapi in a writer's page", () => {
    expect(payloadOf(`${BASE}/esquemas/pet`).html).toContain(
      '<a href="/docs/referencia/loja/esquemas/new-pet">NewPet</a>',
    );
    expect(payloadOf('/docs/guia/inicio').html).toContain('<code class="api-path">/pets</code>');
  });

  it('writes its operations into the Markdown export', () => {
    const markdown = site.markdownFiles.get('docs/referencia/loja/pets/list-pets.md');
    expect(markdown).toContain('**GET** `/pets`');
    expect(markdown).toContain('- `limit` (integer (int32)): Quantos animais por página.');
  });
});
