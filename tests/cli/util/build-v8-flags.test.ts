import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILD_V8_FLAGS, buildV8Flags, missingFlags, TIGHT_HEAP_FROM_DOCS } from '../../../cli/util/build-v8-flags.ts';
import { repoRoot, tempProject } from '../../helpers/temp-project.ts';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';

describe('missingFlags', () => {
  it('lists every wanted flag that neither node arguments nor NODE_OPTIONS give', () => {
    expect(missingFlags(BUILD_V8_FLAGS, [])).toEqual([...BUILD_V8_FLAGS]);
    expect(missingFlags(BUILD_V8_FLAGS, [...BUILD_V8_FLAGS])).toEqual([]);
  });

  it('takes a flag given with another value, or spelled with underscores, as given', () => {
    expect(missingFlags(BUILD_V8_FLAGS, ['--max_semi_space_size=8', '--interrupt_budget=1000'])).toEqual([
      '--heap-growing-percent=100',
    ]);
    expect(missingFlags(BUILD_V8_FLAGS, ['--inspect'], '--heap-growing-percent=50  --enable-source-maps')).toEqual([
      '--max-semi-space-size=64',
      '--interrupt-budget=67584',
    ]);
  });

  it('does not take a flag that only starts like a wanted one', () => {
    expect(missingFlags(['--max-semi-space-size=64'], ['--max-semi-space-size-extra=1'])).toEqual([
      '--max-semi-space-size=64',
    ]);
  });
});

describe('buildV8Flags', () => {
  it('tightens the growth of the heaps from TIGHT_HEAP_FROM_DOCS docs on', () => {
    expect(buildV8Flags(TIGHT_HEAP_FROM_DOCS - 1)).toEqual([...BUILD_V8_FLAGS]);
    expect(buildV8Flags(TIGHT_HEAP_FROM_DOCS)).toEqual([
      '--max-semi-space-size=64',
      '--heap-growing-percent=30',
      '--interrupt-budget=67584',
    ]);
  });
});

