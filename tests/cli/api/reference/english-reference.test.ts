import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompiledSite } from '../../../../cli/output/compiled-site.ts';
import { compileSite } from '../../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../../cli/sources/config/load-config.ts';
import { apiEn } from '../../../../format/ui-strings/api/en.ts';
import { apiPtBR } from '../../../../format/ui-strings/api/pt-BR.ts';
import { editConfig, repoRoot, tempProject } from '../../../helpers/temp-project.ts';
import { compiledPayload, sidebarLabels } from '../../../helpers/compiled-pages.ts';

/**
 * An English site (`locale.htmlLang: "en"`) with an English Petstore: its generated reference, its `:::openapi` and
 * `:::api-key` directives and their Markdown export speak English, with the same paths and ids as in Portuguese.
 */
const BASE = '/docs/referencia/petstore';
const PETSTORE = 'tests/fixtures/migrate/openapi-docs-site/examples/petstore.yaml';
const GRAPHQL = '/docs/referencia/cadastros';
const SDL = 'tests/fixtures/api-reference/content/graphql/cadastros.graphql';

/** Each text of a table with its key path, groups flattened: `parameterTitles.query`. */
function flat(table: object, prefix = ''): [string, string][] {
  return Object.entries(table).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flat(value, `${prefix}${key}.`),
  );
}

const english = new Map(flat(apiEn));

/** Every Portuguese text of the API tables that `text` holds where English says something else (words, not "de"). */
const portugueseIn = (text: string) =>
  flat(apiPtBR)
    .filter(([key, pt]) => pt.trim().length > 3 && english.get(key) !== pt && text.includes(pt.trim()))
    .map(([, pt]) => pt);

let site: CompiledSite;

