/**
 * npm commands as Yarn, pnpm and Bun write them, by the rules of npm-to-yarn 3.2, the package Docusaurus's npm2yarn
 * plugin calls, so that a migrated page shows the commands its Docusaurus build showed. A line whose npm command
 * has no counterpart keeps it, followed by the comment npm-to-yarn writes ("# couldn't auto-convert command").
 */
export type PackageManager = 'yarn' | 'pnpm' | 'bun';

type Rule = string | ((args: string[]) => string[]);

const NOT_CONVERTED = "\n# couldn't auto-convert command";
const EXECUTORS = ['npx', 'yarn dlx', 'pnpm dlx', 'bun x', 'nubx'];
const EXECUTOR_OF: Record<PackageManager, string> = { yarn: 'yarn dlx', pnpm: 'pnpm dlx', bun: 'bun x' };

/** npm commands Yarn runs under the same name. */
const YARN_SAME = new Set(['test', 'login', 'logout', 'link', 'unlink', 'publish', 'cache', 'start', 'stop']);
/** Yarn's own commands: `npm run <one of them>` keeps `run`, or Yarn would run its command instead of the script. */
const YARN_COMMANDS = new Set([
  'init',
  'run',
  'add',
  'audit',
  'autoclean',
  'bin',
  'check',
  'config',
  'create',
  'dedupe',
  'generate-lock-entry',
  'global',
  'help',
  'import',
  'info',
  'install',
  'licenses',
  'list',
  'lockfile',
  'outdated',
  'owner',
  'pack',
  'policies',
  'prune',
  'remove',
  'self-update',
  'tag',
  'team',
  'upgrade',
  'upgrade-interactive',
  'version',
  'versions',
  'why',
  'workspace',
  'workspaces',
]);

/** Splits at spaces outside quotes; a backslash keeps the quote after it literal. */
function splitArgs(command: string): string[] {
  const args: string[] = [];
  let quote: string | false = false;
  let escaped = false;
  let part = '';
  for (const char of command) {
    if (char === '\\') {
      part += char;
      escaped = true;
      continue;
    }
    if (char === ' ' && !quote) {
      args.push(part);
      part = '';
    } else {
      if (!escaped && (char === '"' || char === "'")) {
        if (char === quote) quote = false;
        else if (!quote) quote = char;
      }
      part += char;
    }
    escaped = false;
  }
  args.push(part);
  return args;
}

const flagMap =
  (table: Record<string, string>) =>
  (args: string[]): string[] =>
    args.map((arg) => (Object.hasOwn(table, arg) ? table[arg]! : arg));

const yarnInstallFlags = flagMap({
  '--save-dev': '--dev',
  '-D': '--dev',
  '--save-prod': '--production',
  '-P': '--production',
  '--no-package-lock': '--no-lockfile',
  '--save-optional': '--optional',
  '-O': '--optional',
  '--save-exact': '--exact',
  '-E': '--exact',
  '--save': '',
  '-S': '',
  '--global': '',
  '-g': '',
});
const pnpmInstallFlags = flagMap({ '--save': '', '-S': '', '--no-package-lock': '--frozen-lockfile' });
const bunInstallFlags = flagMap({
  '--save-dev': '--dev',
  '--development': '--dev',
  '-D': '--dev',
  '--save-prod': '--production',
  '-P': '--production',
  '--no-package-lock': '--no-save',
  '--save-optional': '--optional',
  '-O': '--optional',
  '--save-exact': '--exact',
  '-E': '--exact',
  '--save': '',
  '-S': '',
  '-g': '--global',
});

/** Yarn installs globally with `yarn global add`, not a flag. */
function yarnInstall(args: string[]): string[] {
  if (args.includes('--global') || args.includes('-g')) args.unshift('global');
  return yarnInstallFlags(args);
}

