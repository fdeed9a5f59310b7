import { Worker } from 'node:worker_threads';
import { limitWorkersYoungGeneration } from './worker-heap.ts';
import { withLowerPriority } from './worker-priority.ts';

/**
 * The bundled CLI ships its worker entries beside its chunks
 * (scripts/build-tool.mjs). Run from sources, as the unit tests do, there is
 * no bundle to start a worker from, and callers do the work in-process.
 */
export const workersAvailable = !import.meta.url.endsWith('.ts');

interface Spawned {
  worker: Worker;
  /** Rejects when the thread fails or exits; listened to from the start, so that nothing is missed before a BackgroundWorker takes it. */
  failed: Promise<never>;
}

const prestarted = new Map<string, Spawned>();

/** `entry`: a worker shipped beside the bundle's chunks by name, or any module by its URL (a test's own worker). */
function spawn(entry: string | URL): Spawned {
  const url = typeof entry === 'string' ? new URL(`./${entry}`, import.meta.url) : entry;
  limitWorkersYoungGeneration();
  const worker = withLowerPriority(() => new Worker(url));
  worker.unref();
  const failed = new Promise<never>((_, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`${entry} exited with code ${code}`)));
  });
  failed.catch(() => {});
  return { worker, failed };
}

/**
 * Starts a worker's thread ahead of need; the next BackgroundWorker for the
 * same entry takes it over. `docsgen build` starts its three before it
 * loads the compiler's own modules, so that the workers load theirs (shiki
 * and its WebAssembly engine, the stemmer) on the second core meanwhile.
 * An unclaimed thread does not keep the process alive.
 */
export function prestartWorker(entry: string): void {
  if (workersAvailable && !prestarted.has(entry)) prestarted.set(entry, spawn(entry));
}

/**
 * Sends `message` to the thread prestartWorker started for `entry`, if any, before a BackgroundWorker takes it over,
 * so that it starts on what it will be asked for.
 */
export function tellPrestarted(entry: string, message: unknown): void {
  prestarted.get(entry)?.worker.postMessage(message);
}

/**
 * Stops the threads prestartWorker started that no BackgroundWorker took over: a build that runs itself again in a
 * child `node` (see rerunWhenLarge) would otherwise keep them, idle, until the child ends.
 */
export async function stopPrestartedWorkers(): Promise<void> {
  const unclaimed = [...prestarted.values()];
  prestarted.clear();
  await Promise.all(unclaimed.map(({ worker }) => worker.terminate()));
}

/**
 * A worker thread fed items in batches (one message per item would cost more
 * in cloning than the work saves). It keeps the process alive only while a
 * caller waits for it (finish, waitFor), so a build that throws still exits.
 */
export class BackgroundWorker<Item, Message, Reply> {
  private readonly worker: Worker;
  private readonly failed: Promise<never>;
  private batch: Item[] = [];

  constructor(
    entry: string | URL,
    private readonly batchSize: number,
    private readonly batchMessage: (items: Item[]) => Message,
    onReply: (reply: Reply) => void,
  ) {
    const spawned = (typeof entry === 'string' && prestarted.get(entry)) || spawn(entry);
    if (typeof entry === 'string') prestarted.delete(entry);
    this.worker = spawned.worker;
    this.failed = spawned.failed;
    this.worker.on('message', onReply);
  }

  /**
   * Batched until `batchSize` items wait, or sent at once while a caller waits for the worker (finish, waitFor): the
   * wait may be for this item too, which a part-filled batch would hold back for good (a build's writers were waited
   * for while the search index still handed them its last parts, and the build hung).
   */
  add(item: Item): void {
    this.batch.push(item);
    if (this.batch.length >= this.batchSize || this.waiters > 0) this.flush();
  }

  /** Sends the items added so far, then `message`. */
  post(message: Message): void {
    this.flush();
    this.worker.postMessage(message);
  }

  /** Posts `message`, waits for `result` (settled by a reply) unless the worker fails first, then stops the worker. */
  async finish<T>(message: Message, result: Promise<T>): Promise<T> {
    this.hold();
    this.post(message);
    try {
      return await Promise.race([result, this.failed]);
    } finally {
      this.close();
    }
  }

  /** Posts `message` and waits for `result` (settled by a reply) unless the worker fails first; the worker goes on. */
  async request<T>(message: Message, result: Promise<T>): Promise<T> {
    this.post(message);
    return Promise.race([result, this.failed]);
  }

  /**
   * Waits for `result` (settled by a reply) unless the worker fails first; the worker keeps the process alive
   * meanwhile.
   */
  async waitFor<T>(result: Promise<T>): Promise<T> {
    this.hold();
    this.flush();
    try {
      return await Promise.race([result, this.failed]);
    } finally {
      this.release();
    }
  }

  /**
   * Keeps the process alive for one more waiter: Node's ref() and unref() are a switch, not a count, and a waiter
   * done first must not let the process exit under another still waiting (the search index's snapshot after the
   * index, see SearchIndexer.saved).
   */
  private hold(): void {
    if (this.waiters++ === 0) this.worker.ref();
  }

  /**
   * Lets the process end without the thread once its last waiter is done, unless the thread is being stopped:
   * terminate() holds the process until the thread has exited, and unref() then would let the process end first, its
   * stop() never settled. A build that failed exited with code 13 so, now and then: its clean-up stopped the search
   * index's thread, which writes into the site (see StagedSite.abort), and the index's reply, sent just before, then
   * settled the wait of the index's finish, whose release let go of the thread (SearchIndexer.discard can do the same).
   */
  private release(): void {
    if (--this.waiters === 0 && !this.stopping) this.worker.unref();
  }

  private waiters = 0;
  private stopping = false;

  close(): void {
    this.stopping = true;
    void this.worker.terminate();
  }

  /** Stops the thread between two pieces of its work, and settles once it has. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.worker.terminate();
  }

  /** Sends the items added so far. */
  flush(): void {
    if (this.batch.length) this.worker.postMessage(this.batchMessage(this.batch));
    this.batch = [];
  }
}
