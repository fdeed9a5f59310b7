import { BackgroundWorker, workersAvailable } from '../util/background-worker.ts';
import { sizeFromEnv } from '../util/size-from-env.ts';
import type { PrebuiltCopies } from './precompress.ts';
import { siteFileWriter, type WriterOptions } from './write-over.ts';
import type { OutputHashes } from './output-hashes.ts';
import { WriteBacklog } from './write-backlog.ts';
import { type Appended, isFileRange } from '../util/file-range.ts';

/** What the writers did, once everything asked of them is on disk. */
export interface WritesDone {
  /** The compressed copies written beside the files, absolute. */
  compressed: string[];
  /** The files' own bytes, written and appended, without the copies: encoding them is the writers' work already. */
  bytes: number;
  /** Every file handed over with its hash, with WriterOptions' `previous` (see SiteFileWriter.outputHashes). */
  hashes: OutputHashes;
  /** How many files were written (see SiteFileWriter.filesWritten). */
  written: number;
}

/**
 * Writes the files of a site; `done` settles once everything asked so far is on disk (see WritesDone), and rejects
 * with the first failure.
 */
export interface SiteWriter {
  mkdir(dir: string): void;
  /** `before`: the file's hash in the site being patched (see WriterOptions.previous), which the caller looks up. */
  write(file: string, content: string | Uint8Array, copies?: PrebuiltCopies, before?: string): void;
  /** Adds `text` to the end of `file`, written before without compressed copies. */
  append(file: string, text: Appended): void;
  done(): Promise<WritesDone>;
  /**
   * Settles once the content handed over and not yet on disk is under a bound (see MAX_PENDING_BYTES): a caller that
   * produces files faster than the writers compress and write them waits here instead of queueing the whole site in
   * the threads' message queues.
   */
  drained(): Promise<void>;
  /** Settles once everything handed over so far is on disk; rejects with the first failure to write. */
  settled(): Promise<void>;
  /** Stops writing at once, dropping what was not written yet. */
  stop(): Promise<void>;
}

/**
 * An absolute path, and its content (null for a folder), with the compressed copies made for it beforehand, or with
 * `append` when the content goes at the end of the file.
 */
export type WriteItem = [
  path: string,
  content: Appended | null,
  copies?: PrebuiltCopies | 'append',
  /** The file's hash in the site being patched (see WriterOptions.previous). */
  before?: string,
];
/** `options`, before any item: how this build writes (see WriterOptions). */
export type WriterMessage =
  | { kind: 'options'; options: WriterOptions }
  | { kind: 'items'; items: WriteItem[] }
  | { kind: 'done' };
/** `error`: the writer's first failure, after which it writes nothing more. */
export type WriterReply = { kind: 'written'; bytes: number; error?: string } | DoneReply;
type DoneReply = { kind: 'done'; error?: string } & WritesDone;

/** How much content may wait for the writers (see WriteBacklog). */
export const MAX_PENDING_BYTES = 64 * 1024 * 1024;

/** The size the writer is charged for a file: its length, close enough to its bytes for a bound; a range holds none. */
export function contentSize(content: Appended | null): number {
  return content === null || isFileRange(content) ? 0 : content.length;
}

/**
 * A build writes thousands of files, and on the main thread encoding each
 * string to UTF-8 and going through the promise round trips of open, write
 * and close took about 0.2 s of the thread that renders. The bundled CLI
 * writes on a worker thread instead; run from sources (the unit tests), it
 * writes synchronously on the calling thread, in the same way.
 */
export function createSiteWriter(options: WriterOptions): SiteWriter {
  return workersAvailable ? workerWriter(options) : inProcessWriter(options);
}

/**
 * Two writer threads: the compressed copies (see write-over.ts) cost the 1,000-page site 1.4 s of CPU at the end of
 * a build, when the thread that renders waits, and one thread made them one after another on one core. A file and
 * the names of its copies always go to the same thread, so that a file the site writes still wins over a copy.
 */
const WRITERS = 2;

