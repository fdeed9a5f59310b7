import type http from 'node:http';
import { createInterface } from 'node:readline/promises';
import { nextFreePort } from '../serve/free-port.ts';
import { listen } from '../serve/static-server.ts';

/** The port asked for is in use: the message names it and, when there is one, the next free port and its flag. */
export class BusyPortError extends Error {
  constructor(
    readonly port: number,
    readonly next: number | undefined,
  ) {
    super(
      next === undefined
        ? `port ${port} is already in use; pick another with --port, or --port 0 for any free port`
        : `port ${port} is already in use; port ${next} is free: ` +
            `run again with --port ${next} (or --port 0 for any free port)`,
    );
    this.name = 'BusyPortError';
  }
}

/** Asks a yes-or-no question; the default answer is yes. */
export type AskYesNo = (question: string) => Promise<boolean>;

/** In a terminal a person can answer, the question on stdout and the answer from stdin; elsewhere (CI, tests) none. */
export function terminalQuestion(): AskYesNo | undefined {
  if (!process.stdin.isTTY || !process.stdout.isTTY) return undefined;
  return async (question) => {
    const terminal = createInterface({ input: process.stdin, output: process.stdout });
    try {
      return /^(|y|yes|s|sim)$/i.test((await terminal.question(question)).trim());
    } finally {
      terminal.close();
    }
  };
}

/**
 * Listens on `port`, or, when another program holds it, offers the next free port: taken if the writer says yes,
 * a BusyPortError naming it otherwise, and at once when nobody can answer (`ask` is undefined). Returns the port.
 */
export async function listenOrOffer(
  server: http.Server,
  port: number,
  host: string,
  ask: AskYesNo | undefined = terminalQuestion(),
): Promise<number> {
  try {
    return await listen(server, port, host);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === 0) throw e;
    const next = await nextFreePort(port, host);
    if (next !== undefined && ask && (await ask(`docsgen: port ${port} is already in use; use port ${next}? (Y/n) `)))
      return listen(server, next, host);
    throw new BusyPortError(port, next);
  }
}
