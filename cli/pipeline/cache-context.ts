import { createHash } from 'node:crypto';
import path from 'node:path';
import type { PageContext } from '../page/page-context.ts';
import type { FileHashes } from '../output/build-stamp.ts';
import type { DocSource } from '../sources/doc.ts';
import { isCategoryFile } from '../sources/discover.ts';
import { docPlaces, parsedDigest } from './doc-reads.ts';

/** What a build's docs render in, for its cache of rendered docs (see PageCache). */
export interface CacheContext {
  /** Each doc's key: its file, its source's hash and its last commit; none for a doc whose source was not hashed. */
  keys: Map<DocSource, string | undefined>;
  /** A digest of everything every doc renders with besides its own source and what it asks (see PageCache). */
  context: string;
  /** Digests of the API descriptions' files by `openapi`, `graphql` and `all`, which a doc asks for (DocReads). */
  apiDigests: Record<string, string>;
}

/**
 * The context of `docs`, each rendered in its placement's `contextOf` it: `build` digests docsgen, the config and the
 * options, `hashes` are the build's input files' (see buildInputs), `apiFolders` the API descriptions' folders.
 */
export function cacheContext(
  docs: readonly DocSource[],
  contextOf: (doc: DocSource) => PageContext,
  setup: { build: string; hashes: Readonly<FileHashes>; apiFolders?: readonly [string, string] },
): CacheContext {
  const keys = new Map<DocSource, string | undefined>();
  const docFiles = new Set<string>();
  for (const doc of docs) {
    const ctx = contextOf(doc);
    const file = docSourceFile(doc, ctx.docsDir);
    docFiles.add(file);
    // A page written from an API description has no file: it is keyed by what it was parsed to.
    const hash = setup.hashes[file]?.[2] ?? `parsed:${parsedDigest(doc)}`;
    const commit = JSON.stringify(ctx.lastCommits?.get(doc.relPath) ?? null);
    keys.set(doc, hash && `${doc.file}\0${hash}\0${commit}`);
  }
  const hash = createHash('sha1').update(setup.build);
  const apis = { openapi: createHash('sha1'), graphql: createHash('sha1'), all: createHash('sha1') };
  const [openapi, graphql] = (setup.apiFolders ?? []).map((folder) => folder + path.sep);
  // A category file is what sidebars are drawn from, and an API description what its pages and embeds are: a doc
  // shows them only through its questions (see DocReads).
  const apiOf = (file: string) =>
    openapi && file.startsWith(openapi) ? 'openapi' : graphql && file.startsWith(graphql) ? 'graphql' : undefined;
  for (const [file, [, , digest]] of Object.entries(setup.hashes)) {
    const api = apiOf(file);
    if (api) for (const kind of [apis[api], apis.all]) kind.update(`${file}\0${digest}\0`);
    else if (!docFiles.has(file) && !isCategoryFile(file)) hash.update(`${file}\0${digest}\0`);
  }
  const apiDigests = Object.fromEntries(Object.entries(apis).map(([kind, digest]) => [kind, digest.digest('hex')]));
  return { keys, context: hash.update(docPlaces(docs, contextOf)).digest('hex'), apiDigests };
}

/** A doc's source file on disk (absolute): a translation's own file, or its path in its placement's docs folder. */
export const docSourceFile = (doc: DocSource, docsDir: string): string =>
  doc.sourceFile ?? path.join(docsDir, doc.relPath);
