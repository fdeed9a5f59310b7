import fs from 'node:fs';
import path from 'node:path';
import { error, type Diagnostic } from '../core/diagnostics.ts';
import { localizedFile } from './config/site-layout.ts';
import { discover, linkError } from './discover.ts';
import { readText } from '../util/read-text.ts';
import { parseCategory, type CategoryMeta } from './category.ts';
import { parseDoc, type DocSource, type MarkdownFormat } from './doc.ts';
import type { ParsedDoc, ParsedDocs } from './parsed-docs.ts';

export interface Sources {
  docs: DocSource[];
  categories: CategoryMeta[];
  /** Ids of draft docs, which production builds leave out. */
  draftIds: string[];
  /** Their files, relative to the docs folder, to say why a link to one is broken. */
  draftRelPaths: string[];
}

/** Where the docs are read from and served at: the config's `docs` section, resolved. */
export interface DocsFolder {
  /** Absolute docs folder. */
  dir: string;
  /** The docs' base route ("/docs", or "/"). */
  route: string;
  /** Globs relative to `dir` of files that are not pages; absent, files and folders starting with "_". */
  exclude?: readonly string[];
  /** The config's markdown.format: which pages are MDX. */
  format?: MarkdownFormat;
  /**
   * A translation's folder for these docs (see translatedDocsDirOf): a doc with a file of the same path there is read
   * from it, and one without is the default locale's, marked untranslated, as Docusaurus falls back.
   */
  translated?: string;
}

/**
 * Discovers and parses every source; drafts are kept only when asked for. With `parsedDocs`, a doc whose file is as
 * the last build parsed it is taken from there.
 */
export function loadSources(
  docsFolder: DocsFolder,
  cwd: string,
  includeDrafts: boolean,
  projectRoots: readonly string[] = [docsFolder.dir],
  parsedDocs?: ParsedDocs,
): { sources: Sources; diagnostics: Diagnostic[] } {
  const found = discover(docsFolder.dir, projectRoots, docsFolder.exclude);
  const diagnostics: Diagnostic[] = [];
  // Once, not per file: path.relative resolves both of its paths on every call.
  const docsFromCwd = path.relative(cwd, found.docsDir);
  const display = (rel: string) => path.join(docsFromCwd, rel);
  if (!fs.existsSync(found.docsDir)) {
    diagnostics.push(
      error(
        'missing-file',
        path.relative(cwd, found.docsDir) || found.docsDir,
        1,
        1,
        'the docs folder does not exist; expected Markdown files under it',
      ),
    );
  }
  const all = found.docs.flatMap((rel) => {
    const located = localizedFile(found.docsDir, docsFolder.translated, rel);
    const file = located.translated ? path.relative(cwd, located.file) : display(rel);
    const parse = (): ParsedDoc => {
      const source = readText(located.file, file);
      // A file that cannot be read is no page, rather than an empty one.
      if (source.text === undefined) return { diagnostics: source.diagnostics };
      const { doc, diagnostics: found } = parseDoc(file, rel, source.text, docsFolder.route, docsFolder.format);
      return { doc, diagnostics: [...source.diagnostics, ...found] };
    };
    const args = JSON.stringify([file, rel, docsFolder.route, docsFolder.format ?? null]);
    const parsed = parsedDocs ? parsedDocs.parsed(path.resolve(located.file), args, parse) : parse();
    diagnostics.push(...parsed.diagnostics);
    if (!parsed.doc) return [];
    if (located.translated) parsed.doc.sourceFile = located.file;
    if (located.untranslated) parsed.doc.untranslated = true;
    return [parsed.doc];
  });
  diagnostics.push(...found.links.map((link) => linkError(display(link.rel), link)));
  diagnostics.push(...twoCategoryFiles(found.categories, display));
  const categories = found.categories.flatMap((rel) => {
    const source = readText(path.join(found.docsDir, rel), display(rel));
    diagnostics.push(...source.diagnostics);
    if (source.text === undefined) return [];
    const parsed = parseCategory(display(rel), rel, source.text);
    diagnostics.push(...parsed.diagnostics);
    return [parsed.category];
  });
  const drafts = all.filter((d) => d.frontMatter.draft);
  const docs = includeDrafts ? all : all.filter((d) => !d.frontMatter.draft);
  diagnostics.push(
    ...duplicates(
      docs,
      (d) => d.id,
      'id',
      (d) => d.keyLines.id,
    ),
    ...duplicates(
      docs,
      (d) => d.route,
      'route',
      (d) => d.keyLines.slug ?? d.keyLines.id,
    ),
  );
  return {
    sources: { docs, categories, draftIds: drafts.map((d) => d.id), draftRelPaths: drafts.map((d) => d.relPath) },
    diagnostics,
  };
}

/**
 * Every doc that shares a value is reported except its owner: the first doc that took the value from its file name,
 * or the first doc when all of them chose it in front matter. A report points at the front matter key that made
 * the value (`line`), or at the top of a file that took it from its name.
 */
function duplicates(
  docs: DocSource[],
  key: (d: DocSource) => string,
  what: string,
  line: (d: DocSource) => number | undefined,
): Diagnostic[] {
  const sharing = new Map<string, DocSource[]>();
  for (const doc of docs) {
    const value = key(doc);
    const group = sharing.get(value);
    if (group) group.push(doc);
    else sharing.set(value, [doc]);
  }
  const out: Diagnostic[] = [];
  for (const [value, group] of sharing) {
    if (group.length < 2) continue;
    const owner = group.find((doc) => line(doc) === undefined) ?? group[0]!;
    for (const doc of group)
      if (doc !== owner)
        out.push(
          error(
            what === 'id' ? 'duplicate-id' : 'duplicate-route',
            doc.file,
            line(doc) ?? 1,
            1,
            `duplicate ${what} "${value}", also used by ${owner.file}`,
          ),
        );
  }
  return out;
}

/** A folder with both _category_.json and _category_.yml: which one was meant cannot be known, so neither is taken on trust. */
function twoCategoryFiles(files: string[], display: (rel: string) => string): Diagnostic[] {
  const byDir = new Map<string, string[]>();
  for (const rel of files) byDir.set(path.posix.dirname(rel), [...(byDir.get(path.posix.dirname(rel)) ?? []), rel]);
  return [...byDir.values()]
    .filter((group) => group.length > 1)
    .map((group) =>
      error(
        'invalid-category-file',
        display(group[1]!),
        1,
        1,
        `a second category file for this folder, beside ${path.posix.basename(group[0]!)}; keep one`,
      ),
    );
}
