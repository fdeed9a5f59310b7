import type { UiStrings } from '../format/ui-strings/pt-BR.ts';

declare global {
  /**
   * The interface's text in the language the viewer is built for: scripts/build-tool.mjs replaces each `UI.<key>`
   * with its string (esbuild's `define`), so no table reaches the browser. Only `UI.<key>` works: `UI[key]` would be
   * left as it is and fail at run time.
   */
  const UI: UiStrings;
}
