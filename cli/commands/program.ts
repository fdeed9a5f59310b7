import fs from 'node:fs';
import { Command, InvalidArgumentError } from 'commander';
import { build, formatSummary } from './build.ts';
import { check, formatCheckSummary } from './check.ts';
import { createReporter, isReporterName, unknownReporterMessage, type ReporterName } from './reporters.ts';
import { OutputError, UserError } from '../core/diagnostics.ts';
import { rerunWhenLarge } from '../util/build-v8-flags.ts';
import { builtBaseUrl, createStaticServer, siteProblem } from '../serve/static-server.ts';
import { BusyPortError, listenOrOffer } from './listen-port.ts';

function port(value: string): number {
  // Decimal digits only: Number() would also take "", "0x50" or "1e3" for a port.
  const n = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!(n <= 65535)) throw new InvalidArgumentError('expected a port number from 0 to 65535.');
  return n;
}

function nonEmpty(value: string): string {
  if (!value.trim()) throw new InvalidArgumentError('expected a path.');
  return value;
}

function title(value: string): string {
  if (!value.trim()) throw new InvalidArgumentError('expected a title.');
  return value.trim();
}

/** A language tag in its canonical case ("pt-br" is "pt-BR"), as the config's locale and HTML's lang take it. */
function localeTag(value: string): string {
  try {
    const [tag] = Intl.getCanonicalLocales(value);
    if (tag) return tag;
  } catch {
    // A RangeError: not a language tag; said below.
  }
  throw new InvalidArgumentError('expected a language tag such as "pt-BR" or "en".');
}

/** The site's origin, as the config's `url` takes it; a trailing "/" is forgiven. */
function origin(value: string): string {
  const url = value.replace(/\/$/, '');
  if (!/^https?:\/\/[^/\s]+$/.test(url))
    throw new InvalidArgumentError('expected an origin such as "https://docs.example.com", without a path.');
  return url;
}

/** One line for the ways listening fails that the reader can do something about; other errors are not listening's. */
function listenProblem(
  e: NodeJS.ErrnoException & { port?: number; address?: string; hostname?: string },
): string | undefined {
  if (e.syscall !== 'listen' && e.syscall !== 'getaddrinfo') return undefined;
  switch (e.code) {
    case 'EADDRINUSE':
      return `port ${e.port} is already in use; stop what uses it, or pick another with --port`;
    case 'EACCES':
      return `not allowed to listen on port ${e.port}; ports below 1024 need extra rights, so pick another with --port`;
    case 'EADDRNOTAVAIL':
      return `--host ${e.address}: no network interface of this machine has that address; use 127.0.0.1, or 0.0.0.0 for all of them`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `--host ${e.hostname}: no such host name; use 127.0.0.1, or 0.0.0.0 for all interfaces`;
    default:
      return undefined;
  }
}

/**
 * `output` says what became of the output folder, for a failed build. The reporter is given the run's problems
 * exactly once, none when the run failed otherwise, so that `--reporter json` always prints its one array.
 */
