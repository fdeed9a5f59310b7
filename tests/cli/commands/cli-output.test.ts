import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { runDocsgen } from '../../helpers/cli.ts';
import { tempProject } from '../../helpers/temp-project.ts';

beforeAll(async () => {
  await ensureBuilt();
});

describe('the docsgen command', () => {
  it('reports a build in one summary line', () => {
    const project = tempProject();
    const run = runDocsgen(['build', '--no-gate'], project.dir);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^docsgen: built \d+ pages in \d+\.\d\d s → site\/ \(\d+ files, \d+\.\d MB\)$/m);
  });

  it('reports content errors one per line with a count, exit 1 and no stack trace', () => {
    const project = tempProject();
    project.write('content/docs/guide/first-steps.md', '---\ntitle: P\n---\n\n[a](/docs/nada) e [b](./nada.md)\n');
    const run = runDocsgen(['build'], project.dir);
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'content/docs/guide/first-steps.md:5:5: broken link to /docs/nada: no page at /docs/nada',
      'content/docs/guide/first-steps.md:5:23: broken link to ./nada.md: no doc at guide/nada.md',
      'docsgen: build failed with 2 errors; nothing was written',
    ]);
  });

  it('reports a page whose file name the file system would refuse at its slug, and leaves the previous site as it was', () => {
    const project = tempProject();
    expect(runDocsgen(['build'], project.dir).status).toBe(0);
    const before = fs.readdirSync(project.file('site')).sort();
    // A folder name longer than the 255 bytes ext4 and most file systems allow.
    project.write('content/docs/guide/longa.md', `---\ntitle: Longa\nslug: /${'a'.repeat(300)}\n---\nTexto.\n`);
    const run = runDocsgen(['build'], project.dir);
    expect(run.status).toBe(1);
    // Said at the slug before anything is written, rather than as the writer's ENAMETOOLONG.
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^content\/docs\/guide\/longa\.md:3:1: a file of the site for this page would be named "a+…a+\.md" \(303 bytes\), over the 255 bytes a file name may have; shorten this value$/,
      ),
      'docsgen: build failed with 1 error; the previous output was left untouched',
    ]);
    expect(fs.readdirSync(project.file('site')).sort()).toEqual(before);
    expect(fs.readdirSync(project.dir).filter((f) => f.startsWith('.site'))).toEqual([]);
  });

  it('refuses an output folder that is, holds or lies inside what the build reads, and changes nothing', () => {
    const project = tempProject();
    const before = fs.readdirSync(project.dir, { recursive: true }).sort();
    for (const out of ['.', 'content', 'content/docs/site']) {
      const run = runDocsgen(['build', '--out', out], project.dir);
      expect(run.status, out).toBe(1);
      expect(run.stderr.trim().split('\n'), out).toHaveLength(1);
      expect(run.stderr, out).toMatch(
        new RegExp(`^docsgen: could not write the site: --out ${out.replace(/\./g, '\\.')}: `),
      );
    }
    expect(fs.readdirSync(project.dir, { recursive: true }).sort()).toEqual(before);
    // The parent folder, from a project nested in a folder of its own: were the guard broken, only that folder would move.
    const nested = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-outer-')), 'projeto');
    fs.cpSync(project.dir, nested, { recursive: true });
    const parent = runDocsgen(['build', '--out', '..'], nested);
    expect(parent.status).toBe(1);
    expect(parent.stderr).toMatch(
      /^docsgen: could not write the site: --out \.\.: a build replaces this folder whole, and it holds /,
    );
    expect(fs.existsSync(path.join(nested, 'docs.config.json'))).toBe(true);
    // Through a symlink to the project, the same folder by another name.
    fs.symlinkSync(project.file('content'), project.file('atalho'));
    const viaLink = runDocsgen(['build', '--out', 'atalho'], project.dir);
    expect(viaLink.status).toBe(1);
    expect(viaLink.stderr).toMatch(/^docsgen: could not write the site: --out atalho: /);
    expect(fs.existsSync(project.file('content/docs'))).toBe(true);
  });

  it('refuses to replace a file or a folder that no build wrote, and replaces an empty folder or an earlier site', () => {
    const project = tempProject();
    project.write('notas.txt', 'importante');
    project.write('outros/relatorio.md', 'importante');
    const refusals: Record<string, string> = {
      'notas.txt':
        'this is a file, not a folder, and a build would replace it with the site; choose a folder, such as "site"',
      outros:
        'this folder holds files that no docsgen build wrote, and a build replaces it whole; empty it, or choose another folder, such as "site"',
    };
    for (const [out, reason] of Object.entries(refusals)) {
      const run = runDocsgen(['build', '--out', out], project.dir);
      expect(run.status, out).toBe(1);
      expect(run.stderr.trim(), out).toBe(
        `docsgen: could not write the site: --out ${out}: ${reason}; nothing was changed`,
      );
    }
    expect(project.read('notas.txt')).toBe('importante');
    expect(project.read('outros/relatorio.md')).toBe('importante');
    expect(fs.readdirSync(project.dir).filter((f) => f.startsWith('.'))).toEqual([]);
    fs.mkdirSync(project.file('vazia'));
    expect(runDocsgen(['build', '--out', 'vazia'], project.dir).status).toBe(0);
    expect(runDocsgen(['build', '--out', 'vazia'], project.dir).status).toBe(0);
  });

  it('reports a contentDir that names a file at its key, without a stack trace', () => {
    const project = tempProject();
    project.write(
      'docs.config.json',
      project.read('docs.config.json').replace(/^\{/, '{ "contentDir": "docs.config.json",'),
    );
    const run = runDocsgen(['build'], project.dir);
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')[0]).toMatch(
      /^docs\.config\.json:1:17: contentDir: expected a folder holding docs\/, but \S+docs\.config\.json is a file$/,
    );
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });

  it('reports a port in use in one line naming the next free port and its flag, for serve and for watch', async () => {
    const project = tempProject();
    expect(runDocsgen(['build'], project.dir).status).toBe(0);
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      for (const command of ['serve', 'watch']) {
        // Not a terminal (stdin and stdout are pipes): nobody to ask, so it fails and says what to run.
        const run = runDocsgen([command, '--port', String(port)], project.dir);
        expect(run.status, run.stderr).toBe(1);
        const message = run.stderr.trim().split('\n').at(-1)!;
        const next = Number(/port (\d+) is free/.exec(message)?.[1]);
        expect(next).toBeGreaterThan(port);
        expect(message).toBe(
          `docsgen: port ${port} is already in use; port ${next} is free: ` +
            `run again with --port ${next} (or --port 0 for any free port)`,
        );
        expect(run.stderr).not.toMatch(/^\s+at /m);
      }
    } finally {
      taken.close();
    }
  });

  it('reports addresses it cannot listen on in one line, and refuses ports that are not plain numbers', () => {
    const project = tempProject();
    expect(runDocsgen(['build'], project.dir).status).toBe(0);
    const cases: [string[], RegExp][] = [
      [
        ['--host', '192.0.2.1'],
        /^docsgen: --host 192\.0\.2\.1: no network interface of this machine has that address; use 127\.0\.0\.1, or 0\.0\.0\.0 for all of them$/,
      ],
      [
        ['--host', 'nada.invalid'],
        /^docsgen: --host nada\.invalid: no such host name; use 127\.0\.0\.1, or 0\.0\.0\.0 for all interfaces$/,
      ],
      [
        ['--port', ''],
        /^error: option '-p, --port <port>' argument '' is invalid\. expected a port number from 0 to 65535\.$/m,
      ],
      [['--port', '0x50'], /argument '0x50' is invalid/],
      [['--port', '1e3'], /argument '1e3' is invalid/],
    ];
    for (const [args, expected] of cases) {
      const run = runDocsgen(['serve', '--port', '0', ...args], project.dir);
      expect(run.status, args.join(' ')).toBe(1);
      expect(run.stderr.trim(), args.join(' ')).toMatch(expected);
    }
    // Six docsgen processes, one a build: 30 s was not enough on a loaded two-core machine.
  }, 90_000);

  it('refuses to serve a folder that holds no built site', () => {
    const project = tempProject();
    project.write('arquivo.txt', 'x');
    fs.mkdirSync(project.file('vazia'));
    const reasons: Record<string, string> = {
      nada: 'this folder does not exist; run docsgen build first, or name the site folder with --dir',
      'arquivo.txt': 'this is a file; name the site folder with --dir',
      vazia: 'no built site here (no index.html); run docsgen build first, or name the site folder with --dir',
    };
    for (const [dir, reason] of Object.entries(reasons)) {
      const run = runDocsgen(['serve', '--port', '0', '--dir', dir], project.dir);
      expect(run.status, dir).toBe(1);
      expect(run.stderr.trim(), dir).toBe(`docsgen: --dir ${dir}: ${reason}`);
    }
  });

  it('refuses an empty --out or --config', () => {
    const project = tempProject();
    for (const option of ['--out', '--config']) {
      const run = runDocsgen(['build', option, ''], project.dir);
      expect(run.status, option).toBe(1);
      expect(run.stderr, option).toContain("argument '' is invalid. expected a path.");
    }
  });

  it('reports a bad config without a stack trace', () => {
    const project = tempProject();
    project.write('docs.config.json', '{ "title": 1 }');
    const run = runDocsgen(['build'], project.dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('docs.config.json:1:12: title: expected a non-empty string, got the number 1');
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });
});
