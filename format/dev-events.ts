/**
 * The events `docsgen watch` sends its live-reload client (viewer/dev) over Server-Sent Events, one JSON object per
 * event. Only the dev server and its client speak them; no built site carries either.
 */

/** A few lines of a file around an error, for the overlay to show with the column marked. */
export interface DevExcerpt {
  /** 1-based number of the first line of `lines`. */
  start: number;
  lines: string[];
}

/** One problem of the last rebuild, as the overlay lists it. */
export interface DevError {
  /** `file:line:col` as the terminal prints it; none for a problem of watch itself (a folder it cannot watch). */
  location?: string;
  /** 1-based, with `location`: where the excerpt marks the error. */
  line?: number;
  column?: number;
  message: string;
  /** Absent when the file cannot be read (a missing config, a deleted page). */
  excerpt?: DevExcerpt;
}

export type DevEvent =
  /** Every error of the last rebuild (none once fixed); `served`: a version without errors is being shown. */
  | { type: 'errors'; errors: DevError[]; served: boolean }
  /** Payload URLs whose content changed, and whether the manifest did: the viewer refetches them in place. */
  | { type: 'update'; payloads: string[]; manifest: boolean };
