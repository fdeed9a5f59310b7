/**
 * Strings kept once: an index's entries repeat the same kinds, crumbs and headings from page to page, and each came
 * from its page's bytes on its own, so equal values were as many strings (see SearchIndexBuilder, SectionColumns).
 */
export class Interned {
  private readonly kept = new Map<string, string>();

  /** The first string equal to `value` this was given. */
  of<T extends string>(value: T): T {
    let kept = this.kept.get(value);
    if (kept === undefined) this.kept.set(value, (kept = value));
    return kept as T;
  }
}
