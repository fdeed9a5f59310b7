import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const gnuTime = fs.existsSync('/usr/bin/time') ? '/usr/bin/time' : null;

/**
 * A Node script and its arguments, run in `dir` and timed: wall time, and with GNU time user and system CPU (of every
 * thread and child) and peak RSS, NaN without it; and what it printed. `env`: variables added to this process's for the run.
 */
export function timedScript(dir, cli, env = {}) {
  const options = { cwd: dir, encoding: 'utf8', env: { ...process.env, ...env } };
  const started = performance.now();
  const run = gnuTime
    ? spawnSync(gnuTime, ['-f', 'cpu=%U/%S maxrss-kb=%M', process.execPath, ...cli], options)
    : spawnSync(process.execPath, cli, options);
  const ms = performance.now() - started;
  if (run.status !== 0) throw new Error(`${cli.slice(0, 2).join(' ')} failed:\n${run.stderr.slice(-4000)}`);
  const [user, sys] = (/cpu=([\d.]+)\/([\d.]+)/.exec(run.stderr) ?? []).slice(1).map(Number);
  const rss = Number(/maxrss-kb=(\d+)/.exec(run.stderr)?.[1] ?? NaN) / 1024;
  return { ms, rss, user, sys, stdout: run.stdout };
}

/** The middle value of a run's samples (the upper one of the two middles for an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
