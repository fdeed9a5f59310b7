import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './temp-project.ts';

const bin = path.join(repoRoot, 'bin/docsgen');

/**
 * Runs the real CLI to completion. A command that hangs (a server that should have refused to start, a build stuck in
 * a loop) is killed after 50 s (within a browser test's minute) and reported: a blocked spawnSync cannot be interrupted by the test runner's own
 * timeout. SIGKILL, since a build busy in a loop never runs its own SIGTERM handler.
 */
export function runDocsgen(
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 50_000,
    killSignal: 'SIGKILL',
  });
  if (result.error)
    throw new Error(`docsgen ${args.join(' ')} did not finish: ${result.error.message}\n${result.stderr}`);
  // A crash (V8's fatal errors abort) names its signal and the end of what it printed in the test's failure line.
  if (result.signal)
    throw new Error(`docsgen ${args.join(' ')} was killed by ${result.signal}: ${result.stderr.slice(-2000)}`);
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts `docsgen serve` on a free port and waits until it says where it listens. */
export function startServe(dir: string, cwd: string): Promise<RunningServer> {
  return startListening(['serve', '--dir', dir, '--port', '0'], cwd);
}

/**
 * Starts `docsgen watch` over a project on a free port. `output()` returns everything it printed. `wrapper` runs it
 * through another command, such as `unshare -U` to run it as an unprivileged user.
 */
export async function startWatchProcess(
  cwd: string,
  extraArgs: string[] = [],
  wrapper: string[] = [],
): Promise<RunningServer & { output(): string }> {
  let output = '';
  const server = await startListening(
    ['watch', '--port', '0', ...extraArgs],
    cwd,
    (chunk) => (output += chunk),
    wrapper,
  );
  return { ...server, output: () => output };
}

function startListening(
  args: string[],
  cwd: string,
  onOutput?: (chunk: string) => void,
  wrapper: string[] = [],
): Promise<RunningServer> {
  const command = [...wrapper, process.execPath, bin, ...args];
  const child = spawn(command[0]!, command.slice(1), { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`docsgen ${args[0]} did not start: ${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      onOutput?.(chunk.toString());
      const match = /(?:at|serving) (http:\/\/[^\s]+?)\/?\s/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        url: match[1]!,
        process: child,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill();
          }),
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`docsgen ${args[0]} exited with ${code}: ${output}`)));
  });
}
