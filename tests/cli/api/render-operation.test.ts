import { describe, expect, it } from 'vitest';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { tempProject } from '../../helpers/temp-project.ts';

async function apiPageHtml(edit: (yaml: string) => string): Promise<string> {
  const project = tempProject('api');
  project.write('content/openapi/fazendas.yaml', edit(project.read('content/openapi/fazendas.yaml')));
  const { site, diagnostics } = await compileSite(loadConfig('docs.config.json', project.dir), {
    drafts: false,
    cwd: project.dir,
  });
  expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return JSON.parse([...site!.payloadFiles].find(([f]) => f.startsWith('data/guide/api.'))![1]).html;
}

describe('renderOperation', () => {
  it('names parameter locations in Portuguese, and gives the Testar form descriptions as plain text', async () => {
    const html = await apiPageHtml((yaml) =>
      yaml.replace(
        'description: Página, a partir de 1.',
        'description: "Página, a partir de 1; veja [Paginação](https://example.com/p) e `page_size`."',
      ),
    );
    // A list under the location's name, never a table that scrolls sideways, and no heading to skip a level.
    expect(html).toMatch(
      /<p class="api-label">Parâmetros de consulta<\/p><ul class="api-param-list"><li class="api-param" id="parametro-query-page">/,
    );
    const operation = html.slice(html.indexOf('<section class="api-operation"'));
    expect(operation.slice(0, operation.indexOf('</section>'))).not.toMatch(/<table|<h[1-6]/);
    // The reference table keeps the link; the form's description is text.
    expect(html).toContain('<a href="https://example.com/p">Paginação</a>');
    const tryIt = html.match(/data-operation="([^"]*)"/)?.[1];
    expect(tryIt).toBeDefined();
    const decoded = tryIt!.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    expect(decoded).toContain('"description":"Página, a partir de 1; veja Paginação e page_size."');
  });
});

describe('renderOperation callbacks', () => {
  it("shows an operation's callbacks after its responses: the request the API sends, its body and what it expects", async () => {
    const html = await apiPageHtml((yaml) =>
      yaml.replace(
        '      operationId: createFarm\n',
        `      operationId: createFarm
      callbacks:
        farmReady:
          '{$request.body#/callbackUrl}':
            post:
              parameters:
                - name: page
                  in: query
                  schema: { type: integer }
              requestBody:
                content:
                  application/json:
                    schema: { type: object, properties: { ready_at: { type: string, readOnly: true } } }
              responses:
                '204': { description: Recebido }
`,
      ),
    );
    const create = html.slice(html.indexOf('id="op-createFarm"'));
    const operation = create.slice(0, create.indexOf('</section>'));
    const callback = operation.slice(operation.indexOf('Callback farmReady'));
    expect(callback).toContain(
      '<span class="api-method api-method-post">POST</span> <code class="api-path">{$request.body#/callbackUrl}</code>',
    );
    // The API writes the body: a readOnly property is in it.
    expect(callback).toContain('ready_at');
    expect(callback).toContain('Recebido');
    // Its parameter's id is its own, not the one of the operation's page parameter.
    expect(callback).toContain('id="createFarm-callback-1-post-parametro-query-page"');
    expect(callback.indexOf('Callback farmReady')).toBeLessThan(callback.indexOf('Exemplos de requisição'));
  });
});
