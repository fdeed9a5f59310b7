import { BackgroundWorker, workersAvailable } from '../util/background-worker.ts';
import { addHighlights, cachedHighlight, deferringHighlighter, highlight, type PendingBlock } from './highlight.ts';
import type { CodeHighlighter } from '../core/render-env.ts';

export type HighlighterMessage =
  | { kind: 'languages'; names: string[]; manyBlocks: boolean }
  | { kind: 'blocks'; blocks: PendingBlock[] }
  | { kind: 'finish' };
export type HighlighterReply = { kind: 'highlighted'; entries: [string, string][] } | { kind: 'finished' };

/** Highlighting on a worker thread while the calling thread goes on rendering Markdown. */
export interface BackgroundHighlighter {
  /**
   * Has the worker load these grammars, and has `highlight` defer every
   * uncached block to it until settle(). This thread loads neither shiki nor
   * any grammar, and renders on while the worker loads them. A block of
   * another language has the worker load its grammar before the block.
   */
  start(names: string[], manyBlocks: boolean): void;
  /** What the render hands code blocks to: a marker per deferred block between start() and settle(), else in place. */
  readonly highlight: CodeHighlighter;
  /**
   * A payload's JSON with the highlighted HTML swapped in for its markers, or undefined while one of its blocks is still
   * on the worker: what a compile finishes payloads with while it renders, letting the worker's replies in between.
   */
  ready(json: string): string | undefined;
  /**
   * Settles once the worker has answered for every block sent so far: a compile whose payloads wait for their code in
   * numbers waits here rather than holding them all (see payloadStream).
   */
  caughtUp(): Promise<void>;
  /** Waits for the worker; the function it gives swaps the highlighted HTML in for the markers in a payload's JSON. */
  settle(): Promise<(json: string) => string>;
  /** Stops deferring and drops the worker; safe to call at any point, and again. */
  close(): void;
}

const MARKER = /<!--docsgen-highlight:([\w-]+)-->/g;

/**
 * A payload's JSON with each marker replaced by its block's HTML, escaped as a JSON string's content; `missing` says
 * what a marker whose block has no HTML yet becomes.
 */
function swapIn(json: string, missing: (marker: string, key: string) => string): string {
  return json.replace(MARKER, (marker, key: string) => {
    const html = cachedHighlight(key);
    return html === undefined ? missing(marker, key) : JSON.stringify(html).slice(1, -1);
  });
}

/** For settle(): by then the worker has answered for every block. */
const noneMissing = (_: string, key: string): never => {
  throw new Error(`docsgen: the highlight worker returned no HTML for block ${key}`);
};

/**
 * Shiki takes a third of a cold build, most of it compiling each grammar's
 * regular expressions, so the bundled CLI highlights on a second thread:
 * rendering leaves a marker per block, and the payloads are finished once the
 * worker is done. Run from sources (the unit tests) this returns undefined,
 * and blocks are highlighted in place.
 *
 * `lazy`, for a build that reuses the last one's docs: the thread starts with the first block not found in the
 * highlight cache, and start() loads no grammar ahead. After an edit of one page at 10,000 pages every block was in
 * the cache, and starting the worker and loading the page's grammars cost about 0.2 s of CPU on the second core, which
 * the main thread's work shares.
 */
export function startBackgroundHighlighter(lazy = false): BackgroundHighlighter | undefined {
  if (!workersAvailable) return undefined;
  let finished!: () => void;
  const done = new Promise<void>((resolve) => (finished = resolve));
  // 32 blocks a message: the worker starts long before the pages are all rendered.
  const sent = new Set<string>();
  let answered = 0;
  let waiters: { until: number; resolve: () => void }[] = [];
  let started: BackgroundWorker<PendingBlock, HighlighterMessage, HighlighterReply> | undefined;
  const worker = () =>
    (started ??= new BackgroundWorker<PendingBlock, HighlighterMessage, HighlighterReply>(
      'highlight-worker.js',
      32,
      (blocks) => ({ kind: 'blocks', blocks }),
      (reply) => {
        if (reply.kind !== 'highlighted') return finished();
        addHighlights(reply.entries);
        answered += reply.entries.length;
        waiters = waiters.filter((w) => (answered >= w.until ? void w.resolve() : true));
      },
    ));
  if (!lazy) worker();
  let deferring = false;
  // Grammars the worker was told to load, lowercased as blocks name them, and what start() said of the blocks' number.
  const announced = new Set<string>();
  let many = false;
  const deferred = deferringHighlighter((block) => {
    if (!sent.has(block.key)) {
      sent.add(block.key);
      // A block of a language start() did not name has its grammar loaded first: the worker takes messages in order.
      if (!announced.has(block.lang)) {
        announced.add(block.lang);
        worker().post({ kind: 'languages', names: [block.lang], manyBlocks: many });
      }
      worker().add(block);
    }
    return `<!--docsgen-highlight:${block.key}-->`;
  });
  const close = () => {
    deferring = false;
    started?.close();
  };
  return {
    start(names, manyBlocks) {
      many = manyBlocks;
      deferring = true;
      if (lazy) return;
      for (const name of names) announced.add(name.toLowerCase());
      worker().post({ kind: 'languages', names, manyBlocks });
    },
    highlight: (code, lang, highlightedLines, generated) =>
      (deferring ? deferred : highlight)(code, lang, highlightedLines, generated),
    ready: (json) => {
      // One pass: a page is nearly always complete when asked, and drain() stops at the first one that is not.
      let complete = true;
      const swapped = swapIn(json, (marker) => {
        complete = false;
        return marker;
      });
      return complete ? swapped : undefined;
    },
    async caughtUp() {
      if (!started) return;
      started.flush();
      if (answered < sent.size)
        await started.waitFor(new Promise<void>((resolve) => waiters.push({ until: sent.size, resolve })));
    },
    async settle() {
      deferring = false;
      await started?.finish({ kind: 'finish' }, done);
      return (json) => swapIn(json, noneMissing);
    },
    close,
  };
}