describe('the bundled CLI', () => {
  beforeAll(async () => {
    await ensureBuilt();
  });

  /** `docsgen build` of a temporary project; `DOCSGEN_FLAGS_FROM_DOCS` stands for a site large enough for the flags. */
  const build = (
    nodeArgs: string[],
    env: Record<string, string>,
    edit?: (project: ReturnType<typeof tempProject>) => void,
  ) => {
    const project = tempProject();
    edit?.(project);
    return buildIn(project, nodeArgs, env);
  };
  const buildIn = (project: ReturnType<typeof tempProject>, nodeArgs: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, [...nodeArgs, path.join(repoRoot, 'bin/docsgen'), 'build'], {
      cwd: project.dir,
      encoding: 'utf8',
      timeout: 30_000,
      env: { ...process.env, DOCSGEN_DEBUG_MEMORY: '1', ...env },
    });
  const flagLines = (stderr: string) => stderr.split('\n').filter((line) => line.startsWith('memory node flags:'));

  it('builds a large site in a node that has the build flags, adding only those the caller did not give', () => {
    const plain = build([], { DOCSGEN_FLAGS_FROM_DOCS: '1' });
    expect(plain.status, plain.stderr).toBe(0);
    expect(flagLines(plain.stderr)).toEqual([
      'memory node flags: (none)',
      'memory node flags: --max-semi-space-size=64 --heap-growing-percent=100 --interrupt-budget=67584',
    ]);
    const given = build(['--heap-growing-percent=50', '--interrupt-budget=100000'], {
      DOCSGEN_FLAGS_FROM_DOCS: '1',
      NODE_OPTIONS: '--max-semi-space-size=32',
    });
    expect(given.status, given.stderr).toBe(0);
    expect(flagLines(given.stderr)).toEqual(['memory node flags: --heap-growing-percent=50 --interrupt-budget=100000']);
  });

  it("lets a large site's heaps grow by less of what a collection kept, unless the caller chose", () => {
    const large = { DOCSGEN_FLAGS_FROM_DOCS: '1', DOCSGEN_TIGHT_HEAP_FROM_DOCS: '1' };
    const tight = build([], large);
    expect(tight.status, tight.stderr).toBe(0);
    expect(flagLines(tight.stderr)).toEqual([
      'memory node flags: (none)',
      'memory node flags: --max-semi-space-size=64 --heap-growing-percent=30 --interrupt-budget=67584',
    ]);
    const given = build(['--heap-growing-percent=80'], large);
    expect(flagLines(given.stderr)).toEqual([
      'memory node flags: --heap-growing-percent=80',
      'memory node flags: --heap-growing-percent=80 --max-semi-space-size=64 --interrupt-budget=67584',
    ]);
  });

  it('builds in the node it started in when the last build of the same config reused its docs', () => {
    const large = { DOCSGEN_FLAGS_FROM_DOCS: '1' };
    let project!: ReturnType<typeof tempProject>;
    const first = build([], large, (p) => {
      project = p;
      p.write('node_modules/.package-lock.json', '{}');
    });
    expect(flagLines(first.stderr)).toHaveLength(2);
    const again = (edit: () => void) => {
      edit();
      return buildIn(project, [], large);
    };
    const intro = 'content/docs/about/intro.md';
    const edited = again(() => project.write(intro, `${project.read(intro)}\nOutro texto.\n`));
    expect(edited.status, edited.stderr).toBe(0);
    expect(flagLines(edited.stderr)).toEqual(['memory node flags: (none)']);
    // Its site deleted, the next build renders every doc: in the second node, few edits or not.
    fs.rmSync(path.join(project.dir, 'site'), { recursive: true });
    const noSite = again(() => project.write(intro, `${project.read(intro)}\nAinda outro texto.\n`));
    expect(noSite.status, noSite.stderr).toBe(0);
    expect(flagLines(noSite.stderr)).toHaveLength(2);
    const past = { ...large, DOCSGEN_REUSE_IN_PLACE_UP_TO: '1' };
    expect(flagLines(buildIn(project, [], past).stderr)).toHaveLength(2);
    project.write(intro, `${project.read(intro)}\nMais texto.\n`);
    const pastEdited = buildIn(project, [], past);
    expect(pastEdited.status, pastEdited.stderr).toBe(0);
    // Past that many input files, a doc edit takes the second node all the same.
    expect(flagLines(pastEdited.stderr)).toHaveLength(2);
    const configured = again(() =>
      project.write('docs.config.json', project.read('docs.config.json').replace('Portal de Teste', 'Outro portal')),
    );
    expect(flagLines(configured.stderr)).toHaveLength(2);
  });

  it('has its V8 flags set by the first module the command imports, and never changed once its code runs', () => {
    // V8 aborted a process whose inlining flags changed while TurboFan's background jobs were reading them: the CLI's
    // entry set them after bin/docsgen had walked the sources' times.
    const bin = fs.readFileSync(path.join(repoRoot, 'bin/docsgen'), 'utf8');
    expect(/^import .+$/m.exec(bin)?.[0]).toBe("import './v8-flags.mjs';");
    const flags = fs.readFileSync(path.join(repoRoot, 'bin/v8-flags.mjs'), 'utf8');
    for (const flag of [
      '--max-inlined-bytecode-size=',
      '--max-inlined-bytecode-size-cumulative=',
      '--no-flush-bytecode',
      '--interrupt-budget=',
    ])
      expect(flags).toContain(`v8.setFlagsFromString('${flag}`);
    // The highlighting worker's wasm flag (--liftoff-only) is no flag a TurboFan job reads.
    for (const file of fs.readdirSync(path.join(repoRoot, 'dist')).filter((f) => f.endsWith('.js'))) {
      const code = fs.readFileSync(path.join(repoRoot, 'dist', file), 'utf8');
      expect(code, file).not.toMatch(/--max-inlined|flush-bytecode/);
    }
  });

  it('builds a site of fewer docs than FLAGS_FROM_DOCS in the node it started in', () => {
    const small = build([], {});
    expect(small.status, small.stderr).toBe(0);
    expect(flagLines(small.stderr)).toEqual(['memory node flags: (none)']);
  });

  it('writes the main heap after the phase DOCSGEN_DEBUG_HEAPSNAPSHOT names, and says where', () => {
    let dir = '';
    const run = build([], { DOCSGEN_DEBUG_HEAPSNAPSHOT: 'rendering pages' }, (project) => {
      dir = project.dir;
    });
    expect(run.status, run.stderr).toBe(0);
    const written = /^memory heap snapshot: (\S+\.heapsnapshot)$/m.exec(run.stderr)?.[1] ?? 'none';
    expect(fs.statSync(path.resolve(dir, written)).size).toBeGreaterThan(1_000_000);
  });

  it('ends with the status of the build it ran', () => {
    const broken = build([], { DOCSGEN_FLAGS_FROM_DOCS: '1' }, (project) =>
      project.write('content/docs/about/intro.md', '# Intro\n\n[Quebrado](./nao-existe.md)\n'),
    );
    expect(flagLines(broken.stderr)).toHaveLength(2);
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain('nao-existe.md');
  });
});