/** `npm init x` runs the package create-x: Yarn and pnpm say `create x`, without `@latest`. */
function createCommand(args: string[]): string[] {
  if (args[1] && !args[1].startsWith('-')) {
    args[0] = 'create';
    const latest = /(.+)@latest/.exec(args[1]);
    if (latest) args[1] = latest[1]!;
  }
  return args.filter((arg) => arg !== '--scope');
}

const packDestination = (to: string) => (args: string[]) =>
  args.map((arg) => (arg.startsWith('--pack-destination') ? arg.replace(/^--pack-destination[\s=]/, to) : arg));

const yarnRemove = (args: string[]) => yarnInstall(['remove', ...args.slice(1)]);
const yarnRun = (args: string[]) =>
  args[1] && !YARN_SAME.has(args[1]) && !YARN_COMMANDS.has(args[1]) ? args.slice(1) : args;
const yarnList = (args: string[]): string[] => {
  const firstFlag = args.findIndex((arg, i) => i > 0 && arg.startsWith('-'));
  const packages = args.slice(1, firstFlag === -1 ? undefined : firstFlag);
  const listed = ['list', ...args.slice(1)];
  if (packages.length) listed.splice(1, packages.length, '--pattern', `"${packages.join('|')}"`);
  return listed;
};

const YARN: Record<string, Rule> = {
  install: (args) => (args.length === 1 ? ['install'] : yarnInstall(['add', ...args.slice(1)])),
  uninstall: yarnRemove,
  version: flagMap({ major: '--major', minor: '--minor', patch: '--patch' }),
  rebuild: (args) => ['add', ...args.slice(1), '--force'],
  run: yarnRun,
  exec: (args) => yarnRun(['run', ...args.slice(1)]),
  ls: yarnList,
  init: createCommand,
  ln: 'link',
  t: 'test',
  tst: 'test',
  outdated: 'outdated',
  pack: packDestination('--filename '),
};
Object.assign(YARN, { i: YARN.install, un: yarnRemove, remove: yarnRemove, r: yarnRemove, rm: yarnRemove });
Object.assign(YARN, { rb: YARN.rebuild, list: yarnList, create: createCommand });

/** Arguments that are not flags become one `--filter`, as pnpm selects packages. */
function pnpmFilter(args: string[]): string[] {
  const names = args.filter((arg, i) => i > 0 && !arg.startsWith('-'));
  if (args.length < 2 || names.length === 0) return args;
  return [...args.filter((arg, i) => i === 0 || arg.startsWith('-')), '--filter', names.join(' ')];
}
const pnpmRemove = (args: string[]) => pnpmInstallFlags(['remove', ...args.slice(1)]);
const pnpmList = (args: string[]) =>
  args.map((arg) =>
    arg.startsWith('--depth=')
      ? `--depth ${arg.split('=')[1]}`
      : arg === '--production'
        ? '--prod'
        : arg === '--development'
          ? '--dev'
          : arg,
  );

const PNPM: Record<string, Rule> = {
  // `pnpm install` takes no package: with one it is `pnpm add`.
  install: (args) =>
    pnpmInstallFlags(
      args.length > 1 && args.filter((arg) => !arg.startsWith('-')).length > 1 ? ['add', ...args.slice(1)] : args,
    ),
  uninstall: pnpmRemove,
  rebuild: (args) => pnpmFilter(['rebuild', ...args.slice(1)]),
  run: 'run',
  exec: 'exec',
  list: pnpmList,
  init: createCommand,
  ln: 'link',
  t: 'test',
  test: 'test',
  tst: 'test',
  start: 'start',
  link: 'link',
  unlink: pnpmFilter,
  outdated: 'outdated',
  pack: packDestination('--pack-destination '),
};
Object.assign(PNPM, { i: PNPM.install, un: pnpmRemove, remove: pnpmRemove, r: pnpmRemove, rm: pnpmRemove });
Object.assign(PNPM, { rb: PNPM.rebuild, ls: pnpmList, create: createCommand });

