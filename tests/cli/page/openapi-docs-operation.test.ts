import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import type { Manifest } from '../../../format/site-format.ts';
import { tempProject } from '../../helpers/temp-project.ts';

const API = zlib
  .deflateSync(
    JSON.stringify({
      operationId: 'addPet',
      summary: 'Add a new pet',
      requestBody: {
        content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } } } } },
      },
      responses: { '200': { description: 'O animal criado' } },
      method: 'post',
      path: '/pet',
      servers: [{ url: 'https://petstore.example.com/v2' }],
      info: { title: 'Petstore', version: '1.0.0' },
      jsonRequestBodyExample: { name: 'Rex' },
    }),
  )
  .toString('base64');

/** A page as docusaurus-plugin-openapi-docs generates it, kept by the site as its own. */
const page = (frontMatter: string, link: string) =>
  [
    '---',
    'id: add-pet',
    'title: "Add a new pet"',
    'hide_title: true',
    frontMatter,
    '---',
    '',
    'import MethodEndpoint from "@theme/ApiExplorer/MethodEndpoint";',
    'import ParamsDetails from "@theme/ParamsDetails";',
    'import RequestSchema from "@theme/RequestSchema";',
    'import StatusCodes from "@theme/StatusCodes";',
    'import Heading from "@theme/Heading";',
    '',
    '<Heading as={"h1"} className={"openapi__heading"} children={"Add a new pet"}>',
    '</Heading>',
    '',
    '<MethodEndpoint method={"post"} path={"/pet"} context={"endpoint"}>',
    '</MethodEndpoint>',
    '',
    link,
    '',
    '<ParamsDetails parameters={undefined}>',
    '</ParamsDetails>',
    '',
    '<RequestSchema title={"Body"} body={{"content":{}}}>',
    '</RequestSchema>',
    '',
    '<StatusCodes id={undefined} label={undefined} responses={{"200":{"description":"O animal criado"}}}>',
    '</StatusCodes>',
    '',
  ].join('\n');

async function build(frontMatter: string, link = 'Veja [a operação](#op-addPet).') {
  const project = tempProject();
  project.write('content/docs/about/add-pet.api.mdx', page(frontMatter, link));
  const { site, diagnostics } = await compileSite(loadConfig('docs.config.json', project.dir), {
    drafts: false,
    cwd: project.dir,
  });
  const found = site && [...site.payloadFiles].find(([file]) => file.startsWith('data/about/add-pet.'));
  return {
    html: found ? (JSON.parse(found[1]) as { html: string }).html : '',
    connectSrc: (site?.manifest as Manifest | undefined)?.policy.connectSrc ?? [],
    problems: diagnostics.map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`),
  };
}

describe('a kept docusaurus-plugin-openapi-docs page whose front matter holds its operation', () => {
  it('draws the operation once where the theme drew its parts, with samples and Testar, and no warning', async () => {
    const { html, problems, connectSrc } = await build(`api: ${API}`);
    expect(problems).toEqual([]);
    expect(html).toContain('<h1 class="openapi__heading">Add a new pet\n</h1>');
    expect(html.match(/class="api-operation"/g)).toHaveLength(1);
    // The page draws the method and path itself (MethodEndpoint): the operation does not repeat them.
    expect(html.match(/class="api-signature"/g)).toHaveLength(1);
    expect(html).toMatch(/<section class="api-operation" data-api="Petstore" id="op-addPet">/);
    expect(html).toContain('O animal criado');
    expect(html).toContain('class="try-it"');
    expect(html).toContain('Rex');
    expect(connectSrc).toContain('https://petstore.example.com');
  });

  it('leaves Testar out with hide_send_button, as the plugin hides its Send button', async () => {
    const { html, problems } = await build(`api: ${API}\nhide_send_button: true`);
    expect(problems).toEqual([]);
    expect(html).toContain('class="api-operation"');
    expect(html).not.toContain('class="try-it"');
  });

  it('is one error at the api key when its value is not such an operation', async () => {
    const { html, problems } = await build('sidebar_label: "Add"\napi: bm90IHpsaWI=', 'Texto.');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^content\/docs\/about\/add-pet\.api\.mdx:6:1: front matter: api: not an operation as /,
    );
    expect(html).not.toContain('class="api-operation"');
  });
});
