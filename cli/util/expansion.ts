/** The size recorded for an object while its values are being counted: met again, it holds itself. */
const COUNTING = -1;

/**
 * How large a value is once every shared part is copied out: what a walk of it visits. A parsed YAML document shares
 * the value of an anchor among its aliases, and a dereferenced OpenAPI document the target of a `$ref` among the
 * places that name it, so a few lines can stand for billions of values that every check, renderer or JSON.stringify
 * would visit one by one. Both are measured here without walking them: each object's size is counted once.
 */
export class Expansion {
  /** Each object's size, once counted; COUNTING while its own values are. */
  private readonly sizes = new Map<object, number>();

  /** `limit`: the most values a walk may visit; sizes are counted up to one more than it. */
  constructor(readonly limit: number) {}

  /**
   * How many values a walk of `value` visits (itself, and what it holds, each shared object wherever it is used),
   * or `limit + 1` when that is more. A value that holds itself would be walked forever: it counts as too large.
   */
  size(value: unknown): number {
    if (typeof value !== 'object' || value === null) return 1;
    const known = this.sizes.get(value);
    if (known !== undefined) return known === COUNTING ? this.limit + 1 : known;
    this.sizes.set(value, COUNTING);
    let total = 1;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length && total <= this.limit; i++) total += this.size(value[i]);
    } else {
      for (const key in value) {
        total += this.size((value as Record<string, unknown>)[key]);
        if (total > this.limit) break;
      }
    }
    total = Math.min(total, this.limit + 1);
    this.sizes.set(value, total);
    return total;
  }

  /** Whether a walk of `value` visits more than `limit` values. */
  exceeds(value: unknown): boolean {
    return this.size(value) > this.limit;
  }

  /**
   * The keys leading from `root` to the value whose visit takes a walk, in the order of the keys, past `limit`:
   * where the budget is crossed. Undefined when the walk stays within it.
   */
  crossing(root: unknown): string[] | undefined {
    if (!this.exceeds(root)) return undefined;
    const path: string[] = [];
    const onPath = new Set<object>();
    let visited = 0;
    let node = root;
    for (;;) {
      visited++;
      if (visited > this.limit || typeof node !== 'object' || node === null || onPath.has(node)) return path;
      onPath.add(node);
      let next: string | undefined;
      for (const key in node) {
        const size = this.size((node as Record<string, unknown>)[key]);
        if (visited + size <= this.limit) visited += size;
        else {
          next = key;
          break;
        }
      }
      if (next === undefined) return path;
      path.push(next);
      node = (node as Record<string, unknown>)[next];
    }
  }
}
