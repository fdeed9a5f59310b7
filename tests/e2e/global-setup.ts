import { repoRoot, tempProject } from '../helpers/temp-project.ts';
import { runDocsgen, startServe } from '../helpers/cli.ts';

/** Builds the basic fixture with the real CLI and serves it for every spec. */
export default async function globalSetup() {
  const project = tempProject('basic');
  const built = runDocsgen(
    ['build', '--no-gate', '--config', `${project.dir}/docs.config.json`, '--out', `${project.dir}/site`],
    repoRoot,
  );
  if (built.status !== 0) throw new Error(`fixture build failed:\n${built.stderr}`);
  const server = await startServe(`${project.dir}/site`, repoRoot);
  process.env.DOCSGEN_FIXTURE_URL = server.url;
  process.env.DOCSGEN_FIXTURE_SITE = `${project.dir}/site`;
  return () => server.stop();
}
