/**
 * How much content was handed to the site writers and is not on disk yet. At 100,000 pages the route pages alone are
 * gigabytes, produced faster than brotli compresses them; unbounded, they sat in the workers' message queues, outside
 * the heap, until the end of the build.
 */
export class WriteBacklog {
  private pending = 0;
  private waiting: (() => void)[] = [];
  private waitingForEmpty: (() => void)[] = [];

  constructor(private readonly maxPending: number) {}

  /** Content handed over. */
  add(bytes: number): void {
    this.pending += bytes;
  }

  /** Content written; whoever waits for room gets it once the backlog is under the bound. */
  written(bytes: number): void {
    this.pending -= bytes;
    if (this.pending <= 0) this.waitingForEmpty = resumeAll(this.waitingForEmpty);
    if (this.pending < this.maxPending) this.waiting = resumeAll(this.waiting);
  }

  /** Whether the backlog is at its bound: then `room()` waits. */
  get full(): boolean {
    return this.pending >= this.maxPending;
  }

  /** Settles once the backlog is under its bound. */
  room(): Promise<void> {
    return this.full ? new Promise((resolve) => this.waiting.push(resolve)) : Promise.resolve();
  }

  /** Settles once everything handed over is written. */
  empty(): Promise<void> {
    return this.pending <= 0 ? Promise.resolve() : new Promise((resolve) => this.waitingForEmpty.push(resolve));
  }
}

/** Lets every waiter go; the empty list that replaces theirs. */
function resumeAll(waiting: readonly (() => void)[]): (() => void)[] {
  for (const resume of waiting) resume();
  return [];
}
