/** Bundles the CLI and the viewer into dist/. */
export function buildTool(): Promise<void>;
/** Rebuilds dist/ when a source file is newer than the last build. */
export function ensureBuilt(): Promise<void>;
/** The esbuild plugin that makes every import() target of the viewer re-export the viewer's start. */
export function lazyChunksNameTheStart(): import('esbuild').Plugin;
