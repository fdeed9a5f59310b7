import fs from 'node:fs';
import path from 'node:path';
import { writeCacheFile } from '../util/cache-file.ts';

/**
 * The files a build keeps its rendered docs in, for the next build to reuse (see PageCache): an index (JSON) naming a
 * data file of serialized entries, one per doc, with each entry's place, the hash of the doc's source and the file
 * its payload was written to. A build that reuses docs appends the entries it rendered to the same data file and
 * names the reused ones where they are, so that an edit of one page does not write every entry again; once the
 * entries no index names outweigh the others, it writes a new data file with the live ones. The index is replaced
 * whole, and nothing an index names is ever overwritten, so that a build stopped halfway leaves the old index valid.
 */
interface PageCacheIndex {
  format: typeof FORMAT;
  /** What every doc was rendered with besides its own source (see PageCache's context key). */
  context: string;
  data: string;
  /** By doc file: where its entry is in the data file, its source's hash, and its payload's file in the site. */
  docs: Record<string, Place>;
}

type Place = [offset: number, length: number, source: string, payload: string];

const FORMAT = 1;

/** Whether `name` is a data file of the index named `stem` (see newDataName). */
function isDataFileOf(stem: string, name: string): boolean {
  return name.startsWith(`${stem}.`) && /^\.\d+-[0-9a-z]+\.bin$/.test(name.slice(stem.length));
}

/** A new data file's name, beside the index: the index's, with this process's id and time. */
const newDataName = (indexFile: string) =>
  `${path.basename(indexFile, '.json')}.${process.pid}-${Date.now().toString(36)}.bin`;

/**
 * The entries a build can reuse: only those whose context and source are the ones it renders now. Each is read from
 * the data file when it is taken: at 100,000 docs the file is about 1 GB, which a build need not hold.
 */
export class PageCacheReader {
  private constructor(
    private readonly index: PageCacheIndex,
    readonly dataFile: string,
    private readonly fd: number,
    readonly size: number,
  ) {}

  /** The last build's entries, when it rendered in `context`; none when there are none, or when they are unreadable. */
  static open(indexFile: string, context: string): PageCacheReader | undefined {
    try {
      const index = JSON.parse(fs.readFileSync(indexFile, 'utf8')) as PageCacheIndex;
      if (index.format !== FORMAT || index.context !== context) return undefined;
      const dataFile = path.join(path.dirname(indexFile), index.data);
      const fd = fs.openSync(dataFile, 'r');
      return new PageCacheReader(index, dataFile, fd, fs.fstatSync(fd).size);
    } catch {
      return undefined;
    }
  }

  /** A doc's entry, serialized, and its place, when its source is the one the entry was rendered from. */
  take(docFile: string, source: string): { bytes: Uint8Array; place: Place } | undefined {
    const place = this.index.docs[docFile];
    if (!place || place[2] !== source) return undefined;
    const [offset, length] = place;
    if (offset + length > this.size) return undefined;
    const bytes = Buffer.allocUnsafe(length);
    try {
      if (fs.readSync(this.fd, bytes, 0, length, offset) !== length) return undefined;
    } catch {
      return undefined;
    }
    return { bytes, place };
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    fs.closeSync(this.fd);
  }

  private closed = false;
}

/**
 * Appends the entries of the docs a build renders to a data file as they are rendered, so that they are never all in
 * memory (see PageCache), and names them with the reused ones in a new index once the build has its site in place.
 */
export class PageCacheWriter {
  private dataName: string;
  private fd: number | undefined;
  private offset = 0;
  /** The bytes of the entries the new index names. */
  private live = 0;
  private readonly places = new Map<string, [offset: number, length: number, source: string, id: string]>();
  /** Set once a write failed: the build keeps no new index, and the next one renders everything. */
  private failed = false;

  /** `reader`: the last build's entries, whose data file the new ones are appended to. */
  constructor(
    private readonly indexFile: string,
    private readonly reader?: PageCacheReader,
  ) {
    this.dataName = reader ? path.basename(reader.dataFile) : newDataName(indexFile);
    this.offset = reader?.size ?? 0;
  }

  /** A doc's entry, serialized, rendered from the source whose hash is `source`. */
  add(docFile: string, docId: string, source: string, bytes: Uint8Array): void {
    if (this.failed) return;
    try {
      if (this.fd === undefined) {
        fs.mkdirSync(path.dirname(this.indexFile), { recursive: true });
        this.fd = fs.openSync(this.dataPath(), this.reader ? 'a' : 'w');
      }
      fs.writeSync(this.fd, bytes);
      this.places.set(docFile, [this.offset, bytes.length, source, docId]);
      this.offset += bytes.length;
      this.live += bytes.length;
    } catch {
      // A cache that cannot be written only costs the next build its reuse.
      this.failed = true;
    }
  }

  /** A doc reused as the entry at `place` of the last build's data file holds it. */
  keep(docFile: string, docId: string, [offset, length, source]: Place): void {
    this.places.set(docFile, [offset, length, source, docId]);
    this.live += length;
  }

  /**
   * Names the entries in a new index, with `payloadOf` each doc's payload file by its id, and deletes the data files
   * no index names; an entry whose doc has no payload file is left out.
   */
  finish(context: string, payloadOf: (docId: string) => string | undefined): void {
    this.close();
    if (this.failed) return this.abort();
    // Entries no index names are more than half the file: the live ones go to a new file of their own.
    if (this.reader && this.offset > 2 * this.live) this.compact();
    const docs: PageCacheIndex['docs'] = {};
    for (const [file, [offset, length, source, id]] of this.places) {
      const payload = payloadOf(id);
      if (payload) docs[file] = [offset, length, source, payload];
    }
    const index: PageCacheIndex = { format: FORMAT, context, data: this.dataName, docs };
    writeCacheFile(this.indexFile, () => JSON.stringify(index));
    const stem = path.basename(this.indexFile, '.json');
    const folder = path.dirname(this.indexFile);
    for (const name of fs.readdirSync(folder))
      if (name !== this.dataName && isDataFileOf(stem, name)) fs.rmSync(path.join(folder, name), { force: true });
  }

  /** Drops what was written to a new data file: a build that failed keeps the last cache, which appends left valid. */
  abort(): void {
    this.close();
    this.places.clear();
    if (!this.reader) fs.rmSync(this.dataPath(), { force: true });
  }

  /** Copies the live entries into a new data file, in the order the index names them. */
  private compact(): void {
    const from = fs.openSync(this.dataPath(), 'r');
    this.dataName = newDataName(this.indexFile);
    const to = fs.openSync(this.dataPath(), 'w');
    let offset = 0;
    try {
      for (const place of this.places.values()) {
        const bytes = Buffer.allocUnsafe(place[1]);
        if (fs.readSync(from, bytes, 0, place[1], place[0]) !== place[1]) throw new Error('the data file is short');
        fs.writeSync(to, bytes);
        place[0] = offset;
        offset += place[1];
      }
    } finally {
      fs.closeSync(from);
      fs.closeSync(to);
    }
  }

  private close(): void {
    this.reader?.close();
    if (this.fd !== undefined) fs.closeSync(this.fd);
    this.fd = undefined;
  }

  private dataPath(): string {
    return path.join(path.dirname(this.indexFile), this.dataName);
  }
}
