import fs from 'node:fs';
import path from 'node:path';
import { outDirKey } from '../output/build-stamp.ts';
import { cacheFile, forgetEndedTemps, writeCacheFile } from '../util/cache-file.ts';
import { sizeFromEnv } from '../util/size-from-env.ts';

/**
 * The files a build keeps its rendered docs in, for the next build to reuse (see PageCache): an index (JSON) naming a
 * data file of serialized entries, one per doc, with each entry's place, the doc's key (see PageCache) and the file
 * its payload was written to. A build that reuses docs appends the entries it rendered to the same data file and
 * names the reused ones where they are, so that an edit of one page does not write every entry again; once the
 * entries no index names outweigh the others, it writes a new data file with the live ones. The index is replaced
 * whole, and nothing an index names is ever overwritten, so that a build stopped halfway leaves the old index valid.
 */
interface PageCacheIndex {
  format: typeof FORMAT;
  /** What every doc was rendered with besides its own source (see PageCache's context). */
  context: string;
  data: string;
  /** By doc file: where its entry is in the data file, the doc's key, and its payload's file in the site. */
  docs: Record<string, Place>;
  /** The build that wrote the index, which its search snapshot records too (see CachedSections). */
  generation?: string;
  /** By doc file, the files its entry includes as partials, for the docs that include any (see includesAny). */
  includes?: Record<string, string[]>;
}

export type Place = [offset: number, length: number, key: string, payload: string, payloadStat?: PayloadStat];

/**
 * A payload file's size and modification time in the site once the build that wrote it was in place: a build whose
 * site still has it so leaves it there unread (see PageCache).
 */
export type PayloadStat = [size: number, mtimeMs: number];

const FORMAT = 3;

/** Whether `name` is a data file of the index named `stem` (see newDataName). */
function isDataFileOf(stem: string, name: string): boolean {
  return name.startsWith(`${stem}.`) && /^\.\d+-[0-9a-z]+\.bin$/.test(name.slice(stem.length));
}

/**
 * Output folders whose rendered docs are kept besides the one built now: each build into another folder (a preview
 * into a temporary one, the bench's) keeps its own, about 100 MB at 10,000 pages, which would otherwise stay for good.
 */
const KEPT_OTHER_OUTPUTS = 2;

/**
 * Where builds into `outDir` keep the rendered docs of a locale (see PageCache); `locale` is "" for the default one.
 * The name starts with the output folder's key (see OUTPUT_KEY), by which the caches of the last folders are kept.
 */
export function pageCacheFile(rootDir: string, outDir: string, locale: string): string | null {
  return cacheFile(rootDir, `pages-${outDirKey(outDir)}-${locale ? `locale-${locale}` : 'default'}.json`);
}

/**
 * Where builds into the same folder as `indexFile`'s keep the search index of its locale (see CachedIndexBuilder):
 * its name starts as the index's, so that it goes with the rendered docs of an output folder no longer kept.
 */
export const searchSnapshotFile = (indexFile: string) => indexFile.replace(/\.json$/, '.search.bin');

/** Where the same builds keep the docs as they parsed them (see ParsedDocs), named as searchSnapshotFile is. */
export const parsedDocsFile = (indexFile: string) => indexFile.replace(/\.json$/, '.sources.bin');

/** Where the same builds keep their Markdown exports' layout (see KeptExports), named as searchSnapshotFile is. */
export const exportLayoutFile = (indexFile: string) => indexFile.replace(/\.json$/, '.exports.json');

/** The output folder's key in a cache file's name (see pageCacheFile): "pages-<16 hex digits>-". */
const OUTPUT_KEY = /^pages-([0-9a-f]{16})-/;

/**
 * Deletes, of the cache folder's `names`, the files of every output folder but the one of `stem` and the
 * KEPT_OTHER_OUTPUTS written last (by their newest file): a build into a folder whose cache went builds every doc, as
 * a first build does.
 */
function forgetOtherOutputs(folder: string, names: readonly string[], stem: string): void {
  const own = OUTPUT_KEY.exec(stem)?.[1];
  const byOutput = new Map<string, { names: string[]; newest: number }>();
  for (const name of names) {
    const key = OUTPUT_KEY.exec(name)?.[1];
    if (!key || key === own) continue;
    const group = byOutput.get(key) ?? { names: [], newest: 0 };
    group.names.push(name);
    group.newest = Math.max(group.newest, fs.statSync(path.join(folder, name)).mtimeMs);
    byOutput.set(key, group);
  }
  const stale = [...byOutput.values()].sort((a, b) => b.newest - a.newest).slice(KEPT_OTHER_OUTPUTS);
  for (const { names } of stale) for (const name of names) fs.rmSync(path.join(folder, name), { force: true });
}

/** A new data file's name, beside the index: the index's, with this process's id and time. */
const newDataName = (indexFile: string) =>
  `${path.basename(indexFile, '.json')}.${process.pid}-${Date.now().toString(36)}.bin`;

