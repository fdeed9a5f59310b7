import type { DocumentStats } from './page-postings.ts';
import { type FieldPostings, keyAtMargin, type PruneMargin, selectionKeepsDropped } from './prune.ts';

/**
 * The pruned terms one replacement of pages changed (see LiveSearchIndex.replace), each with the highest key, at its
 * margin's averages, of the postings removed or added: a term whose changed postings all rank far below the ones it
 * keeps keeps the same selection, and need not be pruned again (see selectionKeepsDropped). A frequent word is in
 * nearly every page, so an edit of any page changes its postings; the page's documents are seldom among the few
 * thousand it keeps, and pruning the 160 most frequent terms again took the index worker a fifth of a second after
 * each edit of a 10,000-page site.
 */
export class DroppedChanges {
  private readonly highest = new Map<string, number>();
  /** Cleared once a replaced page changed its number of documents: the ids after it moved, and every row with them. */
  private idsKept = true;

  constructor(
    private readonly margins: Map<string, PruneMargin>,
    private readonly fields: readonly string[],
  ) {}

  /** Postings [from, to) of `term` in `field`, removed or added, their ids numbered as `docs` numbers them. */
  note(term: string, field: number, postings: FieldPostings, from: number, to: number, docs: DocumentStats): void {
    const margin = this.margins.get(term);
    if (!margin) return;
    let highest = this.highest.get(term) ?? -Infinity;
    for (let i = from; i < to; i++) {
      const id = postings.ids[i]!;
      const posting = { isPage: docs.isPage(id), tf: postings.tfs[i]!, length: docs.length(id, field) };
      highest = Math.max(highest, keyAtMargin(margin, this.fields, field, posting));
    }
    this.highest.set(term, highest);
  }

  /** A replaced page has more or fewer documents than before. */
  idsMoved(): void {
    this.idsKept = false;
  }

  /**
   * Whether `term`, which this replacement changed, keeps the postings it kept now that the averages are `averages`;
   * if so, its margin takes in the postings added, which now count among the ones dropped.
   */
  keepsSelection(term: string, averages: readonly number[]): boolean {
    const margin = this.margins.get(term);
    const highest = this.highest.get(term);
    if (!this.idsKept || !margin || highest === undefined || !selectionKeepsDropped(margin, averages, highest))
      return false;
    this.margins.set(term, { ...margin, below: Math.max(margin.below, highest) });
    return true;
  }
}
