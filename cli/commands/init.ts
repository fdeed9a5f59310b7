import fs from 'node:fs';
import path from 'node:path';
import { initFiles } from './init-site.ts';

/** A site that cannot be started where asked; its message is the whole explanation, for one line of output. */
export class InitError extends Error {}

export interface InitCommandOptions {
  /** The new site's folder; created when missing. */
  folder: string;
  title?: string;
  locale: string;
  url: string;
  cwd?: string;
  /** The day the blog post is dated; today by default. */
  today?: Date;
}

export interface InitSummary {
  /** The folder as the writer named it. */
  folder: string;
  /** The files written, relative to the folder. */
  files: string[];
  /** The commands to run next, in order. */
  next: string[];
}

/** YYYY-MM-DD of the writer's own day, as a blog post's file name is dated. */
function localDate(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** An npm package name from a folder's name: lowercase, URL-safe, not starting with "." or "_". */
function packageNameOf(dir: string): string {
  const name = path
    .basename(dir)
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/^[._-]+|-+$/g, '');
  return name.slice(0, 214) || 'docs';
}

/** The paths among `files` that exist already, or that a file stands in the way of (a file named `content`). */
function collisions(dir: string, files: string[]): string[] {
  const found = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 1; i <= parts.length; i++) {
      const rel = parts.slice(0, i).join('/');
      const stat = fs.statSync(path.join(dir, rel), { throwIfNoEntry: false });
      if (!stat) break;
      if (i === parts.length || !stat.isDirectory()) {
        found.add(rel);
        break;
      }
    }
  }
  return [...found];
}

/** A folder name as a shell would need it typed after `cd`. */
function shellWord(word: string): string {
  return /^[\w./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * `docsgen init`: writes a new site that builds and serves as it is. Nothing is ever overwritten: when any of its
 * files exists, it writes none and names them all.
 */
export function runInit(options: InitCommandOptions): InitSummary {
  const cwd = options.cwd ?? process.cwd();
  const dir = path.resolve(cwd, options.folder);
  const where = options.folder === '.' ? 'this folder' : `${options.folder}/`;
  const stat = fs.statSync(dir, { throwIfNoEntry: false });
  if (stat && !stat.isDirectory()) throw new InitError(`${options.folder} is a file; name a new or existing folder`);
  const english = /^en\b/i.test(options.locale);
  const files = initFiles({
    title: options.title ?? (english ? 'Documentation' : 'Documentação'),
    locale: options.locale,
    url: options.url,
    date: localDate(options.today ?? new Date()),
    packageName: packageNameOf(dir),
  });
  const existing = stat ? collisions(dir, [...files.keys()]) : [];
  if (existing.length)
    throw new InitError(
      `${where} already has ${existing.join(', ')}, and init never overwrites a file; nothing was written. ` +
        'Start the site in a new folder (docsgen init <folder>), or move those files away',
    );
  const written: string[] = [];
  for (const [file, text] of files) {
    const target = path.join(dir, file);
    try {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      // "wx": a file created in the meantime is refused rather than replaced.
      fs.writeFileSync(target, text, { flag: 'wx' });
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (!code) throw e;
      const before = written.length ? `written before it: ${written.join(', ')}` : 'nothing was written';
      throw new InitError(`cannot write ${path.join(options.folder, file)} (${code}); ${before}`);
    }
    written.push(file);
  }
  return {
    folder: options.folder,
    files: [...files.keys()],
    next:
      options.folder === '.'
        ? ['docsgen watch', 'docsgen build']
        : [`cd ${shellWord(options.folder)}`, 'docsgen watch'],
  };
}

/**
 * How the reader runs docsgen from the new site: by its name when the shell finds it (after `npm link` or a global
 * install), else with node and the path of the script running now (a clone run as `node bin/docsgen init`), which
 * works from any folder. The site's package.json scripts need the name: `hint` says how to get it.
 */
export function docsgenCommand(
  env: NodeJS.ProcessEnv = process.env,
  script = process.argv[1] ?? 'docsgen',
): { command: string; hint?: string } {
  const found = (env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && isExecutable(path.join(dir, process.platform === 'win32' ? 'docsgen.cmd' : 'docsgen')));
  if (found) return { command: 'docsgen' };
  return {
    command: `node ${shellWord(path.resolve(script))}`,
    hint: "docsgen is not on your PATH: `npm link` in its folder puts it there (the site's npm scripts use it)",
  };
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * What init prints once the site is written: the files, then the next two commands, each with what it does, spelled
 * as the reader can run them (see docsgenCommand).
 */
export function formatInitSummary(summary: InitSummary, run = docsgenCommand()): string {
  const where = summary.folder === '.' ? 'this folder' : `${summary.folder}/`;
  const what: Record<string, string> = {
    'docsgen watch': 'serves the site at http://localhost:3000 and reloads it on every save',
    'docsgen build': 'writes the static site to site/',
  };
  const spelled = (command: string) => command.replace(/^docsgen /, `${run.command} `);
  const width = Math.max(...summary.next.map((c) => spelled(c).length));
  return [
    `docsgen: started a site in ${where}: ${summary.files.join(', ')}`,
    'Next:',
    ...summary.next.map((command) =>
      what[command] ? `  ${spelled(command).padEnd(width)}   # ${what[command]}` : `  ${command}`,
    ),
    ...(run.hint ? [`(${run.hint})`] : []),
  ].join('\n');
}