/**
 * Data files up to which a build reads the whole file at once, rather than each entry when it is taken: 10,000 reads
 * of a few KB cost a 10,000-page build 0.1 s, one read of its 96 MB a third of that. Tests set
 * `DOCSGEN_READ_WHOLE_CACHE_UP_TO` to take a small cache through the reads one by one.
 */
const READ_WHOLE_UP_TO = 128 * 1024 * 1024;

/**
 * The entries a build can reuse: only those whose context and key are the ones it renders now. Each is read from
 * the data file when it is taken, past READ_WHOLE_UP_TO: at 100,000 docs the file is about 1 GB, which a build need
 * not hold.
 */
export class PageCacheReader {
  private constructor(
    private readonly index: PageCacheIndex,
    readonly dataFile: string,
    private readonly fd: number,
    readonly size: number,
    /** The whole data file, when it is small enough to read at once. */
    private whole: Buffer | undefined,
  ) {}

  /**
   * The last build's entries, when it rendered in `context`; none when there are none or they were rendered in
   * another context, and 'damaged' when the index or its data file cannot be read. With `few`, for a build that takes
   * only a few entries, the data file is never read whole.
   */
  static open(indexFile: string, context: string, few = false): PageCacheReader | 'damaged' | undefined {
    let index: PageCacheIndex;
    try {
      index = JSON.parse(fs.readFileSync(indexFile, 'utf8')) as PageCacheIndex;
    } catch (e) {
      return (e as NodeJS.ErrnoException).code === 'ENOENT' ? undefined : 'damaged';
    }
    if (index?.format !== FORMAT) return typeof index?.format === 'number' ? undefined : 'damaged';
    if (index.context !== context) return undefined;
    const dataFile = path.join(path.dirname(indexFile), index.data);
    let fd: number | undefined;
    try {
      fd = fs.openSync(dataFile, 'r');
      const { size } = fs.fstatSync(fd);
      const whole =
        !few && size <= sizeFromEnv('DOCSGEN_READ_WHOLE_CACHE_UP_TO', READ_WHOLE_UP_TO)
          ? fs.readFileSync(fd)
          : undefined;
      return new PageCacheReader(index, dataFile, fd, whole?.length ?? size, whole);
    } catch {
      if (fd !== undefined) fs.closeSync(fd);
      return 'damaged';
    }
  }

  /** The build that wrote the entries' index (see PageCacheIndex.generation). */
  get generation(): string | undefined {
    return this.index.generation;
  }

  /**
   * A doc's entry, serialized, and its place, when its key is the one the entry was written under; 'damaged' when the
   * data file does not hold it.
   */
  take(docFile: string, key: string): { bytes: Uint8Array; place: Place } | 'damaged' | undefined {
    const place = this.index.docs[docFile];
    if (!place || place[2] !== key) return undefined;
    const [offset, length] = place;
    if (offset + length > this.size) return 'damaged';
    if (this.whole) return { bytes: this.whole.subarray(offset, offset + length), place };
    const bytes = Buffer.allocUnsafe(length);
    try {
      if (fs.readSync(this.fd, bytes, 0, length, offset) !== length) return 'damaged';
    } catch {
      return 'damaged';
    }
    return { bytes, place };
  }

  /**
   * Whether a doc's entry includes one of `files` as a partial, without reading the entries; undefined when the index
   * does not say (written by an earlier docsgen).
   */
  includesAny(files: ReadonlySet<string>): boolean | undefined {
    const { includes } = this.index;
    return includes && Object.values(includes).some((partials) => partials.some((file) => files.has(file)));
  }

  /** The partials a doc's entry includes (see includesAny). */
  includesOf(docFile: string): string[] {
    return this.index.includes?.[docFile] ?? [];
  }

  /** Where the last build's entry of a doc is, whatever its key: its doc's payload file among the rest. */
  placeOf(docFile: string): Place | undefined {
    return this.index.docs[docFile];
  }

