import { describe, expect, it } from 'vitest';
import { formatDiagnostic, sortDiagnostics } from '../../../../cli/core/diagnostics.ts';
import { compileSite } from '../../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../../cli/sources/config/load-config.ts';
import { tempProject, type TempProject } from '../../../helpers/temp-project.ts';

const SPEC = 'content/openapi/petstore.yaml';

/** The project's problems in the description, as the CLI prints them. */
async function problems(project: TempProject, file = SPEC): Promise<string[]> {
  const { diagnostics } = await compileSite(loadConfig('docs.config.json', project.dir), {
    drafts: false,
    cwd: project.dir,
  });
  return sortDiagnostics(diagnostics.filter((d) => d.file === file)).map(formatDiagnostic);
}

/** tests/fixtures/api-swagger2 with its Swagger 2.0 description edited, and the 1-based line of each needle in it. */
function edited(edit: (yaml: string) => string, ...needles: string[]): { project: TempProject; lines: number[] } {
  const project = tempProject('api-swagger2');
  const yaml = edit(project.read(SPEC));
  project.write(SPEC, yaml);
  return { project, lines: needles.map((n) => yaml.split('\n').findIndex((l) => l.includes(n)) + 1) };
}

describe('a Swagger 2.0 description', () => {
  it('is validated as 2.0: a problem is told in its own terms, at its line', async () => {
    const { project, lines } = edited(
      (yaml) =>
        yaml.replace('        type: integer\n        format: int64\n    get:', '        format: int64\n    get:'),
      '- name: petId',
      'format: int64',
    );
    const found = await problems(project);
    expect(found).toContain(
      `${SPEC}:${lines[0]}:9: paths./pets/{petId}.parameters.0: must have required property 'type' ("type")`,
    );
    // Every problem is in the parameter (the schema's alternatives each say why they do not fit), none in 3.0 terms,
    // and none of the alternative that it be a $ref.
    expect(found.filter((p) => p.includes('$ref') || p.includes('"name"'))).toEqual([]);
    for (const problem of found) {
      const line = Number(problem.split(':')[1]);
      expect(line).toBeGreaterThanOrEqual(lines[0]!);
      expect(line).toBeLessThanOrEqual(lines[1]!);
      expect(problem).not.toMatch(/components|requestBody|conversion/);
    }
  });

  it('written as a number (`swagger: 2.0`) is told so', async () => {
    const { project } = edited((yaml) => yaml.replace("swagger: '2.0'", 'swagger: 2.0'));
    expect(await problems(project)).toEqual([
      `${SPEC}:1:1: invalid OpenAPI document: Swagger version number must be a string (e.g. "2.0") not a number.`,
    ]);
  });

  it('reports a broken $ref at the line that writes it', async () => {
    const { project, lines } = edited(
      (yaml) => yaml.replace("$ref: '#/definitions/NewPet'", "$ref: '#/definitions/NovoPet'"),
      'NovoPet',
    );
    expect(await problems(project)).toEqual([
      `${SPEC}:${lines[0]}:19: broken $ref "#/definitions/NovoPet": nothing is defined there`,
    ]);
  });

  it('that cannot be converted is one error at its swagger key, not a stack', async () => {
    const { project } = edited((yaml) =>
      yaml.replace(
        'securityDefinitions:\n',
        'securityDefinitions:\n  api key:\n    type: basic\n  api_key:\n    type: basic\n',
      ),
    );
    expect(await problems(project)).toEqual([
      `${SPEC}:1:1: cannot convert this Swagger 2.0 description: Duplicate sanitised securityScheme name api_key`,
    ]);
  });

  it('warns, at the line, of what OpenAPI 3.0 cannot keep as written', async () => {
    const { project, lines } = edited(
      (yaml) =>
        yaml.replace(
          '          default: 20\n',
          '          default: 20\n' +
            '        - { name: tags, in: query, type: array, items: { type: string }, collectionFormat: tsv }\n',
        ),
      'collectionFormat: tsv',
    );
    expect(await problems(project)).toEqual([
      `${SPEC}:${lines[0]}:11: warning: paths./pets.get.parameters.1: OpenAPI 3.0 cannot keep this as written, ` +
        'so the reference may show it otherwise: collectionFormat:tsv is no longer supported',
    ]);
  });

  it("tells a problem of a generated page's prose at the 2.0 text it comes from", async () => {
    const { project, lines } = edited(
      (yaml) =>
        yaml
          .replace('Lista os animais à venda.', 'Lista os animais à venda ([preços](./precos.md)).')
          .replace('O animal a cadastrar.', 'O animal a cadastrar ([ficha](./ficha.md)).')
          .replace('Um animal da loja.', 'Um animal da loja ([raças](./racas.md)).'),
      '[preços]',
      '[ficha]',
      '[raças]',
    );
    // Warnings: a link of the description may be meant for another site (see prose-positions.ts).
    expect((await problems(project)).map((p) => p.replace(/(description): .*/, '$1'))).toEqual([
      `${SPEC}:${lines[0]}:20: warning: paths./pets.get.description`,
      `${SPEC}:${lines[1]}:24: warning: paths./pets.post.parameters.0.description`,
      `${SPEC}:${lines[2]}:18: warning: definitions.Pet.description`,
    ]);
  });

  it('may name definitions in another file of the project', async () => {
    const { project } = edited((yaml) =>
      yaml.replace(
        "schema:\n            $ref: '#/definitions/Error'\n    post:",
        "schema:\n            $ref: '../schemas/comum.yaml#/definitions/Falha'\n    post:",
      ),
    );
    project.write(
      'content/schemas/comum.yaml',
      'definitions:\n  Falha:\n    type: object\n    properties:\n      motivo: { type: string }\n',
    );
    const { diagnostics, site } = await compileSite(loadConfig('docs.config.json', project.dir), {
      drafts: false,
      cwd: project.dir,
    });
    expect(diagnostics).toEqual([]);
    const entry = site?.table.routes.find((r) => r.path === '/docs/referencia/loja/pets/list-pets');
    expect(entry && site?.payloadFiles.get(entry.payload)).toContain('motivo');
  });

  it('may be JSON', async () => {
    const project = tempProject('api-swagger2');
    const yaml = await import('js-yaml');
    const json = JSON.stringify(yaml.load(project.read(SPEC)), null, 2).replace(
      '"Lista os animais à venda."',
      '"Lista os [animais](./x.md)."',
    );
    project.remove(SPEC);
    project.write('content/openapi/petstore.json', json);
    const line = json.split('\n').findIndex((l) => l.includes('[animais]')) + 1;
    expect(await problems(project, 'content/openapi/petstore.json')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/openapi/petstore\\.json:${line}:\\d+: warning: paths\\./pets\\.get\\.description: broken link`,
        ),
      ),
    ]);
  });
});
