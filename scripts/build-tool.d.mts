/** Bundles the CLI and the viewer into dist/. */
export function buildTool(): Promise<void>;
/** Rebuilds dist/ when a source file is newer than the last build. */
export function ensureBuilt(): Promise<void>;
