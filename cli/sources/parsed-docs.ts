import v8 from 'node:v8';
import type { Diagnostic } from '../core/diagnostics.ts';
import { docExcerpt, type DocSource } from './doc.ts';

/** A doc file read and parsed: the doc, unless the file could not be read, and what reading and parsing said. */
export interface ParsedDoc {
  doc?: DocSource;
  diagnostics: Diagnostic[];
}

/**
 * Each doc parsed, by its file and the arguments it was parsed with: its file's hash, the doc serialized without its
 * body, and the body as UTF-8.
 */
type Entries = Map<string, [hash: string, bytes: Uint8Array, body: Uint8Array]>;

/**
 * The docs as the last build parsed them, for a build into the same folder (kept with its rendered docs, see
 * PageCache). A file whose content hash, known from the stamp without reading the file, is the one it had then, and
 * which is parsed with the same arguments, is taken as parsed then rather than read and parsed again: reading 10,000
 * files, their front matter and its schema cost a one-page edit half a second. The caller drops the cache whole when
 * docsgen, the config or the options changed.
 */
export class ParsedDocs {
  private readonly next: Entries = new Map();
  /** Docs this build parsed and keeps: those the last build's file holds otherwise, or not at all. */
  private parsedAgain = 0;
  /** The docs parse() gave, rather than the last build's file (see parsedNow). */
  private readonly fresh = new WeakSet<DocSource>();

  private constructor(
    private readonly previous: Entries,
    private readonly hashOf: (file: string) => string | undefined,
  ) {}

  /** The docs `take()` gave (none when undefined or damaged); `hashOf` gives a file's content hash by its path. */
  static from(bytes: Uint8Array | undefined, hashOf: (file: string) => string | undefined): ParsedDocs {
    const previous: Entries = new Map();
    if (!bytes) return new ParsedDocs(previous, hashOf);
    try {
      const { keys, hashes, bodies, ends, data } = v8.deserialize(bytes) as Packed;
      const lists = [hashes, bodies, ends].every((list) => Array.isArray(list) && list.length === keys.length);
      if (!lists || !(data instanceof Uint8Array)) throw new Error('not parsed docs');
      keys.forEach((key, i) => {
        const start = i ? ends[i - 1]! : 0;
        previous.set(key, [hashes[i]!, data.subarray(start, bodies[i]), data.subarray(bodies[i], ends[i])]);
      });
    } catch {
      // A damaged file: every doc is read and parsed.
      previous.clear();
    }
    return new ParsedDocs(previous, hashOf);
  }

  /**
   * The doc of `file` parsed with `args`, as the last build parsed it when its file is the same; else what `parse`
   * gives, kept for the next build when the file's hash is known.
   */
  parsed(file: string, args: string, parse: () => ParsedDoc): ParsedDoc {
    const hash = this.hashOf(file);
    const key = `${file}\0${args}`;
    const kept = hash === undefined ? undefined : this.previous.get(key);
    if (kept && kept[0] === hash) {
      const doc = revived(kept[1], kept[2]);
      if (doc) {
        this.next.set(key, kept);
        return doc;
      }
    }
    const fresh = parse();
    if (fresh.doc) this.fresh.add(fresh.doc);
    if (hash !== undefined && fresh.doc) {
      // Worked out now for a doc without a description, which a build works it out for once the doc has rendered (see
      // releaseBody): kept with the doc, it spares the next build decoding the body of a doc it reuses.
      if (!fresh.doc.frontMatter.description) docExcerpt(fresh.doc);
      const { body, ...withoutBody } = fresh.doc;
      this.next.set(key, [hash, v8.serialize({ ...fresh, doc: withoutBody }), Buffer.from(body)]);
      this.parsedAgain++;
    }
    return fresh;
  }

  /**
   * Whether this build read and parsed `doc` rather than taking it from the last build's file: only such a doc is
   * likely to hold code the last build did not highlight (see startHighlighting).
   */
  parsedNow(doc: DocSource): boolean {
    return this.fresh.has(doc);
  }

  /**
   * Whether the docs are worth writing for the next build, once every doc is parsed: not while the last build's file
   * differs from them by at most STALE_UP_TO docs (parsed again, or gone), which the next build parses again (about
   * 50 µs each) rather than this one packing, hashing and writing every doc (45 MB and 0.12 s of the rendering
   * thread at 10,000 docs) for an edit of one.
   */
  worthWriting(): boolean {
    if (!this.previous.size) return this.next.size > 0;
    let gone = 0;
    for (const key of this.previous.keys()) if (!this.next.has(key)) gone++;
    return this.parsedAgain + gone > STALE_UP_TO;
  }

  /** Lets the docs go unwritten (see worthWriting): the last build's file stays for the next. */
  release(): void {
    this.next.clear();
    this.previous.clear();
  }

  /**
   * The docs parsed or reused by this build, for the next one, once every doc is parsed: the cache then lets them go
   * (about 140 MB at 30,000 docs, which the build would otherwise hold to its end).
   */
  take(): Uint8Array {
    const entries = [...this.next];
    const bodies: number[] = [];
    const ends: number[] = [];
    let end = 0;
    for (const [, [, bytes, body]] of entries) {
      bodies.push((end += bytes.length));
      ends.push((end += body.length));
    }
    const packed: Packed = {
      keys: entries.map(([key]) => key),
      hashes: entries.map(([, [hash]]) => hash),
      bodies,
      ends,
      data: Buffer.concat(entries.flatMap(([, [, bytes, body]]) => [bytes, body])),
    };
    this.release();
    return v8.serialize(packed);
  }
}

/** Docs by which a build's parsed docs may differ from the last build's file before it writes them again. */
const STALE_UP_TO = 100;

/**
 * The docs as take() writes them: every doc's bytes in one buffer, which v8 copies whole (10,000 buffers of their own
 * took it 50 ms to write, and as long to read), with each doc's key, hash, where its body starts and where it ends.
 */
interface Packed {
  keys: string[];
  hashes: string[];
  bodies: number[];
  ends: number[];
  data: Uint8Array;
}

/**
 * A doc as the last build parsed it, its body decoded when first read: a build that reuses a doc's rendering never
 * reads it, and decoding every body (41 MB at 10,000 docs, strings the young generation copied twice before keeping
 * them) was most of what reviving the docs cost. Its bytes are a view of the one buffer the file was read into, which
 * every doc that still holds its view keeps alive (45 MB at 10,000 docs): a doc lets its view go once its body is
 * decoded or set (releaseBody), so that the buffer goes once every doc is rendered or reused.
 */
function revived(bytes: Uint8Array, body: Uint8Array): ParsedDoc | undefined {
  try {
    const parsed = v8.deserialize(bytes) as ParsedDoc;
    if (!parsed?.doc || !Array.isArray(parsed.diagnostics)) return undefined;
    let text: string | undefined;
    let encoded: Uint8Array | undefined = body;
    Object.defineProperty(parsed.doc, 'body', {
      enumerable: true,
      get: () => {
        if (text === undefined) {
          text = Buffer.from(encoded!.buffer, encoded!.byteOffset, encoded!.byteLength).toString();
          encoded = undefined;
        }
        return text;
      },
      set: (value: string) => {
        text = value;
        encoded = undefined;
      },
    });
    return parsed;
  } catch {
    return undefined;
  }
}
