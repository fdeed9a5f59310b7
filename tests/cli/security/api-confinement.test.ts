import fs from 'node:fs';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { confinedResolveOptions } from '../../../cli/api/openapi/confined-refs.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';
import { tempProject, type TempProject } from '../../helpers/temp-project.ts';

/** The OpenAPI and GraphQL descriptions a build reads stay inside the project, and their $refs too. */
async function compile(project: TempProject) {
  const { diagnostics, site } = await compileSite(loadConfig('docs.config.json', project.dir), {
    drafts: false,
    cwd: project.dir,
  });
  return { errors: diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic), site };
}

const SPEC = 'content/openapi/fazendas.yaml';

/** The fixture's document with the Farm schema replaced by a $ref to `target`; returns the line of that $ref. */
function refFarmTo(project: TempProject, target: string): number {
  const text = project.read(SPEC);
  const replaced = text.replace(/^ {4}Farm:\n(?: {6}.*\n)+/m, `    Farm:\n      $ref: '${target}'\n`);
  expect(replaced).not.toBe(text);
  project.write(SPEC, replaced);
  return replaced.split('\n').findIndex((l) => l.includes(`$ref: '${target}'`)) + 1;
}

const SECRET_SCHEMA = 'type: object\nproperties:\n  segredo_do_servidor: { type: string }\n';

describe('API description confinement', () => {
  it('follows a $ref to another file of the project, from the document’s folder', async () => {
    const project = tempProject('api');
    project.write(
      'content/openapi/shared/farm.yaml',
      'type: object\nproperties:\n  id_compartilhado: { type: string }\n',
    );
    refFarmTo(project, './shared/farm.yaml');
    const { errors, site } = await compile(project);
    expect(errors).toEqual([]);
    expect(JSON.stringify([...site!.payloadFiles.values()])).toContain('id_compartilhado');
  });

  it('refuses a $ref to a file outside the project, at its line, and never reads it', async () => {
    const project = tempProject('api');
    const secret = tempProject('api');
    secret.write('farm.yaml', SECRET_SCHEMA);
    const target = `${'../'.repeat(12)}${secret.file('farm.yaml').slice(1)}`;
    const line = refFarmTo(project, target);
    const { errors, site } = await compile(project);
    expect(errors).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${SPEC}:${line}:\\d+: \\$ref ".*farm\\.yaml" leads to .*farm\\.yaml, outside the project; docsgen reads only files inside`,
        ),
      ),
    );
    expect(JSON.stringify(site ? [...site.payloadFiles.values()] : [])).not.toContain('segredo_do_servidor');
  });

  it('refuses a $ref through a symlink of the project that leads out', async () => {
    const project = tempProject('api');
    const secret = tempProject('api');
    secret.write('farm.yaml', SECRET_SCHEMA);
    fs.symlinkSync(secret.file('farm.yaml'), project.file('content/openapi/farm-link.yaml.txt'));
    const line = refFarmTo(project, './farm-link.yaml.txt');
    const { errors } = await compile(project);
    expect(errors).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${SPEC}:${line}:\\d+: \\$ref "\\./farm-link\\.yaml\\.txt" leads to .*farm\\.yaml, outside the project`,
        ),
      ),
    );
  });

  it('refuses a $ref that a referenced file of the project makes to a file outside it', async () => {
    const project = tempProject('api');
    const secret = tempProject('api');
    secret.write('farm.yaml', SECRET_SCHEMA);
    project.write(
      'content/openapi/shared/farm.yaml',
      `description: Fazenda\nallOf:\n  - $ref: '${secret.file('farm.yaml')}'\n`,
    );
    refFarmTo(project, './shared/farm.yaml');
    const { errors, site } = await compile(project);
    expect(errors).toContainEqual(
      expect.stringMatching(
        /^content\/openapi\/shared\/farm\.yaml:3:11: \$ref ".*farm\.yaml" leads to .*farm\.yaml, outside the project/,
      ),
    );
    expect(JSON.stringify(site ? [...site.payloadFiles.values()] : [])).not.toContain('segredo_do_servidor');
  });

  it('refuses a $ref to an http(s) URL without fetching it', async () => {
    let requests = 0;
    const server = http.createServer((_req, res) => {
      requests++;
      res.writeHead(200, { 'content-type': 'application/yaml' }).end(SECRET_SCHEMA);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const project = tempProject('api');
      const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/farm.yaml`;
      const line = refFarmTo(project, url);
      const { errors } = await compile(project);
      expect(errors).toContainEqual(
        `${SPEC}:${line}:13: $ref "${url}" names a remote document, which docsgen does not fetch (a build must not depend on another server, nor send it anything); copy the document into the project and refer to it by a relative path`,
      );
      expect(requests).toBe(0);
    } finally {
      server.close();
    }
  });

  it('refuses an OpenAPI document or GraphQL schema that is a symlink out of the project', async () => {
    const project = tempProject('api');
    const secret = tempProject('api');
    fs.symlinkSync(secret.file(SPEC), project.file('content/openapi/outra.yaml'));
    fs.symlinkSync(secret.file('content/graphql/registry.graphql'), project.file('content/graphql/outro.graphql'));
    expect((await compile(project)).errors.sort()).toEqual([
      expect.stringMatching(
        /^content\/graphql\/outro\.graphql:1:1: this symlink leads to .*registry\.graphql, outside the project/,
      ),
      expect.stringMatching(
        /^content\/openapi\/outra\.yaml:1:1: this symlink leads to .*fazendas\.yaml, outside the project/,
      ),
    ]);
  });

  it('refuses a content/openapi or content/graphql folder that is a symlink out of the project', async () => {
    const project = tempProject('api');
    const secret = tempProject('api');
    for (const folder of ['openapi', 'graphql']) {
      project.remove(`content/${folder}`);
      fs.symlinkSync(secret.file(`content/${folder}`), project.file(`content/${folder}`));
    }
    const { errors } = await compile(project);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/graphql:1:1: this folder leads to .*\/content\/graphql, outside the project/),
        expect.stringMatching(/^content\/openapi:1:1: this folder leads to .*\/content\/openapi, outside the project/),
      ]),
    );
  });

  it("reads, through swagger-parser's resolver, only files inside the project, and no URL", async () => {
    const project = tempProject('api');
    const secret = tempProject('api');
    const refused: string[] = [];
    const { confined } = confinedResolveOptions([fs.realpathSync(project.dir)], refused) as {
      confined: { read(file: { url: string }): Promise<Buffer> };
    };
    expect((await confined.read({ url: project.file(SPEC) })).toString()).toContain('openapi: 3.1.0');
    await expect(confined.read({ url: secret.file(SPEC) })).rejects.toThrow(
      /leads to .*fazendas\.yaml, outside the project/,
    );
    await expect(confined.read({ url: 'https://example.com/x.yaml' })).rejects.toThrow(/names a remote document/);
    expect(refused).toHaveLength(2);
  });
});
