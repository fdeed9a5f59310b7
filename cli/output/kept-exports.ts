import fs from 'node:fs';
import path from 'node:path';
import type { ExportReuse, LastExport } from '../markdown-export/export-reuse.ts';
import type { MarkdownPage } from '../markdown-export/page-markdown.ts';
import type { FileRange } from '../util/file-range.ts';
import { tempFileOf } from '../util/cache-file.ts';
import { readSnapshotFile, writeSnapshotFile } from '../util/snapshot-file.ts';

/** What the layout file of a build's Markdown exports holds (see KeptExports). */
interface ExportLayout {
  /** The digest of the routes that had an export (see routesDigest). */
  routes: string;
  /** llms-full.txt's size and time once its build was in place; null when the site had none. */
  full: [size: number, mtimeMs: number] | null;
  /** Each page's export by route: its size in bytes, and where llms-full.txt holds its piece, if it does. */
  pages: Record<string, [size: number, start?: number, length?: number]>;
}

/** What the layout file says it holds (see readSnapshotFile), with its format's version. */
const LAYOUT_KIND = 'export layout 1';

export interface KeptExportsSetup {
  /** The layout file, beside the cache of rendered docs (see exportLayoutFile). */
  file: string;
  /** A digest of docsgen, the config and the options: what every export is drawn with. */
  context: string;
  /** The folder of the site in place that holds the exports: the site's, or a translation's inside it. */
  siteDir: string;
  /** Whether the cache of rendered docs reused `page`'s doc, its marked Markdown with it. */
  reused(page: MarkdownPage): boolean;
  /** Whether this build's cache of rendered docs was written: the layout goes with it, or not at all. */
  cacheWritten(): boolean;
}

/**
 * The last build's Markdown exports in the site a build patches (see ExportReuse): a layout file records each page's
 * export size and the piece of llms-full.txt it wrote, with that file's size and time once the site was in place. A
 * page the cache reused then keeps its export where it is, and its piece is read from the last llms-full.txt, when
 * the routes with an export are the same and llms-full.txt is still the file the layout describes. At 10,000 pages
 * that saves making 10,000 exports again (their URLs resolved) and handing 40 MB to the writers, to find them equal.
 */
export class KeptExports implements ExportReuse {
  private lastLayout: ExportLayout | undefined;
  private fullIntact = false;
  private next: ExportLayout | undefined;

  constructor(private readonly setup: KeptExportsSetup) {}

  private get fullFile(): string {
    return path.join(this.setup.siteDir, 'llms-full.txt');
  }

  start(routes: string): void {
    this.next = { routes, full: null, pages: {} };
    const layout = this.readLayout();
    this.lastLayout = layout?.routes === routes ? layout : undefined;
    this.fullIntact = this.isIntact(this.lastLayout);
  }

  /**
   * For a build that writes a few pages' exports again and keeps the others (see buildEditedDocs): the last layout as
   * it is, which the next one starts as, and whether llms-full.txt is still the file it describes (its size then).
   */
  lastAsIs(): { pages: ExportLayout['pages']; fullSize: number | undefined } | undefined {
    const layout = this.readLayout();
    if (!layout) return undefined;
    this.lastLayout = layout;
    this.next = { ...layout, full: null, pages: structuredClone(layout.pages) };
    const fullSize = this.isIntact(layout) ? layout.full![0] : undefined;
    return { pages: layout.pages, fullSize };
  }

  /**
   * A page's export written again in a layout lastAsIs() started: its size, and its piece of llms-full.txt's new
   * length, by which the pieces after it move.
   */
  replaced(route: string, size: number, pieceLength?: number): void {
    const entry = this.next?.pages[route];
    if (!entry) return;
    entry[0] = size;
    const [, start, length] = entry;
    if (pieceLength === undefined || start === undefined || length === undefined) return;
    entry[2] = pieceLength;
    for (const other of Object.values(this.next!.pages))
      if (other !== entry && other[1] !== undefined && other[1] > start) other[1] += pieceLength - length;
  }

  private readLayout(): ExportLayout | undefined {
    const bytes = readSnapshotFile(this.setup.file, LAYOUT_KIND, this.setup.context);
    try {
      return bytes && (JSON.parse(bytes.toString('utf8')) as ExportLayout);
    } catch {
      return undefined;
    }
  }

  /** Whether llms-full.txt is the file `layout` describes, by its size and time. */
  private isIntact(layout: ExportLayout | undefined): boolean {
    const full = layout?.full;
    const stat = full && fs.statSync(this.fullFile, { throwIfNoEntry: false });
    return !!stat && stat.isFile() && stat.size === full[0] && stat.mtimeMs === full[1];
  }

  last(page: MarkdownPage): LastExport | undefined {
    const entry = this.lastLayout && this.setup.reused(page) ? this.lastLayout.pages[page.route] : undefined;
    if (!entry) return undefined;
    const [size, start, length] = entry;
    return this.fullIntact && start !== undefined && length !== undefined ? { size, piece: [start, length] } : { size };
  }

  fullRange(start: number, length: number): FileRange {
    return { copyOf: this.fullFile, start, length };
  }

  record(route: string, size: number): void {
    if (this.next) this.next.pages[route] = [size];
  }

  recordPiece(route: string, start: number, length: number): void {
    const entry = this.next?.pages[route];
    if (entry) entry.push(start, length);
  }

  /**
   * Once the site is in place: records this build's exports for the next, with llms-full.txt's size and time; a build
   * that wrote no exports (a static llms-full.txt in their place) leaves no layout. A layout that cannot be written
   * only costs the next build what it saves.
   */
  save(): void {
    try {
      // Without this build's cache of rendered docs, the next build would reuse the last one's docs with this layout.
      if (!this.next || !this.setup.cacheWritten()) return fs.rmSync(this.setup.file, { force: true });
      const stat = fs.statSync(this.fullFile, { throwIfNoEntry: false });
      this.next.full = stat?.isFile() ? [stat.size, stat.mtimeMs] : null;
      const temp = tempFileOf(this.setup.file);
      writeSnapshotFile(temp, LAYOUT_KIND, this.setup.context, Buffer.from(JSON.stringify(this.next)));
      fs.renameSync(temp, this.setup.file);
    } catch {
      // No layout rather than the last one: it would describe exports drawn with the last build's routes.
      fs.rmSync(tempFileOf(this.setup.file), { force: true });
      fs.rmSync(this.setup.file, { force: true });
    }
  }
}
