/**
 * Where the index worker writes the index's parts itself (see StagedSite.directWrites): at 100,000 pages they are
 * 190 MB of JSON, which crossed from the worker to the main thread and on to the writer threads while the main thread
 * made the Markdown exports, a copy at each step waiting in a queue (170 MB of the build's peak resident size), and the
 * main thread measured and handed on each of them.
 */
export interface PartsDestination {
  /** The folder the site is written into, absolute. */
  siteDir: string;
  /** The parts' folder in it: a translation's path and a slash, or "" for the default locale. */
  prefix: string;
  /** See WriterOptions.intoEmptyFolder. */
  intoEmptyFolder: boolean;
  /** Whether each file written is hashed for the build's stamp (see OutputHashes). */
  record: boolean;
  /**
   * In a build that patches the site in place: the hashes of the index's files the site holds, by path in the site. A
   * part named by its content and found here is left in place; any other is written unless its hash is the same.
   */
  inPlace?: Record<string, string>;
}

/** What the worker did with the parts, which the site being written takes in (see StagedSite.adoptWrites). */
export interface PartsWritten {
  /** Every part by its path in the locale's site, with its size in bytes; `kept` when left in the site in place. */
  parts: { path: string; bytes: number; revalidated?: true; kept?: true }[];
  /** The hashes of the files handed to its writer, by path in the site (see SiteFileWriter.outputHashes). */
  hashes: Record<string, string>;
  /** The bytes it wrote, and how many files (see SiteFileWriter.bytesWritten and filesWritten). */
  bytes: number;
  written: number;
}

/** A destination for the parts, and what takes back what the worker did there. */
export interface DirectParts {
  destination: PartsDestination;
  adopt(written: PartsWritten): void;
}

/**
 * Asked of the site being written when the index is finished: `stop` stops the worker, which the site calls before it
 * deletes its folder after a failure (the worker would write into it meanwhile), until the parts are adopted. None
 * for a build given up: the parts are then handed over, and dropped.
 */
export type DirectPartsOf = (stop: () => Promise<void>) => DirectParts | undefined;
