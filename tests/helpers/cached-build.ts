import path from 'node:path';
import { expect } from 'vitest';
import { build, type BuildResult } from '../../cli/commands/build.ts';
import { builtFiles, coldSiteOf, expectSameSite } from './built-files.ts';
import { tempProject, type TempProject } from './temp-project.ts';

/** `docsgen build` of the project into its `site/`, in this process. */
export const buildIn = (p: Pick<TempProject, 'dir'>): Promise<BuildResult> =>
  build({ config: 'docs.config.json', out: 'site', cwd: p.dir });

/** A fixture with a node_modules folder, where builds keep their cache. */
export function cachedProject(fixture: string): TempProject {
  const p = tempProject(fixture);
  p.write('node_modules/.package-lock.json', '{}');
  return p;
}

/** The warm site must be byte for byte what a build from nothing writes; the warm build's counts are returned. */
export async function expectColdEqual(p: Pick<TempProject, 'dir'>, warm: BuildResult): Promise<BuildResult['docs']> {
  const warmFiles = builtFiles(path.join(p.dir, 'site'));
  let cold: BuildResult | undefined;
  expectSameSite(warmFiles, await coldSiteOf(p.dir, async () => (cold = await buildIn(p))));
  expect(warm.warnings).toEqual(cold!.warnings);
  return warm.docs;
}

/** Builds, makes `edit`, builds again from the cache: the warm build's counts, its site checked against a cold build's. */
export async function countsAfter(p: Pick<TempProject, 'dir'>, edit: () => void): Promise<BuildResult['docs']> {
  await buildIn(p);
  edit();
  return expectColdEqual(p, await buildIn(p));
}

export const appendTo = (p: TempProject, rel: string, text: string) => p.write(rel, `${p.read(rel)}\n${text}\n`);
