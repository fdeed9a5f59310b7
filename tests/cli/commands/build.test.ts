import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { formatDiagnostic, UserError } from '../../../cli/core/diagnostics.ts';
import { runDocsgen } from '../../helpers/cli.ts';
import { repoRoot, tempProject } from '../../helpers/temp-project.ts';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';

function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.set(path.relative(dir, full), fs.readFileSync(full, 'base64'));
    }
  };
  walk(dir);
  return out;
}

beforeAll(async () => {
  await ensureBuilt();
});

describe('docsgen build', () => {
  // A large build runs in a child node with its V8 flags (see rerunWhenLarge): a kill reaches the command,
  // which passes it on; Ctrl-C in a terminal reaches the whole process group, so the build gets it twice.
  it.each([
    ['the command', false],
    ['its process group, as Ctrl-C in a terminal', true],
  ])(
    'interrupted while writing (SIGINT to %s), leaves no unfinished folder and the previous site as it was',
    async (_, group) => {
      const project = tempProject();
      const filler = 'Texto de preenchimento para que a compilação dure. '.repeat(150);
      for (let i = 0; i < 400; i++)
        project.write(
          `content/docs/guide/extra/p${i}.md`,
          `# Página ${i}\n\n${filler}\n\n\`\`\`js\nconst x${i} = ${i};\n\`\`\`\n`,
        );
      expect(runDocsgen(['build'], project.dir).status).toBe(0);
      const before = snapshot(project.file('site'));
      project.write('content/docs/about/intro.md', `${project.read('content/docs/about/intro.md')}\nMudou.\n`);
      // As a large site would: the build runs in a child node (see rerunWhenLarge).
      const env = { ...process.env, DOCSGEN_FLAGS_FROM_DOCS: '1' };
      const child = spawn(process.execPath, [path.join(repoRoot, 'bin/docsgen'), 'build'], {
        cwd: project.dir,
        env,
        stdio: ['ignore', 'ignore', 'pipe'],
        detached: group,
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      const unfinished = () => fs.readdirSync(project.dir).filter((name) => name.startsWith('.site-build-'));
      await vi.waitFor(
        () => {
          const [staged] = unfinished();
          expect(staged && fs.readdirSync(project.file(staged)).length).toBeGreaterThan(0);
        },
        { timeout: 15_000, interval: 5 },
      );
      if (group) process.kill(-child.pid!, 'SIGINT');
      else child.kill('SIGINT');
      expect(await exited, stderr).toBe(130);
      expect(stderr.split('docsgen: interrupted; the previous site was left as it was').length, stderr).toBe(2);
      expect(unfinished()).toEqual([]);
      expect(snapshot(project.file('site'))).toEqual(before);
    },
  );

  it('writes the same site from the bundled CLI, which highlights and indexes on worker threads and keeps its payloads, as in-process reading them back', async () => {
    const project = tempProject();
    const blocks =
      '```json {2}\n{\n  "talhao": 12\n}\n```\n\n```python showLineNumbers=3\n# highlight-next-line\nprint("safra")\n```\n\n```bash\necho "mesmo bloco"\n```\n';
    project.write('content/docs/guide/code-a.md', `# Código A\n\n${blocks}`);
    project.write(
      'content/docs/guide/code-b.md',
      `# Código B\n\n${blocks}\n\`\`\`typescript\nconst area: number = 3;\n\`\`\`\n`,
    );
    // A language only a blog post uses, and one no grammar knows, which both sides render as plain text.
    project.write(
      'content/blog/2024-05-02-codigo.md',
      "---\ntitle: Código\n---\n\n```toml\n[safra]\nano = 2024\n```\n\n```klingon\nQapla'\n```\n",
    );
    const cli = runDocsgen(['build', '--out', 'site-cli'], project.dir);
    expect(cli.status, cli.stderr).toBe(0);
    expect(cli.stderr).toContain(
      'content/blog/2024-05-02-codigo.md:10:4: warning: unknown code block language "klingon"',
    );
    // The CLI draws the route pages from the payloads it kept; this build reads every one back from the disk.
    await build({ config: 'docs.config.json', out: 'site-in-process', cwd: project.dir, keptPayloadChars: 0 });
    const fromCli = snapshot(project.file('site-cli'));
    expect(fromCli).toEqual(snapshot(project.file('site-in-process')));
    const html = [...fromCli]
      .filter(([file]) => file.startsWith('data/guide/code-') && file.endsWith('.json'))
      .map(([, b64]) => (JSON.parse(Buffer.from(b64, 'base64').toString()) as { html: string }).html)
      .join('');
    expect(html.match(/class="line highlighted"/g)).toHaveLength(4);
    expect(html).toContain(
      '<div class="code-block line-numbers" data-lang="python" style="counter-reset:line 2;--line-digits:1">',
    );
    expect(html).not.toContain('highlight-next-line');
    expect(html).toContain('<span class="t-keyword">const</span>');
    expect(html).not.toContain('docsgen-highlight');
    const post = [...fromCli].find(([file]) => file.startsWith('data/blog/') && file.endsWith('.json'));
    const postHtml = (JSON.parse(Buffer.from(post![1], 'base64').toString()) as { html: string }).html;
    expect(postHtml).toContain('<span class="t-keyword">=</span>');
    expect(postHtml).toContain("<span>Qapla'</span>");
    expect(postHtml).not.toContain('docsgen-highlight');
  });

  it('writes the shell, a page per route, payloads, the manifest and the hashed viewer', async () => {
    const project = tempProject();
    const result = await build({ config: 'docs.config.json', out: 'site', cwd: project.dir });
    // Five doc routes and /docs, plus the docs' tag index and the one tag of the fixture.
    expect(result.pages).toBe(8);
    const files = [...snapshot(project.file('site')).keys()];
    expect(files).toEqual(
      expect.arrayContaining([
        'index.html',
        '404.html',
        'search/index.html',
        'docs/index.html',
        'docs/about/intro/index.html',
        'docs/guide/advanced/a-deploy/index.html',
        expect.stringMatching(/^manifest\.[0-9a-f]{10}\.json$/),
        expect.stringMatching(/^data\/about\/intro\.[0-9a-f]{10}\.json$/),
        expect.stringMatching(/^assets\/main-[A-Z0-9]{8}\.js$/),
        expect.stringMatching(/^assets\/main-[A-Z0-9]{8}\.css$/),
      ]),
    );
    const html = project.read('site/docs/about/intro/index.html');
    expect(html).toContain('<title>Introdução | Portal de Teste</title>');
    expect(html).toContain('<meta name="description" content="Visão geral do portal de teste.">');
    expect(html).toContain('<link rel="canonical" href="https://docs.example.com/docs/about/intro">');
    expect(html).toContain('<html lang="pt-BR" dir="ltr">');
    // The summary's size is the files' own bytes, counted by the writers as they encode them, without the copies.
    const own = files.filter((file) => !/\.(br|gz)$/.test(file));
    expect(result.bytes).toBe(own.reduce((sum, file) => sum + fs.statSync(project.file(`site/${file}`)).size, 0));
    expect(own.length).toBeLessThan(files.length);
  });

  it('is deterministic: the same input gives byte-identical output', async () => {
    const project = tempProject();
    await build({ config: 'docs.config.json', out: 'a', cwd: project.dir });
    await build({ config: 'docs.config.json', out: 'b', cwd: project.dir });
    expect(snapshot(project.file('b'))).toEqual(snapshot(project.file('a')));
  });

  it('writes the same bytes whichever folder it runs from', async () => {
    const project = tempProject('reader');
    await build({ config: 'docs.config.json', out: 'a', cwd: project.dir });
    const name = path.basename(project.dir);
    await build({
      config: path.join(name, 'docs.config.json'),
      out: path.join(name, 'b'),
      cwd: path.dirname(project.dir),
    });
    expect(snapshot(project.file('b'))).toEqual(snapshot(project.file('a')));
    const payload = [...snapshot(project.file('a'))].find(([file]) => file.startsWith('data/about/intro.'))!;
    expect(JSON.parse(Buffer.from(payload[1], 'base64').toString()).source).toBe('content/docs/about/intro.md');
  });

  it("reports the content's errors with the config's, rather than after the config is fixed", async () => {
    const project = tempProject();
    project.write('docs.config.json', project.read('docs.config.json').replace(/^\{/, '{ "titel": "x",'));
    project.write('content/docs/guide/first-steps.md', '---\ntitle: P\ndraft: talvez\n---\nTexto.\n');
    const failed = await build({ config: 'docs.config.json', out: 'site', cwd: project.dir }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(UserError);
    expect((failed as UserError).diagnostics.map(formatDiagnostic)).toEqual([
      'content/docs/guide/first-steps.md:3:8: front matter: draft: expected true or false, got the string "talvez"',
      'docs.config.json:1:3: titel: unknown key (did you mean "title"?)',
    ]);
  });

  it('fails on bad code fence metadata, and on an unknown code language only with --strict', async () => {
    const project = tempProject();
    project.write('content/docs/guide/first-steps.md', '---\ntitle: P\n---\n\n```javascriptt\nx();\n```\n');
    const result = await build({ config: 'docs.config.json', out: 'site', cwd: project.dir });
    const warning =
      'content/docs/guide/first-steps.md:5:4: unknown code block language "javascriptt", shown as plain text: did you mean "javascript"?';
    expect(result.warnings.map(formatDiagnostic)).toEqual([warning.replace(': unknown', ': warning: unknown')]);
    const strict = await build({ config: 'docs.config.json', out: 'site', cwd: project.dir, strict: true }).catch(
      (e: unknown) => e,
    );
    expect((strict as UserError).diagnostics.map(formatDiagnostic)).toEqual([warning]);
    project.write('content/docs/guide/first-steps.md', '---\ntitle: P\n---\n\n```js {1,3-5}\nx();\ny();\n```\n');
    const failed = await build({ config: 'docs.config.json', out: 'site', cwd: project.dir }).catch((e: unknown) => e);
    expect((failed as UserError).diagnostics.map(formatDiagnostic)).toEqual([
      'content/docs/guide/first-steps.md:5:10: line range {3-5} in a code block of 2 lines: expected line numbers from 1 to 2',
    ]);
  });

  it('leaves the previous site untouched when the build fails', async () => {
    const project = tempProject();
    await build({ config: 'docs.config.json', out: 'site', cwd: project.dir });
    const before = snapshot(project.file('site'));
    project.write('content/docs/about/intro.md', '---\ntitle: X\n---\n[quebrado](/docs/nada)\n');
    await expect(build({ config: 'docs.config.json', out: 'site', cwd: project.dir })).rejects.toThrow(UserError);
    expect(snapshot(project.file('site'))).toEqual(before);
    expect(fs.readdirSync(project.dir).filter((f) => f.startsWith('.site'))).toEqual([]);
  });

  it('writes over the site before the previous one, leaving exactly what a first build writes', async () => {
    const project = tempProject();
    const cli = (out: string) => {
      const run = runDocsgen(['build', '--out', out], project.dir);
      expect(run.status, run.stderr).toBe(0);
    };
    cli('site');
    project.write('content/docs/guide/novo.md', '# Novo\n\nPágina que só o segundo build tem.\n');
    cli('site');
    const second = snapshot(project.file('site'));
    expect(fs.readdirSync(project.dir).filter((f) => f.startsWith('.site'))).toEqual(['.site-previous']);
    project.remove('content/docs/guide/novo.md');
    project.remove('content/docs/guide/advanced/b-tuning.md');
    project.write('content/docs/about/intro.md', `${project.read('content/docs/about/intro.md')}\nTexto novo.\n`);
    cli('site');
    cli('fresh');
    expect(snapshot(project.file('site'))).toEqual(snapshot(project.file('fresh')));
    expect(snapshot(project.file('.site-previous'))).toEqual(second);
    await build({ config: 'docs.config.json', out: 'site', cwd: project.dir });
    expect(snapshot(project.file('site'))).toEqual(snapshot(project.file('fresh')));
  });

  it('keeps the site before the previous one for the next build when a build fails', async () => {
    const project = tempProject();
    await build({ config: 'docs.config.json', out: 'site', cwd: project.dir });
    await build({ config: 'docs.config.json', out: 'site', cwd: project.dir });
    const before = snapshot(project.file('site'));
    project.write('content/docs/about/intro.md', '---\ntitle: X\n---\n[quebrado](/docs/nada)\n');
    await expect(build({ config: 'docs.config.json', out: 'site', cwd: project.dir })).rejects.toThrow(UserError);
    expect(snapshot(project.file('site'))).toEqual(before);
    expect(fs.readdirSync(project.dir).filter((f) => f.startsWith('.site'))).toEqual(['.site-previous']);
  });

  it('replaces the previous site completely on success', async () => {
    const project = tempProject();
    await build({ config: 'docs.config.json', out: 'site', cwd: project.dir });
    project.remove('content/docs/guide/advanced/b-tuning.md');
    await build({ config: 'docs.config.json', out: 'site', cwd: project.dir });
    expect(fs.existsSync(project.file('site/docs/guide/advanced/b-tuning/index.html'))).toBe(false);
    expect(fs.existsSync(project.file('site/docs/guide/advanced/a-deploy/index.html'))).toBe(true);
  });
});
