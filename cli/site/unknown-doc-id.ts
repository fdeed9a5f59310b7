import path from 'node:path';
import { closest, distance } from 'fastest-levenshtein';

/**
 * `no doc has the id "…"`, with the id that was probably meant, as a broken link gets the page that was probably
 * meant: the doc of the same name when one other folder has it (it was moved), or else an id a typo away.
 */
export function noDocWithId(id: string, ids: Iterable<string>): string {
  return `no doc has the id "${id}"${suggestDocId(id, [...ids])}`;
}

function suggestDocId(id: string, ids: string[]): string {
  if (!ids.length) return '';
  const name = path.posix.basename(id);
  const moved = ids.filter((other) => path.posix.basename(other) === name);
  if (moved.length === 1) return ` (did you mean "${moved[0]}"?)`;
  const best = closest(id, ids);
  // The same allowance as a link's path: a typo or two, not another word.
  return distance(id, best) <= Math.min(4, Math.ceil(id.length / 5)) ? ` (did you mean "${best}"?)` : '';
}
