import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { docsgenCommand } from '../../../cli/commands/init.ts';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { runDocsgen, startWatchProcess } from '../../helpers/cli.ts';
import { repoRoot } from '../../helpers/temp-project.ts';

beforeAll(async () => {
  await ensureBuilt();
});

/** How init spells docsgen for this machine: by name if the PATH has it, else `node <this clone>/bin/docsgen`. */
const run = docsgenCommand(process.env, path.join(repoRoot, 'bin/docsgen'));
const hint = run.hint ? [`(${run.hint})`] : [];

function emptyFolder(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-init-'));
}

const START = 'to start a site, run docsgen init (a new site) or docsgen migrate (from a Docusaurus site)';

describe('docsgen init', () => {
  it('writes a site that builds at once, with no warning, and prints the next two commands', () => {
    const dir = emptyFolder();
    const init = runDocsgen(['init', 'minha-doc'], dir);
    expect(init.status).toBe(0);
    expect(init.stderr).toBe('');
    const lines = init.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^docsgen: started a site in minha-doc\/: docs\.config\.json, content\/docs\/intro\.md, /);
    expect(lines.slice(1)).toEqual([
      'Next:',
      '  cd minha-doc',
      `  ${run.command} watch   # serves the site at http://localhost:3000 and reloads it on every save`,
      ...hint,
    ]);
    const site = path.join(dir, 'minha-doc');
    const written = fs.readdirSync(site, { recursive: true, encoding: 'utf8' }).map((f) => f.replaceAll('\\', '/'));
    expect(written).toEqual(
      expect.arrayContaining(['.gitignore', 'package.json', 'content/docs/intro.md', 'content/docs/img/fluxo.svg']),
    );
    expect(written.filter((f) => f.startsWith('content/blog/') && f.endsWith('-bem-vindo.md'))).toHaveLength(1);
    expect(JSON.parse(fs.readFileSync(path.join(site, 'package.json'), 'utf8')).scripts).toEqual({
      build: 'docsgen build',
      watch: 'docsgen watch',
      serve: 'docsgen serve',
    });
    expect(fs.readFileSync(path.join(site, '.gitignore'), 'utf8')).toMatch(/^\/site\/$[\s\S]*^node_modules\/$/m);

    const build = runDocsgen(['build'], site);
    expect(build.stderr).toBe('');
    expect(build.status).toBe(0);
    expect(build.stdout).toMatch(/^docsgen: built 7 pages in /);
    expect(build.stdout).not.toContain('warning');
    // The doc's image is copied under its hashed name, and the home page is in Portuguese.
    expect(fs.readdirSync(path.join(site, 'site/media')).filter((f) => /^fluxo\.\w+\.svg$/.test(f))).toHaveLength(1);
    expect(fs.readFileSync(path.join(site, 'site/index.html'), 'utf8')).toContain('<html lang="pt-BR"');
  });

  it('takes a title, an English locale and a url, and the English site builds with no warning', () => {
    const dir = emptyFolder();
    const init = runDocsgen(['init', '--title', 'Acme API', '--locale', 'en', '--url', 'https://docs.acme.dev/'], dir);
    expect(init.status).toBe(0);
    expect(init.stdout.trim().split('\n').slice(1)).toEqual([
      'Next:',
      `  ${run.command} watch   # serves the site at http://localhost:3000 and reloads it on every save`,
      `  ${run.command} build   # writes the static site to site/`,
      ...hint,
    ]);
    const config = JSON.parse(fs.readFileSync(path.join(dir, 'docs.config.json'), 'utf8'));
    expect(config).toMatchObject({
      title: 'Acme API',
      url: 'https://docs.acme.dev',
      locale: { label: 'English', htmlLang: 'en', path: 'en' },
    });
    expect(fs.readFileSync(path.join(dir, 'content/docs/getting-started.md'), 'utf8')).toContain('title: "Getting');
    const build = runDocsgen(['build'], dir);
    expect(build.status).toBe(0);
    expect(build.stderr).toBe('');
    expect(fs.readFileSync(path.join(dir, 'site/index.html'), 'utf8')).toContain('<html lang="en"');
  });

  it('refuses to overwrite a file, names each one that exists, and writes nothing', () => {
    const dir = emptyFolder();
    fs.writeFileSync(path.join(dir, 'docs.config.json'), '{}');
    fs.writeFileSync(path.join(dir, '.gitignore'), 'dist/\n');
    const init = runDocsgen(['init'], dir);
    expect(init.status).toBe(1);
    expect(init.stdout).toBe('');
    expect(init.stderr.trim()).toBe(
      'docsgen: this folder already has docs.config.json, .gitignore, and init never overwrites a file; nothing was ' +
        'written. Start the site in a new folder (docsgen init <folder>), or move those files away',
    );
    expect(fs.readdirSync(dir).sort()).toEqual(['.gitignore', 'docs.config.json']);
    expect(fs.readFileSync(path.join(dir, '.gitignore'), 'utf8')).toBe('dist/\n');
  });

  it('refuses a language tag or a url the config would refuse, before writing anything', () => {
    const dir = emptyFolder();
    for (const [args, message] of [
      [['--locale', 'pt_BR!'], 'expected a language tag such as "pt-BR" or "en".'],
      [['--url', 'https://docs.example.com/docs'], 'expected an origin such as "https://docs.example.com"'],
    ] as const) {
      const run = runDocsgen(['init', ...args], dir);
      expect(run.status, args.join(' ')).toBe(1);
      expect(run.stderr, args.join(' ')).toContain(message);
    }
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("shows its own help, and an unknown command's help is an error with a suggestion", () => {
    const dir = emptyFolder();
    const help = runDocsgen(['init', '--help'], dir);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: docsgen init \[options\] \[folder\]/);
    expect(help.stdout).toContain('--locale <tag>');
    for (const args of [['inti', '--help'], ['help', 'inti'], ['inti']]) {
      const run = runDocsgen(args, dir);
      expect(run.status, args.join(' ')).toBe(1);
      expect(run.stderr, args.join(' ')).toMatch(/^error: unknown command 'inti'\n\(Did you mean init\?\)/);
    }
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});

describe('a folder without a config', () => {
  it('makes build, check and serve name docsgen init and docsgen migrate, and migrate name docsgen init', () => {
    const dir = emptyFolder();
    for (const command of ['build', 'check']) {
      const run = runDocsgen([command], dir);
      expect(run.status, command).toBe(1);
      expect(run.stderr, command).toContain(`docs.config.json:1:1: cannot read the config file; expected a JSON file`);
      expect(run.stderr, command).toContain(START);
    }
    const serve = runDocsgen(['serve', '--port', '0'], dir);
    expect(serve.status).toBe(1);
    expect(serve.stderr.trim()).toBe(
      `docsgen: --dir site: this folder does not exist; run docsgen build first, or name the site folder with --dir; no docs.config.json here either: ${START}`,
    );
    const migrate = runDocsgen(['migrate'], dir);
    expect(migrate.status).toBe(1);
    expect(migrate.stderr.trim()).toMatch(
      /no Docusaurus config here; .*\. To start a new site instead, run docsgen init$/,
    );
  });

  it('makes watch say so while it waits for one', async () => {
    const watch = await startWatchProcess(emptyFolder());
    try {
      expect(watch.output()).toContain(START);
    } finally {
      await watch.stop();
    }
  });
});

describe('docsgenCommand', () => {
  it('says docsgen when the PATH has it, else node and the running script, with how to put it on the PATH', () => {
    const bin = emptyFolder();
    fs.writeFileSync(path.join(bin, 'docsgen'), '#!/bin/sh\n', { mode: 0o755 });
    expect(docsgenCommand({ PATH: `/nowhere${path.delimiter}${bin}` }, '/opt/docsgen/bin/docsgen')).toEqual({
      command: 'docsgen',
    });
    const away = docsgenCommand({ PATH: '/nowhere' }, '/opt/docs gen/bin/docsgen');
    expect(away.command).toBe("node '/opt/docs gen/bin/docsgen'");
    expect(away.hint).toMatch(/^docsgen is not on your PATH: `npm link` in its folder puts it there/);
  });
});
