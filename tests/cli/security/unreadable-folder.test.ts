import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { solidPng } from '../../helpers/images.ts';
import { repoRoot, tempProject, type TempProject } from '../../helpers/temp-project.ts';

// Root reads any folder; `unshare -U` runs the build as an unprivileged user, for whom a folder with mode 000 is EACCES.
const canDropPrivileges = process.getuid?.() === 0 && spawnSync('unshare', ['-U', 'true']).status === 0;

/** `docsgen build` as an unprivileged user over a project where `locked` (relative to it) has mode 000. */
function buildWithLocked(project: TempProject, locked: string): { status: number | null; stderr: string } {
  spawnSync('chmod', ['-R', 'a+rwX', project.dir]);
  fs.chmodSync(project.file(locked), 0o000);
  const run = spawnSync('unshare', ['-U', process.execPath, path.join(repoRoot, 'bin/docsgen'), 'build'], {
    cwd: project.dir,
    encoding: 'utf8',
    timeout: 30_000,
  });
  fs.chmodSync(project.file(locked), 0o755);
  return { status: run.status, stderr: run.stderr };
}

describe.skipIf(!canDropPrivileges)('a file or folder the build cannot read', () => {
  // The unprivileged process cannot rebuild dist/: build it now, as root.
  beforeAll(() => ensureBuilt(), 60_000);

  it('fails the build, naming the folder, and leaves the previous site as it was', { timeout: 60_000 }, () => {
    const project = tempProject();
    project.write('content/docs/locked/page.md', '# Trancada\n');
    expect(
      spawnSync(process.execPath, [path.join(repoRoot, 'bin/docsgen'), 'build'], { cwd: project.dir }).status,
    ).toBe(0);
    const before = fs.readdirSync(project.file('site'), { recursive: true }).sort();
    const run = buildWithLocked(project, 'content/docs/locked');
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toContain(
      'content/docs/locked:1:1: cannot read this folder (EACCES); the site would lack what it holds',
    );
    expect(fs.readdirSync(project.file('site'), { recursive: true }).sort()).toEqual(before);
  });

  it('fails for a page, a post, a partial or an image it cannot read, naming the file or where a page brings it', {
    timeout: 120_000,
  }, () => {
    const project = tempProject();
    project.write('content/docs/about/trancada.md', '# Trancada\n');
    project.write('content/blog/2024-05-02-post.md', '---\ntitle: Post\n---\n\nTexto.\n');
    project.write('content/docs/about/_parte.mdx', 'Parte.\n');
    project.write('content/docs/about/inclui.mdx', "import Parte from './_parte.mdx';\n\n# Inclui\n\n<Parte />\n");
    project.write('content/docs/about/tela.png', solidPng(2, 2));
    project.write('content/docs/about/imagem.md', '# Imagem\n\n![Tela](./tela.png)\n');
    for (const [locked, line] of [
      ['content/docs/about/trancada.md', 'content/docs/about/trancada.md:1:1: cannot read this file (EACCES)'],
      ['content/blog/2024-05-02-post.md', 'content/blog/2024-05-02-post.md:1:1: cannot read this file (EACCES)'],
      [
        'content/docs/about/_parte.mdx',
        'content/docs/about/inclui.mdx:5:1: the partial content/docs/about/_parte.mdx: cannot read this file (EACCES)',
      ],
      [
        'content/docs/about/tela.png',
        'content/docs/about/imagem.md:3:9: cannot read ./tela.png: content/docs/about/tela.png (EACCES)',
      ],
    ] as const) {
      const run = buildWithLocked(project, locked);
      expect(run.status, `${locked}: ${run.stderr}`).toBe(1);
      expect(run.stderr, locked).toContain(line);
      expect(run.stderr, locked).not.toMatch(/\n\s+at /);
    }
  });

  it('fails for a folder of content/static, of the blog and of the API descriptions too', { timeout: 120_000 }, () => {
    const project = tempProject('api');
    project.write('content/static/downloads/manual.txt', 'manual');
    project.write('content/blog/2024/2024-05-02-post.md', '---\ntitle: Post\n---\n\nTexto.\n');
    for (const locked of ['content/static/downloads', 'content/blog/2024', 'content/openapi']) {
      const run = buildWithLocked(project, locked);
      expect(run.status, `${locked}: ${run.stderr}`).toBe(1);
      expect(run.stderr, locked).toContain(`${locked}:1:1: cannot read this folder (EACCES)`);
    }
  });
});