function workerWriter(options: WriterOptions): SiteWriter {
  // Tests set DOCSGEN_MAX_PENDING_BYTES (1: wait for the writers after every file) to take a small site through waits.
  const backlog = new WriteBacklog(sizeFromEnv('DOCSGEN_MAX_PENDING_BYTES', MAX_PENDING_BYTES));
  let failure: string | undefined;
  const writers = Array.from({ length: WRITERS }, () => {
    let replied!: (reply: DoneReply) => void;
    const reply = new Promise<DoneReply>((resolve) => (replied = resolve));
    const onReply = (message: WriterReply) => {
      if (message.kind === 'done') return replied(message);
      failure ??= message.error;
      backlog.written(message.bytes);
    };
    const worker = new BackgroundWorker<WriteItem, WriterMessage, WriterReply>(
      'write-worker.js',
      32,
      (items) => ({ kind: 'items', items }),
      onReply,
    );
    // The site being patched's hashes stay with the caller, and each file comes with its own: cloning every file's
    // hash to each writer (33,000 at 10,000 pages) took 10-50 ms of this thread and 25-40 ms of each writer's.
    const { previous } = options;
    worker.post({
      kind: 'options',
      options: previous ? { ...options, previous: { ...previous, hashes: {} } } : options,
    });
    return { worker, reply };
  });
  /**
   * Waits for the writers' acknowledgements, each writer held meanwhile (see BackgroundWorker.waitFor): what is batched
   * goes at once, and so does what is handed over during the wait (the search index's last parts). Unheld, the
   * threads let the process end under the wait once no other thread was held: a 100,000-page build exited with code
   * 13 while its route pages waited for room, its index done.
   */
  const untilWritten = async (until: Promise<void>) => {
    await Promise.all(writers.map(({ worker }) => worker.waitFor(until)));
  };
  const writerOf = (file: string) => writers[stringHash(file.replace(/\.(br|gz)$/, '')) % WRITERS]!.worker;
  let finished: Promise<WritesDone> | undefined;
  return {
    mkdir: (dir) => writerOf(dir).add([dir, null]),
    write: (file, content, copies, before) => {
      backlog.add(contentSize(content));
      writerOf(file).add(before ? [file, content, copies, before] : copies ? [file, content, copies] : [file, content]);
    },
    append: (file, text) => {
      backlog.add(contentSize(text));
      writerOf(file).add([file, text, 'append']);
    },
    drained: () => (backlog.full ? untilWritten(backlog.room()) : Promise.resolve()),
    settled: async () => {
      await untilWritten(backlog.empty());
      if (failure) throw new Error(failure);
    },
    done: () =>
      (finished ??= Promise.all(writers.map(({ worker, reply }) => worker.finish({ kind: 'done' }, reply))).then(
        (replies) => {
          const failed = replies.find((r) => r.error);
          if (failed) throw new Error(failed.error);
          return {
            compressed: replies.flatMap((r) => r.compressed),
            bytes: replies.reduce((sum, r) => sum + r.bytes, 0),
            hashes: Object.assign({}, ...replies.map((r) => r.hashes)) as OutputHashes,
            written: replies.reduce((sum, r) => sum + r.written, 0),
          };
        },
      )),
    stop: async () => {
      await Promise.all(writers.map(({ worker }) => worker.stop()));
    },
  };
}

/** A cheap, stable spread of file names over the writers. */
function stringHash(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) >>> 0;
  return hash;
}

function inProcessWriter(options: WriterOptions): SiteWriter {
  const files = siteFileWriter(options);
  let failure: unknown;
  const attempt = (write: () => void) => {
    if (failure !== undefined) return;
    try {
      write();
    } catch (e) {
      failure = e;
    }
  };
  return {
    mkdir: (dir) => attempt(() => files.mkdir(dir)),
    write: (file, content, copies, before) => attempt(() => files.write(file, content, copies, before)),
    append: (file, text) => attempt(() => files.append(file, text)),
    done: async () => {
      if (failure !== undefined) throw failure;
      return {
        compressed: files.compressedCopies(),
        bytes: files.bytesWritten(),
        hashes: files.outputHashes(),
        written: files.filesWritten(),
      };
    },
    // Written before write() returns: nothing is ever pending.
    drained: async () => {},
    settled: async () => {
      if (failure !== undefined) throw failure;
    },
    // Its writes are synchronous on the calling thread: none is under way while this runs.
    stop: async () => {},
  };
}
