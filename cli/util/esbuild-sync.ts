import { createRequire } from 'node:module';

type Esbuild = typeof import('esbuild');

let esbuild: Esbuild | undefined;

/**
 * esbuild's API for a synchronous call (transformSync), loaded at the first: imported statically, its CommonJS entry
 * was lexed and loaded by every command (about 15 ms), when only a page with a `<style>` element or a CSS module
 * needs it. The same module as `import('esbuild')` gives, from Node's one CommonJS cache.
 */
export function esbuildSync(): Esbuild {
  esbuild ??= createRequire(import.meta.url)('esbuild') as Esbuild;
  return esbuild;
}