beforeAll(async () => {
  const project = tempProject('api-swagger2');
  project.write('content/openapi/petstore.yaml', fs.readFileSync(path.join(repoRoot, PETSTORE), 'utf8'));
  project.write('content/graphql/cadastros.graphql', fs.readFileSync(path.join(repoRoot, SDL), 'utf8'));
  project.write(
    'content/docs/guia/inicio.md',
    [
      '# Start\n\n## Find pets\n\n:::openapi petstore GET /pet/findByStatus\n:::\n',
      '## Keys\n\n:::api-key\n:::\n',
      '## Registry\n\n:::graphql-schema cadastros\n:::\n',
    ].join('\n'),
  );
  editConfig(project, (config) => {
    config.title = 'Petstore';
    config.locale = { label: 'English', htmlLang: 'en', path: 'en' };
    config.apiReference = [{ openapi: 'petstore', route: BASE }];
    config.graphqlReference = [{ graphql: 'cadastros', route: GRAPHQL }];
    config.navbar = { title: 'Petstore', items: [{ label: 'Guide', docId: 'guia/inicio' }] };
  });
  const compiled = await compileSite(loadConfig('docs.config.json', project.dir), { drafts: false, cwd: project.dir });
  expect(compiled.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  site = compiled.site!;
}, 60_000);

const payloadOf = (route: string) => compiledPayload(site, route);

describe("an English site's API reference", () => {
  it("keeps the Portuguese site's paths, with English labels in its sidebar", () => {
    const routes = site.table.routes.map((r) => r.path).filter((p) => p.startsWith(BASE));
    expect(routes).toContain(`${BASE}/pet/find-pets-by-status`);
    expect(routes).toContain(`${BASE}/esquemas/pet`);
    const sidebar = JSON.stringify(sidebarLabels(site.table.sidebars.referencia!));
    expect(sidebar).toContain('"Schemas"');
    expect(sidebar).not.toContain('Esquemas');
  });

  it("writes an operation's page in English, with the same ids, and no Portuguese label", () => {
    const { html, toc } = payloadOf(`${BASE}/pet/find-pets-by-status`);
    expect(toc.map((item) => item.text)).toEqual(
      expect.arrayContaining(['Parameters', 'Query parameters', 'Responses', 'Code samples', 'Try it']),
    );
    expect(html).toContain('<p class="api-server">Server: <code>https://petstore.swagger.io/v2</code></p>');
    expect(html).toContain('<span class="api-required">required</span>');
    expect(html).toContain('aria-label="Link to the parameter status"');
    expect(html).toContain('<p class="api-media-type">Media type: <code>application/json</code></p>');
    expect(html).toContain('<span class="api-type">array of <a href=');
    // The ids links are written to do not follow the language.
    expect(html).toContain('id="parametro-query-status"');
    expect(html).toMatch(/id="resposta-200"/);
    expect(portugueseIn(html)).toEqual([]);
    expect(portugueseIn(JSON.stringify(toc))).toEqual([]);
  });

  it('writes the overview and the schema pages in English', () => {
    const overview = payloadOf(BASE);
    expect(overview.toc.map((item) => item.text)).toEqual(
      expect.arrayContaining(['About this API', 'Servers', 'Authentication']),
    );
    expect(overview.html).toContain('Specification: OpenAPI 3.0.3');
    expect(portugueseIn(overview.html)).toEqual([]);
    const schema = payloadOf(`${BASE}/esquemas/pet`).html;
    expect(schema).toContain('<span class="api-required">required</span>');
    expect(portugueseIn(schema)).toEqual([]);
  });

  it("draws a writer's :::openapi and :::api-key directives in English", () => {
    const { html } = payloadOf('/docs/guia/inicio');
    expect(html).toContain('<p class="api-label">Request samples</p>');
    expect(html).toContain('<p class="api-label">Query parameters</p>');
    expect(html).toContain('<p class="api-label">Responses</p>');
    expect(html).toContain('How to get a key');
    expect(html).toContain('<h4>Types</h4>');
    expect(html).toContain('<span class="gql-kind">type</span> <code>Farm</code>');
    expect(portugueseIn(html)).toEqual([]);
  });

  it("writes a GraphQL schema's pages in English, at the same paths", () => {
    const sidebar = JSON.stringify(sidebarLabels(site.table.sidebars.referencia!));
    expect(sidebar).toContain('{"Types":[{"Objects":["Farm"]}');
    const farm = site.markdownFiles.get(`${GRAPHQL.slice(1)}/tipos/objetos/farm.md`)!;
    expect(farm).toContain('*Object*');
    expect(farm).toContain('## Fields');
    expect(farm).toContain('- `legacyCode` (`String`) (deprecated)');
    expect(farm).toMatch(/## Implements\n\n- \[`Node`\]/);
    const search = site.markdownFiles.get(`${GRAPHQL.slice(1)}/queries/search.md`)!;
    expect(search).toContain('## Arguments');
    expect(search).toContain('- `first` (`Int`) — default: `20`');
    expect(search).toContain('## Returns');
  });

  it('exports its pages as English Markdown', () => {
    const markdown = (route: string) => {
      const file = `${route.slice(1)}.md`;
      const text = site.markdownFiles.get(file);
      if (text === undefined) throw new Error(`no Markdown export ${file}: ${[...site.markdownFiles.keys()]}`);
      return text;
    };
    const operation = markdown(`${BASE}/pet/find-pets-by-status`);
    expect(operation).toContain('## Parameters');
    expect(operation).toContain('### Query parameters');
    expect(operation).toContain('- `status` (string, required)');
    expect(operation).toContain('## Responses');
    expect(portugueseIn(operation)).toEqual([]);
    const guide = markdown('/docs/guia/inicio');
    expect(guide).toContain('| Name | In | Type | Required | Default | Description |');
    expect(guide).toContain('| `status` | query | string | yes |');
    expect(guide).toContain('Request example (curl):');
    expect(guide).toContain('> **How to get a key**');
    // The GraphQL schema's own SDL, which the export holds as written, is Portuguese.
    expect(portugueseIn(guide.split('```graphql')[0]!)).toEqual([]);
  });
});