function fail(
  e: unknown,
  output = 'the previous output was left untouched',
  reporter = createReporter('default'),
  command = 'build',
): never {
  reporter.problems(e instanceof UserError ? e.diagnostics : []);
  if (e instanceof UserError) {
    const errors = e.diagnostics.filter((d) => d.severity === 'error').length;
    reporter.failure(
      `docsgen: ${command} failed with ${errors} error${errors === 1 ? '' : 's'}${output ? `; ${output}` : ''}`,
    );
  } else if (e instanceof OutputError) {
    reporter.failure(`docsgen: could not write the site: ${e.message}; ${e.refused ? 'nothing was changed' : output}`);
  } else if (e instanceof BusyPortError) {
    reporter.failure(`docsgen: ${e.message}`);
  } else if (e instanceof Error && listenProblem(e)) {
    reporter.failure(`docsgen: ${listenProblem(e)}`);
  } else if (e instanceof Error && typeof (e as NodeJS.ErrnoException).path === 'string') {
    // A file the system refused to read (permissions, a folder where a file should be): the writer can fix it.
    const { code, path } = e as NodeJS.ErrnoException;
    reporter.failure(`docsgen: cannot read ${path} (${code ?? e.message})${output ? `; ${output}` : ''}`);
  } else {
    reporter.failure(`docsgen: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  }
  process.exit(1);
}

/** A `--reporter` docsgen does not have ends the run at once, before any work, as a usage error (exit 2). */
function reporterName(value: string): ReporterName {
  if (isReporterName(value)) return value;
  console.error(unknownReporterMessage(value));
  process.exit(2);
}

/** Where `build` and `check` print their problems. */
function reporterOption(command: Command): Command {
  return command.option(
    '--reporter <name>',
    'how problems are printed: default (file:line:col lines), github (workflow commands) or json (one array on stdout)',
    reporterName,
    'default',
  );
}

/** Where `watch` and `serve` listen. */
function listenOptions(command: Command): Command {
  return command
    .option('-p, --port <port>', 'port (0 picks a free one)', port, 3000)
    .option('--host <host>', 'interface to listen on', '127.0.0.1');
}

/** package.json's, read where the CLI runs from: the bundle in dist/ and the sources in cli/ both sit one level down. */
const version = (
  JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

const program = new Command('docsgen')
  .description('Documentation compiler and viewer for API portals')
  .version(version, '-v, --version', 'print the version')
  .showHelpAfterError();

program
  .command('init')
  .description('start a new site: a config, a home page, two docs, a blog post, package.json and .gitignore')
  .argument('[folder]', "the new site's folder, created when missing", '.')
  .option('--title <title>', "the site's title (default: Documentação, or Documentation in English)", title)
  .option('--locale <tag>', 'the language of the pages, as a tag such as pt-BR or en', localeTag, 'pt-BR')
  .option('--url <origin>', 'where the site will be served, for canonical links', origin, 'https://docs.example.com')
  .action(async (folder: string, opts: { title?: string; locale: string; url: string }) => {
    const { runInit, formatInitSummary, InitError } = await import('./init.ts');
    try {
      console.log(formatInitSummary(runInit({ folder, ...opts })));
    } catch (e) {
      if (!(e instanceof InitError)) fail(e);
      console.error(`docsgen: ${e.message}`);
      process.exit(1);
    }
  });

reporterOption(
  program
    .command('build')
    .description('compile content/ into a static site; fails on any broken link or anchor')
    .option('-c, --config <file>', 'config file', nonEmpty, 'docs.config.json')
    .option('-o, --out <dir>', 'output folder', nonEmpty, 'site')
    .option('--strict', 'treat warnings, such as images without alt text, as errors', false)
    .option('--no-gate', 'preview build: turn the access gate off; every page says so in a banner'),
).action(async (opts: { config: string; out: string; strict: boolean; gate: boolean; reporter: ReporterName }) => {
  const reporter = createReporter(opts.reporter);
  const hadOutput = fs.existsSync(opts.out);
  try {
    const result = await build({
      config: opts.config,
      out: opts.out,
      strict: opts.strict,
      gate: opts.gate ? undefined : false,
      beforeCompile: rerunWhenLarge(),
      onNote: (line) => reporter.note(line),
    });
    reporter.problems(result.warnings);
    reporter.note(formatSummary(result, opts.out));
    if (result.gate === 'off')
      reporter.note('docsgen: preview build: the access gate is off, and every page shows a banner saying so');
  } catch (e) {
    fail(e, hadOutput ? 'the previous output was left untouched' : 'nothing was written', reporter);
  }
});

reporterOption(
  program
    .command('check')
    .description(
      'run every check of build (config, front matter, links, anchors, files, API descriptions, MDX) without writing a site',
    )
    .option('-c, --config <file>', 'config file', nonEmpty, 'docs.config.json')
    .option('--strict', 'treat warnings, such as images without alt text, as errors', false),
).action(async (opts: { config: string; strict: boolean; reporter: ReporterName }) => {
  const reporter = createReporter(opts.reporter);
  try {
    const result = await check({ config: opts.config, strict: opts.strict });
    reporter.problems(result.warnings);
    reporter.note(formatCheckSummary(result));
  } catch (e) {
    fail(e, '', reporter, 'check');
  }
});

listenOptions(
  program
    .command('watch')
    .description('build into memory, serve, and rebuild on every change, with live reload')
    .option('-c, --config <file>', 'config file', nonEmpty, 'docs.config.json'),
)
  .option('--open', 'open the site in a browser', false)
  .option('--gate', 'keep the access gate on, as in production', false)
  .option('--locale <name>', 'the locale to serve, of a site with translations (default: the default locale)')
  .action(
    async (opts: { config: string; port: number; host: string; open: boolean; gate: boolean; locale?: string }) => {
      // Loaded on demand: chokidar and the dev server are of no use to a build.
      const { startWatch } = await import('./watch.ts');
      await startWatch(opts).catch(fail);
    },
  );

listenOptions(
  program
    .command('serve')
    .description('preview a built site')
    .option('-d, --dir <dir>', 'site folder', nonEmpty, 'site'),
).action(async (opts: { dir: string; port: number; host: string }) => {
  const missing = siteProblem(opts.dir);
  if (missing) {
    // Run where no site was ever started, building first would not help either.
    const start = fs.existsSync('docs.config.json')
      ? ''
      : '; no docs.config.json here either: to start a site, run docsgen init (a new site) ' +
        'or docsgen migrate (from a Docusaurus site)';
    console.error(`docsgen: ${missing}${start}`);
    process.exit(1);
  }
  const baseUrl = builtBaseUrl(opts.dir);
  const server = createStaticServer(opts.dir, baseUrl, opts.host);
  const actual = await listenOrOffer(server, opts.port, opts.host).catch(fail);
  console.log(
    `docsgen: serving ${opts.dir} at http://${opts.host === '0.0.0.0' ? 'localhost' : opts.host}:${actual}${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}`,
  );
});

