import { TIGHT_HEAP_FROM_DOCS } from '../util/build-v8-flags.ts';
import { sizeFromEnv } from '../util/size-from-env.ts';

/**
 * Characters of payload JSON a build keeps for drawing the route pages (see pageFiles); past it, the rest are read
 * back from the disk. GitHub's REST reference writes about 120 million, and a 1,000-page site 10 million; at 100,000
 * pages, where memory is the budget, most are read back as before.
 */
export const KEPT_PAYLOAD_CHARS = 128 * 1024 * 1024;

/**
 * Docs' routes from which a build keeps no payload: a site that large reads its payloads back anyway. At 100,000 pages,
 * the 128 MB kept were live from the first docs rendered to the route pages, when the build is at its largest: peak
 * RSS was 2.23 GB with them, 1.99 GB without, at about the same wall time (54.7 and 55.8 s, tmpfs, single runs).
 */
export const KEPT_PAYLOADS_BELOW_ROUTES = TIGHT_HEAP_FROM_DOCS;

/** Tests set `DOCSGEN_KEPT_PAYLOADS_BELOW_ROUTES` to take a small site through reading every payload back. */
function keptPayloadsBelowRoutes(): number {
  return sizeFromEnv('DOCSGEN_KEPT_PAYLOADS_BELOW_ROUTES', KEPT_PAYLOADS_BELOW_ROUTES);
}

/**
 * The payloads a build hands to its writers, kept while they fit in a budget, for the route pages drawn from them
 * once every page is rendered. Reading them back meant first waiting for every write to reach the disk, then reading
 * and decoding each: on GitHub's reference, about 2 s of the main thread while the other core had nothing to do.
 */
export class KeptPayloads {
  private readonly texts = new Map<string, string>();
  /** Payloads handed over that did not fit. */
  private readonly dropped = new Set<string>();
  private chars = 0;

  constructor(private budget = KEPT_PAYLOAD_CHARS) {}

  /** Told the docs' routes before the first payload: from KEPT_PAYLOADS_BELOW_ROUTES on, none is kept. */
  fitTo(routes: number): void {
    if (routes >= keptPayloadsBelowRoutes()) this.budget = 0;
  }

  /** Keeps a payload's text, if it fits in what is left of the budget. */
  keep(file: string, text: string): void {
    if (this.chars + text.length > this.budget) {
      this.dropped.add(file);
      return;
    }
    this.texts.set(file, text);
    this.chars += text.length;
  }

  /**
   * Whether a payload was handed over without its text kept: reading it back means waiting for the writers first. A
   * payload the build left in the site (see StagedSite.keep) is read from there at once.
   */
  readsBack(file: string): boolean {
    return this.dropped.has(file);
  }

  /** A kept payload's text. */
  text(file: string): string | undefined {
    return this.texts.get(file);
  }
}
