import { describe, expect, it } from 'vitest';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { formatDiagnostic, sortDiagnostics } from '../../../cli/core/diagnostics.ts';
import { editConfig, tempProject, type TempProject } from '../../helpers/temp-project.ts';

const spec = 'content/openapi/fazendas.yaml';
const sdl = 'content/graphql/registry.graphql';
const page = 'content/docs/guide/api.md';

async function problems(project: TempProject): Promise<string[]> {
  const { diagnostics } = await compileSite(loadConfig('docs.config.json', project.dir), {
    drafts: false,
    cwd: project.dir,
  });
  return sortDiagnostics(diagnostics).map(formatDiagnostic);
}

function lineOf(project: TempProject, file: string, needle: string): number {
  return (
    project
      .read(file)
      .split('\n')
      .findIndex((l) => l.includes(needle)) + 1
  );
}

describe('API descriptions', () => {
  it('build cleanly from the fixture', async () => {
    expect(await problems(tempProject('api'))).toEqual([]);
  });

  it('report a broken $ref at the line that writes it', async () => {
    const project = tempProject('api');
    project.write(
      spec,
      project
        .read(spec)
        .replace("items: { $ref: '#/components/schemas/Farm' }", "items: { $ref: '#/components/schemas/Fazenda' }"),
    );
    const line = lineOf(project, spec, '#/components/schemas/Fazenda');
    expect(await problems(project)).toEqual(
      expect.arrayContaining([
        `content/openapi/fazendas.yaml:${line}:36: broken $ref "#/components/schemas/Fazenda": nothing is defined there`,
      ]),
    );
  });

  it('report an unknown key in an operation at its line', async () => {
    const project = tempProject('api');
    project.write(
      spec,
      project.read(spec).replace('      operationId: getFarm', '      operationId: getFarm\n      sumary: Consultar'),
    );
    const line = lineOf(project, spec, 'sumary:');
    expect(await problems(project)).toEqual(
      expect.arrayContaining([
        `content/openapi/fazendas.yaml:${line}:7: paths./v1/farms/{farm_id}.get: unknown key "sumary"`,
      ]),
    );
  });

  it('report an invalid schema at its line', async () => {
    const project = tempProject('api');
    project.write(
      spec,
      project
        .read(spec)
        .replace(
          'area_ha: { type: number, description: Área em hectares. }',
          'area_ha: { type: numero, description: Área em hectares. }',
        ),
    );
    const line = lineOf(project, spec, 'type: numero');
    expect((await problems(project)).find((p) => p.startsWith('content/openapi'))).toMatch(
      new RegExp(
        `^content/openapi/fazendas\\.yaml:${line}:\\d+: invalid schema at components\\.schemas\\.Farm\\.properties\\.area_ha\\.type: expected one of "array", "boolean", "integer", "null", "number", "object", "string"$`,
      ),
    );
  });

  it('report a mistake in a shared component once, at the line that writes it, however many operations use it', async () => {
    const project = tempProject('api');
    const text = project.read(spec);
    project.write(
      spec,
      text
        .replace(
          '      description: Token ausente ou inválido.',
          '      description: Token ausente ou inválido.\n      contnt: {}',
        )
        .replace("        '422':", "        '401': { $ref: '#/components/responses/Unauthorized' }\n        '422':")
        .replace("        '404':", "        '401': { $ref: '#/components/responses/Unauthorized' }\n        '404':"),
    );
    const line = lineOf(project, spec, 'contnt:');
    expect((await problems(project)).filter((p) => p.startsWith('content/openapi'))).toEqual([
      `content/openapi/fazendas.yaml:${line}:7: components.responses.Unauthorized: unknown key "contnt"`,
    ]);
  });

  it('leave alone what an extension or an example holds, even under a key named schema', async () => {
    const project = tempProject('api');
    const yaml = project.read(spec);
    project.write(
      spec,
      yaml.replace(
        'area_ha: { type: number, description: Área em hectares. }',
        // GitHub's description carries whole patched operations in x-github-breaking-changes.
        'area_ha: { type: number, description: Área em hectares., x-patch: { schema: { type: numero } }, example: { schema: { type: 1 } } }',
      ),
    );
    expect(yaml).not.toBe(project.read(spec));
    expect((await problems(project)).filter((p) => p.startsWith('content/openapi'))).toEqual([]);
  });

  it('report a YAML syntax error with line and column', async () => {
    const project = tempProject('api');
    project.write(spec, project.read(spec).replace('  title: API de fazendas (teste)', '  title: [API de fazendas'));
    expect((await problems(project)).find((p) => p.startsWith('content/openapi'))).toMatch(
      /^content\/openapi\/fazendas\.yaml:\d+:\d+: invalid YAML: /,
    );
  });

  it('report an unknown operation at the directive, with a suggestion', async () => {
    const project = tempProject('api');
    project.write(
      page,
      project
        .read(page)
        .replace(':::openapi fazendas GET /v1/farms/{farm_id}', ':::openapi fazendas GET /v1/farm/{farm_id}'),
    );
    const line = lineOf(project, page, ':::openapi fazendas GET /v1/farm/');
    expect(await problems(project)).toEqual([
      `content/docs/guide/api.md:${line}:1: :::openapi: content/openapi/fazendas.yaml has no operation GET /v1/farm/{farm_id} (did you mean "GET /v1/farms/{farm_id}"?)`,
    ]);
  });

  it('report an unknown API document at the directive', async () => {
    const project = tempProject('api');
    project.write(
      page,
      project.read(page).replace(':::openapi fazendas POST /v1/farms', ':::openapi fazenda POST /v1/farms'),
    );
    expect(await problems(project)).toEqual([
      expect.stringMatching(
        /^content\/docs\/guide\/api\.md:\d+:1: :::openapi: no OpenAPI document named "fazenda" in content\/openapi \(did you mean "fazendas"\?\)$/,
      ),
    ]);
  });

  it('report SDL errors with file, line and column', async () => {
    const project = tempProject('api');
    project.write(sdl, project.read(sdl).replace('  status: FarmStatus!', '  status: FarmState!'));
    const line = lineOf(project, sdl, 'FarmState!');
    expect(await problems(project)).toEqual(
      expect.arrayContaining([
        `content/graphql/registry.graphql:${line}:11: invalid GraphQL schema: Unknown type "FarmState". Did you mean "FarmStatus" or "FarmEdge"?`,
      ]),
    );
  });

  it('report an SDL syntax error at its position', async () => {
    const project = tempProject('api');
    project.write(sdl, project.read(sdl).replace('type Mutation {', 'type Mutation {{'));
    expect((await problems(project)).find((p) => p.startsWith('content/graphql'))).toMatch(
      /^content\/graphql\/registry\.graphql:\d+:16: invalid GraphQL schema: Syntax Error: Expected Name, found "\{"\./,
    );
  });

  it(':::api-key links to the configured page, or says who to ask', async () => {
    const project = tempProject('api');
    project.write(page, `${project.read(page)}\n:::api-key\n:::\n`);
    const html = async () => {
      const { site } = await compileSite(loadConfig('docs.config.json', project.dir), {
        drafts: false,
        cwd: project.dir,
      });
      return JSON.parse([...site!.payloadFiles].find(([f]) => f.startsWith('data/guide/api.'))![1]).html as string;
    };
    expect(await html()).toContain('Peça a chave de API ao administrador da sua organização');
    editConfig(project, (c) => (c.apiKeyUrl = 'https://app.example.com/chaves'));
    expect(await html()).toContain('<a class="button button-primary" href="https://app.example.com/chaves"');
  });
});
