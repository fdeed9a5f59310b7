import os from 'node:os';
import type { StagedSite } from './staged-site.ts';

export interface InterruptGuard {
  /** From here on a signal waits: stopping between the swap's two renames would leave no site at all. */
  swapping(): void;
  /** The build is over; a signal that waited ends the process now if the new site is in place, else the error goes on. */
  release(swapped: boolean): void;
}

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * Ctrl-C or a kill during a build: the unfinished folder goes at once, the
 * previous site stays as it was, and the process ends as a signal would
 * (130 for SIGINT). Without this, every interrupted build left a
 * `.site-build-*` folder of up to the whole site's size behind.
 */
export function guardAgainstInterrupts(staged: StagedSite): InterruptGuard {
  let swapping = false;
  let waiting: NodeJS.Signals | undefined;
  const end = (signal: NodeJS.Signals, what: string) => {
    process.stderr.write(`docsgen: interrupted; ${what}\n`);
    process.exit(128 + os.constants.signals[signal]);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (swapping) {
      waiting = signal;
      return;
    }
    void staged.abandon().then(() => end(signal, 'the previous site was left as it was'));
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);
  return {
    swapping: () => (swapping = true),
    release: (swapped) => {
      for (const signal of SIGNALS) process.off(signal, onSignal);
      if (waiting && swapped) end(waiting, 'the new site was already in place');
    },
  };
}