/** Drops the first `--`: Yarn, pnpm and Bun pass a script's arguments without it. */
function argsOf(command: string | undefined): string[] {
  const args = splitArgs((command ?? '').trim());
  const dashes = args.indexOf('--');
  if (dashes >= 0) args.splice(dashes, 1);
  return args;
}

function byTable(tool: 'yarn' | 'pnpm', table: Record<string, Rule>, command: string | undefined): string {
  let args = argsOf(command);
  const name = args[0]!;
  if (tool === 'yarn' && YARN_SAME.has(name)) return `yarn ${args.filter(Boolean).join(' ')}`;
  if (!Object.hasOwn(table, name)) return `npm ${command ?? ''}${NOT_CONVERTED}`;
  const rule = table[name]!;
  if (typeof rule === 'string') args[0] = rule;
  else args = rule(args);
  return `${tool} ${args.filter(Boolean).join(' ')}`;
}

/** `npm create x` and `npm init x` run create-x: Bun runs it with bunx. */
function bunCreate(args: string[]): { cmd: string; args: string[] } {
  const name = args[1];
  if (!name) return { cmd: 'bun', args };
  if (name.startsWith('@')) return { cmd: 'bunx', args: [name.replace('/', '/create-'), ...args.slice(2)] };
  if (!name.startsWith('-')) return { cmd: 'bunx', args: [`create-${name.replace('@latest', '')}`, ...args.slice(2)] };
  return { cmd: 'bun', args: ['init', ...args.slice(1)] };
}

function bunCommand(args: string[]): { cmd: string; args: string[] } {
  switch (args[0]) {
    case 'install':
    case 'i':
      return { cmd: 'bun', args: bunInstallFlags(args.length === 1 ? ['install'] : ['add', ...args.slice(1)]) };
    case 'uninstall':
    case 'un':
    case 'remove':
    case 'r':
    case 'rm':
      return { cmd: 'bun', args: bunInstallFlags(['remove', ...args.slice(1)]) };
    case 'cache':
      return args[1] === 'clean' ? { cmd: 'bun', args: ['pm', 'cache', 'rm', ...args.slice(2)] } : { cmd: 'npm', args };
    case 'rebuild':
    case 'rb':
      return { cmd: 'bun', args: ['add', ...args.slice(1), '--force'] };
    case 'list':
    case 'ls':
      return { cmd: 'bun', args: ['pm', 'ls', ...bunInstallFlags(args).slice(1)] };
    case 'init':
    case 'create':
      return bunCreate(args);
    case 'link':
    case 'ln':
      return { cmd: 'bun', args: ['link', ...bunInstallFlags(args).slice(1)] };
    case 'run':
    case 'stop':
    case 'start':
    case 'unlink':
      return { cmd: 'bun', args };
    case 'test':
    case 't':
    case 'tst':
      return { cmd: 'bun', args: ['run', 'test', ...args.slice(1)] };
    case 'exec':
      return { cmd: 'bunx', args: args.slice(1) };
    default:
      return { cmd: 'npm', args };
  }
}

function toBun(command: string | undefined): string {
  const { cmd, args } = bunCommand(argsOf(command));
  const line = `${cmd} ${args.filter((arg) => arg && arg !== '--').join(' ')}${cmd === 'npm' ? NOT_CONVERTED : ''}`;
  // npm-to-yarn turns the line's first `=` into a space (`--depth=1`), wherever it is.
  return line.replace('=', ' ');
}

/** Every npm command of `code` as `to` writes it; `npx` at the start becomes the tool's executor. */
export function convertNpmCommands(code: string, to: PackageManager): string {
  const trimmed = code.trimStart();
  const executor = EXECUTORS.find((e) => trimmed === e || trimmed.startsWith(`${e} `));
  if (executor) return code.replace(executor, EXECUTOR_OF[to]);
  const convert = (_match: string, command: string | undefined) =>
    to === 'bun' ? toBun(command) : byTable(to, to === 'yarn' ? YARN : PNPM, command);
  return code.replace(/npm(?: +([^&\n\r]*))?/gm, convert);
}
