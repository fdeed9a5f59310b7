import type { Diagnostic } from '../core/diagnostics.ts';

/** What `docsgen build` is asked (see build). */
export interface BuildOptions {
  config: string;
  out: string;
  cwd?: string;
  drafts?: boolean;
  /** Warnings (such as images without alt text) fail the build too. */
  strict?: boolean;
  /** The access gate: `false` for a preview build, `true` to force it on, absent to follow the config. */
  gate?: boolean;
  /**
   * Called with the number of docs found, once the config is loaded and before anything is written: the CLI runs a
   * large build again in a `node` with its V8 flags from here (see rerunWhenLarge).
   */
  beforeCompile?: (docs: number) => Promise<void>;
  /** Payload characters kept for drawing the route pages (KEPT_PAYLOAD_CHARS by default; 0 reads every one back). */
  keptPayloadChars?: number;
  /** A line to show before building everything: why the last build's stamp could not be used (see build-stamp.ts). */
  onNote?: (line: string) => void;
  /** docsgen's identity in the stamp, docsgenIdentity() by default: tests give another to stand for an upgrade. */
  docsgenIdentity?: string;
}

/** What `docsgen build` did. */
export interface BuildResult {
  pages: number;
  files: number;
  bytes: number;
  ms: number;
  /** What Docusaurus tolerates, found in a build that succeeded (see `--strict`). */
  warnings: Diagnostic[];
  /** Whether the built site gates its pages; "absent" when the config has no gate section. */
  gate: 'on' | 'off' | 'absent';
  /** Nothing the build reads changed since the last build into the same folder: nothing was written. */
  upToDate?: true;
  /** The build patched the site in place (see StagedSite): how many of its files it wrote. */
  patched?: number;
  /** Docs rendered and docs reused as the last build rendered them (see PageCache), when the build keeps a cache. */
  docs?: { rendered: number; reused: number };
  /** Only the edited docs' bodies changed: the build rendered them alone and patched the site where it shows them. */
  bodiesOnly?: true;
}
