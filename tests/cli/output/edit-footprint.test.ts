import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { tempProject, type TempProject } from '../../helpers/temp-project.ts';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { builtFiles } from '../../helpers/built-files.ts';

beforeAll(async () => {
  await ensureBuilt();
});

const WORDS = [
  'talhão',
  'colheita',
  'plantio',
  'safra',
  'adubação',
  'frota',
  'hectare',
  'irrigação',
  'semente',
  'solo',
];

/** The basic fixture with 160 more pages, so that the route table, the sidebar and the search index have many files. */
function project(): TempProject {
  const p = tempProject('basic');
  for (let i = 0; i < 160; i++) {
    const words = Array.from({ length: 40 }, (_, w) => `${WORDS[(i * 7 + w) % WORDS.length]}${(i + w) % 13}`);
    p.write(
      `content/docs/guide/lote/pagina-${i}.md`,
      `# Página ${i}\n\n${words.slice(0, 20).join(' ')}.\n\n## Detalhes\n\n${words.slice(20).join(' ')}.\n`,
    );
  }
  return p;
}

const siteFiles = (dir: string) => builtFiles(path.join(dir, 'site'));

/** The files added, removed or changed from one build to the next. */
function changedFiles(before: Map<string, Buffer>, after: Map<string, Buffer>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => !before.get(name)?.equals(after.get(name) ?? Buffer.alloc(0))).sort();
}

const buildIn = (dir: string) => build({ config: 'docs.config.json', out: 'site', cwd: dir });

const PAGE = 'content/docs/guide/lote/pagina-7.md';

/**
 * What a change to one page's text may change in a site, and nothing else: that page's shell, payload and Markdown,
 * llms.txt and llms-full.txt, the route shard holding it, the search index's entry, the term parts and the excerpt
 * part holding its words, and the list of hashed files (which names its new payload), with their compressed copies.
 */
const MAY_CHANGE = [
  /^docs\/guide\/lote\/pagina-7(\/index\.html|\.md)$/,
  /^data\/guide\/lote\/pagina-7\.[0-9a-f]+\.json$/,
  /^llms-full\.txt$/,
  // Each page's description, which its first paragraph gives when its front matter has none.
  /^llms\.txt(\.br|\.gz)?$/,
  /^routes\/\d+\.json(\.br|\.gz)?$/,
  /^search-index\/current\/pt-BR\.json(\.br|\.gz)?$/,
  /^search-index\/current\/pt-BR\/([0-9a-f]+|x-[0-9a-f]+-\d+)\.json(\.br|\.gz)?$/,
  /^hashed-files\.map(\.br|\.gz)?$/,
];

describe('what an edit of one page changes in the site', () => {
  it.each([
    ['a paragraph added at its end', (text: string) => `${text}\nUm parágrafo novo sobre pulverização.\n`],
    ['its first words changed', (text: string) => text.replace(/\n\n\S+/, '\n\nPulverização')],
  ])('after %s: only the files of that page and the few shared files that hold its text', async (_what, edit) => {
    const p = project();
    await buildIn(p.dir);
    const before = siteFiles(p.dir);
    p.write(PAGE, edit(p.read(PAGE)));
    await buildIn(p.dir);
    const changed = changedFiles(before, siteFiles(p.dir));
    expect(changed).toContain('docs/guide/lote/pagina-7/index.html');
    expect(changed.filter((file) => !MAY_CHANGE.some((allowed) => allowed.test(file)))).toEqual([]);
    // One shard of several, one excerpt part of several, no doc part.
    const json = (files: Iterable<string>, pattern: RegExp) => [...files].filter((f) => pattern.test(f));
    expect(json(changed, /^routes\/.*\.json$/)).toHaveLength(1);
    expect(json(before.keys(), /^routes\/.*\.json$/).length).toBeGreaterThan(1);
    expect(json(changed, /\/x-.*\.json$/)).toHaveLength(1);
    expect(json(before.keys(), /\/x-.*\.json$/).length).toBeGreaterThan(1);
    expect(json(changed, /\/d-/)).toEqual([]);
  });
});
