import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/temp-project.ts';

/** Every TypeScript file of viewer/, relative to the repository, with its text. */
function viewerSources(dir = 'viewer'): [string, string][] {
  return fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return viewerSources(rel);
    return /\.tsx?$/.test(entry.name)
      ? [[rel, fs.readFileSync(path.join(repoRoot, rel), 'utf8')] as [string, string]]
      : [];
  });
}

/**
 * The viewer's text is replaced at build time (esbuild's `define` of each `UI.<key>`, scripts/build-tool.mjs): a
 * table imported at run time would put every language's text on every page, and `UI[key]` is not replaced at all.
 */
describe("the viewer's interface text", () => {
  // viewer/dev/ is watch's live-reload client, a bundle of its own that no site carries: it holds watch's own text in
  // both languages (format/ui-strings/dev/, about a kilobyte) and picks one by the page's lang.
  const sources = viewerSources().filter(([file]) => file !== 'viewer/ui.d.ts' && !file.startsWith('viewer/dev/'));

  it('imports no table of format/ui-strings, only refers to `UI.<key>`', () => {
    const imports = sources.filter(([, text]) => /^import (?!type )[^;]*ui-strings\//m.test(text)).map(([f]) => f);
    expect(imports).toEqual([]);
    const dynamic = sources.filter(([, text]) => /(?<![\w."'-])UI\s*\[/.test(text)).map(([f]) => f);
    expect(dynamic).toEqual([]);
  });
});
