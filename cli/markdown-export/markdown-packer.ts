import zlib from 'node:zlib';
import { BackgroundWorker, workersAvailable } from '../util/background-worker.ts';
import { sizeFromEnv } from '../util/size-from-env.ts';
import { FileAppender, TempFile } from '../util/temp-file.ts';
import type { MarkdownPage } from './page-markdown.ts';

/** To the packer's thread: first the descriptor of the spill it appends to, then batches of pages' text by id. */
export type PackerMessage =
  | { kind: 'spill'; fd: number }
  | { kind: 'pack'; items: [number, string][] }
  | { kind: 'finish' };
/** Where each page's deflated text went in the spill's file. */
export type PackerReply =
  | { kind: 'packed'; items: [id: number, offset: number, length: number][] }
  | { kind: 'finished' };

/** Marked Markdown deflated at level 1. */
export function deflateMarkdown(text: string): Buffer {
  return zlib.deflateRawSync(text, { level: 1 });
}

/** A page's marked Markdown, inflated when a MarkdownPacker spilled it, decoded when the page cache kept it. */
export function markedMarkdown(page: MarkdownPage): string {
  if (page.packed) {
    const { spill, offset, length } = page.packed;
    return zlib.inflateRawSync(spill.read(offset, length, 'the spilled Markdown')).toString();
  }
  return page.text
    ? Buffer.from(page.text.buffer, page.text.byteOffset, page.text.byteLength).toString()
    : page.markdown;
}

/**
 * From this many docs a build deflates on the packer thread: below it, starting the thread cost more than deflating
 * on the rendering one (0.1 ms a doc), and a 1,000-page build was 2 % slower with it.
 */
export const PACK_ON_THREAD_FROM = 2_000;

/** Tests set `DOCSGEN_PACK_ON_THREAD_FROM` to take a small fixture through the thread. */
function packOnThreadFrom(): number {
  return sizeFromEnv('DOCSGEN_PACK_ON_THREAD_FROM', PACK_ON_THREAD_FROM);
}

/**
 * Characters of marked Markdown a build keeps as text before it deflates the rest: a 1,000-page site holds 3 million,
 * which deflating cost 0.3-0.5 s of its rendering thread (about 7 % of its build), for memory it did not need. GitHub's
 * REST reference holds about 100 million, a 100,000-page site about 400 million.
 */
export const KEPT_MARKDOWN_CHARS = 32 * 1024 * 1024;

/** Tests set `DOCSGEN_KEPT_MARKDOWN_CHARS` (1: deflate every page) to take a small fixture through deflating. */
function keptMarkdownChars(): number {
  return sizeFromEnv('DOCSGEN_KEPT_MARKDOWN_CHARS', KEPT_MARKDOWN_CHARS);
}

/**
 * Deflates docs' marked Markdown as soon as each doc is rendered, once KEPT_MARKDOWN_CHARS are kept as text, for a
 * build, which finishes the exports once every page is rendered, and spills it to a temporary file (see TempFile).
 * Held as text to the end of rendering, it was 0.4 of the 1 GB a 100,000-page build keeps live there, and every
 * garbage collection went through it; deflated at level 1 it is a fraction of that, 137 MB of resident memory at
 * 100,000 pages, and in the file none: read back, it costs a read of a few KB from the page cache per doc. A file per
 * doc written to the site and read back instead cost 0.15 ms a doc on this machine. The packer thread appends through
 * the descriptor this thread opened, and is stopped before the file is closed (see close).
 * Deflating takes about 0.1 ms a page, a tenth of rendering it, so the bundled CLI does it on a thread of its own
 * (zlib's asynchronous calls cost the rendering thread more than deflating there: 0.27 ms a page in streams).
 */
export class MarkdownPacker {
  /** Started with the first page to deflate: a rebuild that renders a few docs keeps them all as text. */
  private worker: BackgroundWorker<[number, string], PackerMessage, PackerReply> | undefined;
  /** Made with the first page to deflate. */
  private spill: TempFile | undefined;
  /** The spill's appender on this thread, when it deflates here: else the thread has the one. */
  private appender: FileAppender | undefined;
  /** Pages sent to the worker and not yet back, by the id sent with them. */
  private readonly waiting = new Map<number, MarkdownPage>();
  private nextId = 0;
  /** Characters still kept as text before pages are deflated. */
  private room: number;
  private finished: () => void = () => {};
  private readonly done = new Promise<void>((resolve) => (this.finished = resolve));

  /** On a thread only for a site large enough to pay for starting one (see packOnThreadFrom), and when the CLI is bundled. */
  constructor(
    docs: number,
    private readonly onThread = workersAvailable && docs >= packOnThreadFrom(),
    keptChars = keptMarkdownChars(),
  ) {
    this.room = keptChars;
  }

  /**
   * The packer thread, started once a page is to be deflated: started with the packer, it took a one-page rebuild at
   * 10,000 pages a quarter of a second of CPU for nothing, while the other threads needed the second core.
   */
  private started(spill: TempFile): BackgroundWorker<[number, string], PackerMessage, PackerReply> {
    if (this.worker) return this.worker;
    this.worker = new BackgroundWorker(
      'pack-worker.js',
      32,
      (items) => ({ kind: 'pack', items }),
      (reply) => {
        if (reply.kind === 'finished') return this.finished();
        for (const [id, offset, length] of reply.items) {
          this.waiting.get(id)!.packed = { spill, offset, length };
          this.waiting.delete(id);
        }
      },
    );
    this.worker.post({ kind: 'spill', fd: spill.fd });
    return this.worker;
  }

  /**
   * Keeps the page's marked Markdown while there is room, else takes it (`markdown` is empty from now on) and `packed`
   * says where it is in the spill once settled.
   */
  pack(page: MarkdownPage): void {
    const text = page.markdown;
    if (text.length <= this.room) {
      this.room -= text.length;
      return;
    }
    this.room = 0;
    page.markdown = '';
    const spill = (this.spill ??= new TempFile('docsgen-markdown'));
    if (!this.onThread) {
      const bytes = deflateMarkdown(text);
      this.appender ??= new FileAppender(spill.fd);
      page.packed = { spill, offset: this.appender.append(bytes), length: bytes.length };
      return;
    }
    const id = this.nextId++;
    this.waiting.set(id, page);
    this.started(spill).add([id, text]);
  }

  /** Resolves once every page handed to `pack` is in the spill with `packed` saying where, and stops the thread. */
  async settled(): Promise<void> {
    if (this.worker) await this.worker.finish({ kind: 'finish' }, this.done);
  }

  /**
   * Closes the spill, once the exports are written or the compile ends: the pages' `packed` is then unreadable. The
   * thread is stopped first, so that it never writes through a descriptor closed (or, worse, given to another file).
   */
  async close(): Promise<void> {
    await this.worker?.stop();
    this.spill?.close();
    this.spill = undefined;
  }
}