  /** The last build's entry of a doc, whatever its key (see placeOf); 'damaged' as take() says it. */
  takeAny(docFile: string): { bytes: Uint8Array; place: Place } | 'damaged' | undefined {
    const place = this.index.docs[docFile];
    return place && this.take(docFile, place[2]);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.whole = undefined;
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
  private readonly places = new Map<
    string,
    [offset: number, length: number, key: string, id: string, payloadStat?: PayloadStat]
  >();
  /** The partials of each entry that includes any (see PageCacheIndex.includes). */
  private readonly includes = new Map<string, string[]>();
  /** Set once a write failed: the build keeps no new index, and the next one renders everything. */
  private failed = false;
  /** Set once finish() wrote the new index: its data file is then the one to keep. */
  indexed = false;

  /** `reader`: the last build's entries, whose data file the new ones are appended to. */
  constructor(
    private readonly indexFile: string,
    private readonly reader?: PageCacheReader,
  ) {
    this.dataName = reader ? path.basename(reader.dataFile) : newDataName(indexFile);
    this.offset = reader?.size ?? 0;
  }

  /** A doc's entry, serialized, under its key (see PageCache), with the files it includes as partials. */
  add(docFile: string, docId: string, key: string, bytes: Uint8Array, partials: readonly string[]): void {
    if (this.failed) return;
    this.included(docFile, partials);
    try {
      if (this.fd === undefined) {
        fs.mkdirSync(path.dirname(this.indexFile), { recursive: true });
        this.fd = fs.openSync(this.dataPath(), this.reader ? 'a' : 'w');
      }
      fs.writeSync(this.fd, bytes);
      this.places.set(docFile, [this.offset, bytes.length, key, docId]);
      this.offset += bytes.length;
      this.live += bytes.length;
    } catch {
      // A cache that cannot be written only costs the next build its reuse.
      this.failed = true;
    }
  }

  /**
   * A doc reused as the entry at `place` of the last build's data file holds it; with `payloadKept`, its payload file
   * stayed in the site as it was, and keeps its recorded size and time.
   */
  keep(
    docFile: string,
    docId: string,
    [offset, length, key, , stat]: Place,
    payloadKept: boolean,
    partials: readonly string[],
  ): void {
    this.included(docFile, partials);
    this.places.set(docFile, payloadKept && stat ? [offset, length, key, docId, stat] : [offset, length, key, docId]);
    this.live += length;
  }

  /**
   * Names the entries in a new index, with `payloadOf` each doc's payload file by its id and `statOf` its size and
   * time in the site, and deletes the data files no index names once it is written; an entry whose doc has no payload
   * file is left out.
   */
  finish(
    context: string,
    payloadOf: (docId: string) => string | undefined,
    statOf: (payload: string) => PayloadStat | undefined,
    generation: string,
  ): void {
    this.close();
    if (this.failed) return this.abort();
    // Entries no index names are more than half the file, or this build rendered about half the docs or more (after a
    // change every doc renders with, each later edit read every entry twice until then, 0.1-0.4 s more at 10,000
    // pages): the live ones go to a new file of their own, which costs little beside such a build.
    const appended = this.offset - (this.reader?.size ?? 0);
    if (this.reader && (this.offset > 2 * this.live || 2 * appended >= this.live)) this.compact();
    const docs: PageCacheIndex['docs'] = {};
    const includes: PageCacheIndex['includes'] = {};
    for (const [file, [offset, length, key, id, kept]] of this.places) {
      const payload = payloadOf(id);
      const stat = payload && (kept ?? statOf(payload));
      if (payload) docs[file] = stat ? [offset, length, key, payload, stat] : [offset, length, key, payload];
      const partials = this.includes.get(file);
      if (payload && partials) includes[file] = partials;
    }
    const index: PageCacheIndex = { format: FORMAT, context, data: this.dataName, docs, generation, includes };
    if (!writeCacheFile(this.indexFile, () => JSON.stringify(index))) return this.abort();
    this.indexed = true;
    const stem = path.basename(this.indexFile, '.json');
    const folder = path.dirname(this.indexFile);
    const names = fs.readdirSync(folder);
    for (const name of names)
      if (name !== this.dataName && isDataFileOf(stem, name)) fs.rmSync(path.join(folder, name), { force: true });
    forgetOtherOutputs(folder, names, stem);
    forgetEndedTemps(folder, names);
  }

  /**
   * For a build that failed, or whose cache is not kept: the last index stays, and so does its data file, which
   * appends left valid; a new data file that no index names goes.
   */
  abort(): void {
    this.close();
    this.places.clear();
    const last = this.reader && path.basename(this.reader.dataFile);
    if (!this.indexed && this.dataName !== last) fs.rmSync(this.dataPath(), { force: true });
  }

  private included(docFile: string, partials: readonly string[]): void {
    if (partials.length) this.includes.set(docFile, [...partials]);
    else this.includes.delete(docFile);
  }

  /** Copies the live entries into a new data file, in the order the index names them; the old file is left as it is. */
  private compact(): void {
    const name = newDataName(this.indexFile);
    const target = path.join(path.dirname(this.indexFile), name);
    const offsets: number[] = [];
    const from = fs.openSync(this.dataPath(), 'r');
    try {
      const to = fs.openSync(target, 'w');
      try {
        let offset = 0;
        for (const [at, length] of this.places.values()) {
          const bytes = Buffer.allocUnsafe(length);
          if (fs.readSync(from, bytes, 0, length, at) !== length) throw new Error('the data file is short');
          fs.writeSync(to, bytes);
          offsets.push(offset);
          offset += length;
        }
      } finally {
        fs.closeSync(to);
      }
    } catch (e) {
      fs.rmSync(target, { force: true });
      throw e;
    } finally {
      fs.closeSync(from);
    }
    // Only once every entry is copied do the places name the new file.
    let i = 0;
    for (const place of this.places.values()) place[0] = offsets[i++]!;
    this.dataName = name;
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
