import fsp from 'node:fs/promises';
import path from 'node:path';
import { BackgroundWorker, workersAvailable } from '../background-worker.ts';

/** Writes the files of a site; `done` settles once everything asked so far is on disk, and rejects with the first failure. */
export interface SiteWriter {
  mkdir(dir: string): void;
  write(file: string, content: string | Uint8Array): void;
  done(): Promise<void>;
}

/** An absolute path, and its content; null for a folder. */
export type WriteItem = [path: string, content: string | Uint8Array | null];
export type WriterMessage = { kind: 'items'; items: WriteItem[] } | { kind: 'done' };
export type WriterReply = { kind: 'done'; error?: string };

/**
 * A build writes thousands of files, and on the main thread encoding each
 * string to UTF-8 and going through the promise round trips of open, write
 * and close took about 0.2 s of the thread that renders. The bundled CLI
 * writes on a worker thread instead; run from sources (the unit tests),
 * writes go through the thread pool as before.
 */
export function createSiteWriter(): SiteWriter {
  return workersAvailable ? workerWriter() : inProcessWriter();
}

function workerWriter(): SiteWriter {
  let replied!: (reply: WriterReply) => void;
  const reply = new Promise<WriterReply>((resolve) => (replied = resolve));
  const worker = new BackgroundWorker<WriteItem, WriterMessage, WriterReply>('write-worker.js', 32, (items) => ({ kind: 'items', items }), replied);
  let finished: Promise<void> | undefined;
  return {
    mkdir: (dir) => worker.add([dir, null]),
    write: (file, content) => worker.add([file, content]),
    done: () =>
      (finished ??= worker.finish({ kind: 'done' }, reply).then(({ error }) => {
        if (error) throw new Error(error);
      })),
  };
}

function inProcessWriter(): SiteWriter {
  const dirs = new Map<string, Promise<unknown>>();
  const pending: Promise<unknown>[] = [];
  const mkdir = (dir: string) => {
    let made = dirs.get(dir);
    if (!made) {
      made = fsp.mkdir(dir, { recursive: true });
      dirs.set(dir, made);
      pending.push(made);
    }
    return made;
  };
  return {
    mkdir,
    write: (file, content) => pending.push(mkdir(path.dirname(file)).then(() => fsp.writeFile(file, content))),
    done: async () => {
      await Promise.all(pending);
    },
  };
}
