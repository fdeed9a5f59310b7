import { describe, expect, it } from 'vitest';
import { runDocsgen } from '../../helpers/cli.ts';
import { tempProject } from '../../helpers/temp-project.ts';

/** A build of `fixture` by the bundled CLI, with Node's module loader saying which CommonJS files it loads. */
function buildTracingModules(fixture: string) {
  const built = runDocsgen(['build'], tempProject(fixture).dir, { NODE_DEBUG: 'module' });
  return { ...built, loadsGraphql: built.stderr.includes('node_modules/graphql/') };
}

describe('graphql-js', () => {
  it('is not loaded by a build of a site without a GraphQL schema: its 100 files cost every command 50 ms', () => {
    const built = buildTracingModules('basic');
    expect(built.status, built.stderr.slice(-2000)).toBe(0);
    expect(built.loadsGraphql).toBe(false);
  });

  it('is loaded, with the writer of its reference pages, by a build of a site with one', () => {
    const built = buildTracingModules('api-reference');
    expect(built.status, built.stderr.slice(-2000)).toBe(0);
    expect(built.loadsGraphql).toBe(true);
  });
});