program
  .command('migrate')
  .description('write docs.config.json for a Docusaurus site, from its docusaurus.config and sidebars')
  .argument('[site-dir]', "the Docusaurus site's folder", '.')
  .option('-o, --out <file>', 'where to write (default: docs.config.json beside the Docusaurus config)', nonEmpty)
  .action(async (siteDir: string, opts: { out?: string }) => {
    // Loaded on demand: only migrate runs esbuild on the site's files.
    const [{ runMigrate }, { MigrateError }] = await Promise.all([
      import('./migrate.ts'),
      import('../migrate/migrate.ts'),
    ]);
    try {
      const summary = await runMigrate({ siteDir, out: opts.out });
      for (const note of summary.notes) console.log(note);
      const left = summary.notes.length;
      console.log(
        `docsgen: wrote ${summary.file}${left ? `; ${left} thing${left === 1 ? '' : 's'} above could not be mapped` : ''}. Next: docsgen build --config ${summary.file}`,
      );
    } catch (e) {
      if (!(e instanceof MigrateError)) fail(e);
      console.error(`docsgen: ${e.message}`);
      process.exit(1);
    }
  });

/**
 * The command `args` name (`docsgen nada …` or `docsgen help nada`) when docsgen has none of that name. Commander
 * answers `docsgen nada --help` and `docsgen help nada` with the general help and exit 0, as if the command existed.
 */
function unknownCommand(args: string[]): string | undefined {
  const name = args[0] === 'help' ? args[1] : args[0];
  if (name === undefined || name.startsWith('-')) return undefined;
  return program.commands.some((c) => c.name() === name || c.aliases().includes(name)) ? undefined : name;
}

/** Runs the command that `argv` names (process.argv's layout). */
export async function run(argv: string[]): Promise<void> {
  const unknown = unknownCommand(argv.slice(2));
  // Without its other words, commander reports the name as an unknown command, with a "did you mean", and exits 1.
  await program.parseAsync(unknown === undefined ? argv : [...argv.slice(0, 2), unknown]);
}
