import { beforeAll, describe, expect, it } from 'vitest';
import type { CompiledSite } from '../../../../cli/output/compiled-site.ts';
import type { SplitSearchEngine } from '../../../../format/search/split-query.ts';
import { compileSite } from '../../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../../cli/sources/config/load-config.ts';
import { editConfig, tempProject } from '../../../helpers/temp-project.ts';
import { compileWithSearch } from '../../search/search-site.ts';
import { compiledPayload } from '../../../helpers/compiled-pages.ts';

/** tests/fixtures/api-reference's OpenAPI 3.1 description: a callback on createField and two webhooks. */
const BASE = '/docs/referencia/lavoura';
const CREATE = `${BASE}/cadastro/fields/create-field`;
const WEBHOOK = `${BASE}/webhooks/field-created-webhook`;

let site: CompiledSite;
let engine: SplitSearchEngine;

beforeAll(async () => {
  ({ site, engine } = await compileWithSearch(tempProject('api-reference').dir));
}, 60_000);

const payloadOf = (route: string) => compiledPayload(site, route);

/** Every heading of the page below its title, h2 to h6: the table of contents stops at h3. */
const headingsOf = (html: string) =>
  [...html.matchAll(/<h([2-6]) id="[^"]*">(.*?) <a class="hash-link"/g)].map((m) => [Number(m[1]), m[2]]);
const headings = (route: string) => headingsOf(payloadOf(route).html);

describe("an operation's callbacks", () => {
  it('have a section after the responses: each callback by name, then its parameters, body and responses', () => {
    expect(headings(CREATE)).toEqual([
      [2, 'Autenticação'],
      [2, 'Corpo da requisição (obrigatório)'],
      [2, 'Respostas'],
      [3, '201 — Criado'],
      [2, 'Callbacks'],
      [3, 'areaMapped'],
      [4, 'Parâmetros'],
      [5, 'Cabeçalhos'],
      [4, 'Corpo da requisição (obrigatório)'],
      [4, 'Respostas'],
      [5, '204 — Recebido'],
      [2, 'Exemplos de código'],
      [2, 'Testar'],
    ]);
  });

  it("show the callback's URL expression and method, its description, and its body's schema", () => {
    const { html } = payloadOf(CREATE);
    expect(html).toContain(
      '<span class="api-method api-method-post">POST</span> <code class="api-path">{$request.body#/notify_url}</code>',
    );
    expect(html).toContain('Enviado quando o contorno do talhão termina de ser mapeado.');
    // The API writes the body: Field's readOnly id is in it, as it is in a response.
    expect(html).toContain('id="callback-1-post-corpo-id"');
  });

  it("give the callback's ids a scope of their own, so that no id of the page is there twice", () => {
    const ids = [...payloadOf(CREATE).html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toContain('callback-1-post-parametro-header-x-assinatura');
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(payloadOf(CREATE).html).toContain('href="#callback-1-post-parametro-header-x-assinatura"');
  });

  it('keep their headings in order under an operation of a page per tag, down to h6', async () => {
    const project = tempProject('api-reference');
    editConfig(project, (config) => {
      config.apiReference[0].pages = 'tag';
    });
    // The intro links to an operation's page, which a page per tag has not.
    project.write('content/docs/about/intro.md', '# Introdução\n');
    const compiled = await compileSite(loadConfig('docs.config.json', project.dir), {
      drafts: false,
      cwd: project.dir,
    });
    const entry = compiled.site!.table.routes.find((r) => r.path === `${BASE}/cadastro/fields`)!;
    const tagPage = JSON.parse(compiled.site!.payloadFiles.get(entry.payload)!) as { html: string };
    const found = headingsOf(tagPage.html);
    const from = found.findIndex(([, text]) => text === 'Callbacks');
    expect(found.slice(from, from + 8)).toEqual([
      [3, 'Callbacks'],
      [4, 'areaMapped'],
      [5, 'Parâmetros'],
      [6, 'Cabeçalhos'],
      [5, 'Corpo da requisição (obrigatório)'],
      [5, 'Respostas'],
      [6, '204 — Recebido'],
      [3, 'Exemplos de código'],
    ]);
  });

  it('are in the Markdown export', () => {
    const markdown = site.markdownFiles.get(`${CREATE.slice(1)}.md`)!;
    expect(markdown).toMatch(/## Callbacks\n\n### areaMapped\n\n\*\*POST\*\* `\{\$request\.body#\/notify_url\}`/);
    expect(markdown).toContain('- `X-Assinatura` (string, obrigatório): HMAC do corpo com o segredo da credencial.');
  });
});

describe('webhooks', () => {
  it('get a page each: name and method, description, payload and expected responses, and no samples', () => {
    expect(headings(WEBHOOK)).toEqual([
      [3, 'Reenvio'],
      [2, 'Corpo da requisição (obrigatório)'],
      [2, 'Respostas'],
      [3, '200 — Recebido'],
      [3, '410 — Cancela a assinatura do webhook'],
    ]);
    const { html } = payloadOf(WEBHOOK);
    expect(html).toContain('<code class="api-path">fieldCreated</code>');
    expect(html).toContain('Webhook: a API envia esta requisição');
    expect(html).toContain('Enviado a cada talhão criado');
    expect(html).toContain('id="corpo"');
    expect(html).not.toContain('data-operation=');
  });

  it('are linked from the overview, by title (or name) with their method', () => {
    const markdown = site.markdownFiles.get(`${BASE.slice(1)}.md`);
    expect(markdown).toMatch(
      /## Webhooks\n\n- \[Talhão criado\]\(\S*\/webhooks\/field-created-webhook\.md\) — `POST fieldCreated`/,
    );
    expect(markdown).toMatch(/- \[seasonClosed\]\(\S*\/webhooks\/season-closed\.md\) — `POST seasonClosed`/);
  });

  it('are found by search, with their method, and listed in llms.txt', async () => {
    const hits = await engine.search('seasonClosed', { limit: 5 });
    expect(hits[0]).toMatchObject({ url: `${BASE}/webhooks/season-closed`, page: { method: 'POST' } });
    const llms = site.markdownFiles.get('llms.txt');
    expect(llms).toMatch(/\[Talhão criado\]\(\S*\/webhooks\/field-created-webhook\.md\)/);
  });

  it('are in the Markdown export with their payload', () => {
    expect(site.markdownFiles.get(`${WEBHOOK.slice(1)}.md`)).toContain('**POST** `fieldCreated`');
    const markdown = site.markdownFiles.get(`${BASE.slice(1)}/webhooks/season-closed.md`)!;
    expect(markdown).toContain('**POST** `seasonClosed`');
    expect(markdown).toContain('- `season_id` (string): A safra encerrada.');
  });
});

describe("problems in a webhook's or a callback's prose", () => {
  it('are told at the description, by its pointer', async () => {
    const project = tempProject('api-reference');
    const spec = 'content/openapi/lavoura.yaml';
    const yaml = project
      .read(spec)
      .replace('termina de ser mapeado.', 'termina de ser mapeado ([mapa](./mapa.md)).')
      .replace('repetido até cinco vezes.', 'repetido até cinco vezes ([limites](./limites.md)).');
    project.write(spec, yaml);
    const { diagnostics } = await compileSite(loadConfig('docs.config.json', project.dir), {
      drafts: false,
      cwd: project.dir,
    });
    const lineOf = (needle: string) => yaml.split('\n').findIndex((l) => l.includes(needle)) + 1;
    expect(diagnostics.filter((d) => d.code === 'broken-link').map((d) => [d.file, d.line, d.message])).toEqual([
      [
        spec,
        lineOf('[mapa]'),
        expect.stringMatching(
          /^paths\.\/fields\.post\.callbacks\.areaMapped\.\{\$request\.body#\/notify_url\}\.post\.description: /,
        ),
      ],
      [spec, lineOf('[limites]'), expect.stringMatching(/^webhooks\.fieldCreated\.post\.description: /)],
    ]);
  });
});
