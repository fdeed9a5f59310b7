import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { lastUpdateOf } from '../../../cli/history/last-update.ts';
import { parseDoc } from '../../../cli/sources/doc.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';
import type { PagePayload } from '../../../format/site-format.ts';
import { commitAll } from '../../helpers/git-repo.ts';
import { editConfig, tempProject, type TempProject } from '../../helpers/temp-project.ts';

async function compile(project: TempProject, cwd = project.dir) {
  const result = await compileSite(loadConfig(path.join(project.dir, 'docs.config.json'), cwd), { drafts: false, cwd });
  const payload = (id: string) =>
    JSON.parse([...result.site!.payloadFiles].find(([f]) => f.startsWith(`data/${id}.`))![1]) as PagePayload;
  const lastUpdate = (id: string) => {
    const { lastUpdated, lastUpdatedBy } = payload(id);
    return { lastUpdated, lastUpdatedBy };
  };
  return { ...result, messages: result.diagnostics.map(formatDiagnostic), lastUpdate };
}

function projectShowing(docs: Record<string, boolean>): TempProject {
  const project = tempProject();
  editConfig(project, (config) => (config.docs = docs));
  const withFrontMatter = (rel: string, lines: string) =>
    project.write(rel, project.read(rel).replace(/^---\n/, `---\n${lines}\n`));
  withFrontMatter('content/docs/about/intro.md', 'last_update:\n  author: Equipe de Docs');
  withFrontMatter('content/docs/about/configuration.md', 'last_update:\n  date: 2023-12-01');
  return project;
}

describe('last update', () => {
  it('takes front matter first and the last commit for the rest, as Docusaurus does', async () => {
    const project = projectShowing({ showLastUpdateTime: true, showLastUpdateAuthor: true });
    commitAll(project.dir, 'Ana Souza', '2024-01-02T10:00:00Z');
    project.write('content/docs/guide/first-steps.md', '# Primeiros passos\n\nNovo texto.\n');
    commitAll(project.dir, 'Bruno Lima', '2024-03-04T23:30:00Z');
    const { messages, lastUpdate } = await compile(project);
    expect(messages).toEqual([]);
    expect(lastUpdate('guide/first-steps')).toEqual({
      lastUpdated: '2024-03-04T23:30:00.000Z',
      lastUpdatedBy: 'Bruno Lima',
    });
    expect(lastUpdate('guide/advanced/a-deploy')).toEqual({
      lastUpdated: '2024-01-02T10:00:00.000Z',
      lastUpdatedBy: 'Ana Souza',
    });
    expect(lastUpdate('about/intro')).toEqual({
      lastUpdated: '2024-01-02T10:00:00.000Z',
      lastUpdatedBy: 'Equipe de Docs',
    });
    expect(lastUpdate('about/configuration')).toEqual({ lastUpdated: '2023-12-01', lastUpdatedBy: 'Ana Souza' });
  });

  it('shows only what the config asks for, and nothing, front matter included, when it asks for neither', async () => {
    const timeOnly = projectShowing({ showLastUpdateTime: true });
    commitAll(timeOnly.dir, 'Ana Souza', '2024-01-02T10:00:00Z');
    const time = await compile(timeOnly);
    expect(time.lastUpdate('about/intro')).toEqual({
      lastUpdated: '2024-01-02T10:00:00.000Z',
      lastUpdatedBy: undefined,
    });
    const authorOnly = projectShowing({ showLastUpdateAuthor: true });
    commitAll(authorOnly.dir, 'Ana Souza', '2024-01-02T10:00:00Z');
    expect((await compile(authorOnly)).lastUpdate('about/configuration')).toEqual({
      lastUpdated: undefined,
      lastUpdatedBy: 'Ana Souza',
    });
    const neither = projectShowing({});
    const off = await compile(neither);
    expect(off.messages).toEqual([]);
    expect(off.lastUpdate('about/configuration')).toEqual({ lastUpdated: undefined, lastUpdatedBy: undefined });
  });

  it('decides each render from the front matter it has then, so that watch mode follows an edit', () => {
    const commits = new Map([['a.md', { at: Date.parse('2024-01-02T10:00:00Z'), by: 'Ana' }]]);
    const doc = (frontMatter: string) => parseDoc('a.md', 'a.md', `---\n${frontMatter}\n---\nTexto.\n`, '/docs').doc;
    const both = { showLastUpdateTime: true, showLastUpdateAuthor: true };
    expect(lastUpdateOf(doc('title: A'), both, commits)).toEqual({ at: '2024-01-02T10:00:00.000Z', by: 'Ana' });
    expect(lastUpdateOf(doc('last_update:\n  date: 2024-05-06\n  author: Bia'), both, commits)).toEqual({
      at: '2024-05-06',
      by: 'Bia',
    });
    expect(lastUpdateOf(doc('title: A'), both, undefined)).toBeUndefined();
    expect(
      lastUpdateOf(
        doc('last_update:\n  author: Bia'),
        { showLastUpdateTime: false, showLastUpdateAuthor: false },
        commits,
      ),
    ).toBeUndefined();
  });

  it('says once, at the config key, when the docs are in no repository, and falls back to front matter', async () => {
    const project = projectShowing({ showLastUpdateTime: true });
    const { messages, lastUpdate } = await compile(project);
    expect(messages).toEqual([
      expect.stringMatching(
        /^docs\.config\.json:\d+:\d+: warning: the docs' git history cannot be read \(not a git repository.*\), so the last update of each doc comes only from its front matter "last_update"$/,
      ),
    ]);
    expect(lastUpdate('about/configuration').lastUpdated).toBe('2023-12-01');
    expect(lastUpdate('guide/first-steps').lastUpdated).toBeUndefined();
  });

  it('says once when the clone is shallow, and names the docs not committed yet', async () => {
    const origin = projectShowing({ showLastUpdateTime: true });
    commitAll(origin.dir, 'Ana Souza', '2024-01-02T10:00:00Z');
    origin.write('content/docs/guide/first-steps.md', '# Primeiros passos\n\nNovo.\n');
    commitAll(origin.dir, 'Bruno Lima', '2024-03-04T10:00:00Z');
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-shallow-'));
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${origin.dir}`, clone], { stdio: 'pipe' });
    const shallow: TempProject = { ...origin, dir: clone };
    fs.writeFileSync(path.join(clone, 'content/docs/guide/nova.md'), '# Nova\n');
    const { messages, lastUpdate } = await compile(shallow);
    expect(messages).toEqual([
      expect.stringMatching(
        /warning: this clone is shallow: docs not changed since its oldest commit show that commit as their last update; fetch the whole history/,
      ),
      expect.stringMatching(
        /warning: content\/docs\/guide\/nova\.md is not in the git history yet, so its last update is unknown until it is committed$/,
      ),
    ]);
    expect(lastUpdate('guide/advanced/a-deploy').lastUpdated).toBe('2024-03-04T10:00:00.000Z');
  });
});
