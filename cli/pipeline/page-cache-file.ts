import fs from 'node:fs';
import path from 'node:path';
import { writeCacheFile } from '../util/cache-file.ts';

/**
 * The file a build keeps its rendered docs in, for the next build to reuse (see PageCache): an index (JSON) naming a
 * data file of serialized entries, one per doc, with each entry's place, the hash of the doc's source and the file
 * its payload was written to. The data file's name is new with every build and the index is replaced whole, so that
 * a build stopped halfway leaves either the old pair or the new one, never an index pointing into the wrong data.
 */
interface PageCacheIndex {
  format: typeof FORMAT;
  /** What every doc was rendered with besides its own source (see PageCache's context key). */
  context: string;
  data: string;
  /** By doc file: where its entry is in the data file, its source's hash, and its payload's file in the site. */
  docs: Record<string, [offset: number, length: number, source: string, payload: string]>;
}

const FORMAT = 1;

/** Whether `name` is a data file of the index named `stem` (see PageCacheWriter's dataName). */
function isDataFileOf(stem: string, name: string): boolean {
  return name.startsWith(`${stem}.`) && /^\.\d+-[0-9a-z]+\.bin$/.test(name.slice(stem.length));
}

/** The entries a build can reuse: only those whose context and source are the ones it renders now. */
export class PageCacheReader {
  private constructor(
    private readonly index: PageCacheIndex,
    private readonly data: Buffer,
  ) {}

  /** The last build's entries, when it rendered in `context`; none when there are none, or when they are unreadable. */
  static open(indexFile: string, context: string): PageCacheReader | undefined {
    try {
      const index = JSON.parse(fs.readFileSync(indexFile, 'utf8')) as PageCacheIndex;
      if (index.format !== FORMAT || index.context !== context) return undefined;
      return new PageCacheReader(index, fs.readFileSync(path.join(path.dirname(indexFile), index.data)));
    } catch {
      return undefined;
    }
  }

  /** A doc's entry, serialized, and its payload's file, when its source is the one the entry was rendered from. */
  take(docFile: string, source: string): { bytes: Uint8Array; payload: string } | undefined {
    const place = this.index.docs[docFile];
    if (!place || place[2] !== source) return undefined;
    const [offset, length, , payload] = place;
    if (offset + length > this.data.length) return undefined;
    return { bytes: this.data.subarray(offset, offset + length), payload };
  }
}

/**
 * Appends entries to a new data file as docs are rendered, so that they are never all in memory (see PageCache), and
 * names it in a new index once the build has its site in place.
 */
export class PageCacheWriter {
  /** The data file's name, beside the index: the index's, with this process's id and time. */
  private readonly dataName: string;
  private fd: number | undefined;
  private offset = 0;
  private readonly places = new Map<string, [offset: number, length: number, source: string, id: string]>();

  constructor(private readonly indexFile: string) {
    this.dataName = `${path.basename(indexFile, '.json')}.${process.pid}-${Date.now().toString(36)}.bin`;
  }

  /** A doc's entry, serialized, rendered from the source whose hash is `source`. */
  add(docFile: string, docId: string, source: string, bytes: Uint8Array): void {
    try {
      if (this.fd === undefined) {
        fs.mkdirSync(path.dirname(this.indexFile), { recursive: true });
        this.fd = fs.openSync(this.dataPath(), 'w');
      }
      fs.writeSync(this.fd, bytes);
      this.places.set(docFile, [this.offset, bytes.length, source, docId]);
      this.offset += bytes.length;
    } catch {
      // A cache that cannot be written only costs the next build its reuse.
      this.abort();
    }
  }

  /**
   * Names the entries in a new index, with `payloadOf` each doc's payload file by its id, and deletes the data files
   * of earlier builds; an entry whose doc has no payload file is left out.
   */
  finish(context: string, payloadOf: (docId: string) => string | undefined): void {
    if (this.fd === undefined) return;
    fs.closeSync(this.fd);
    this.fd = undefined;
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

  /** Drops what was written: a build that failed keeps the last cache. */
  abort(): void {
    if (this.fd !== undefined) fs.closeSync(this.fd);
    this.fd = undefined;
    this.places.clear();
    fs.rmSync(this.dataPath(), { force: true });
  }

  private dataPath(): string {
    return path.join(path.dirname(this.indexFile), this.dataName);
  }
}
