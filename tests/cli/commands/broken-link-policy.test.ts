import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runDocsgen } from '../../helpers/cli.ts';
import { editConfig, tempProject } from '../../helpers/temp-project.ts';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';

beforeAll(async () => {
  await ensureBuilt();
});

/** A project whose intro links to an anchor its target page does not have, as sites Docusaurus builds often do. */
function siteWithBrokenAnchor() {
  const project = tempProject();
  const intro = 'content/docs/about/intro.md';
  project.write(intro, `${project.read(intro)}\nVeja a [seção antiga](./configuration.md#secao-antiga).\n`);
  return project;
}

describe('onBrokenAnchors', () => {
  it('fails the build on a broken anchor by default, and leaves no site', () => {
    const project = siteWithBrokenAnchor();
    const run = runDocsgen(['build', '--out', 'site'], project.dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/content\/docs\/about\/intro\.md:\d+:\d+: broken anchor #secao-antiga in link to/);
    expect(fs.existsSync(path.join(project.dir, 'site'))).toBe(false);
  });

  it('builds with a warning at the link where the config says "warn", and fails with --strict', () => {
    const project = siteWithBrokenAnchor();
    editConfig(project, (c) => Object.assign(c, { onBrokenAnchors: 'warn' }));
    const run = runDocsgen(['build', '--out', 'site'], project.dir);
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/intro\.md:\d+:\d+: warning: broken anchor #secao-antiga in link to/);
    expect(fs.existsSync(path.join(project.dir, 'site/docs/about/intro/index.html'))).toBe(true);
    expect(runDocsgen(['build', '--strict', '--out', 'strict'], project.dir).status).toBe(1);
  });

  it('rejects a value other than "error" or "warn", naming the key', () => {
    const project = tempProject();
    editConfig(project, (c) => Object.assign(c, { onBrokenLinks: 'throw' }));
    const run = runDocsgen(['build', '--out', 'site'], project.dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/docs\.config\.json:\d+:\d+: .*onBrokenLinks/);
  });
});
