import { describe, expect, it } from 'vitest';
import { WatchSession } from '../../../cli/watch/watch-session.ts';
import type { SearchIndexEntry, SearchTermPart } from '../../../format/site-format.ts';
import { tempProject, type TempProject } from '../../helpers/temp-project.ts';
import { startWatchProcess } from '../../helpers/cli.ts';
import { searchPartFile } from '../../../format/search/parts.ts';

const PAGES = 60;

/**
 * Words of their own per page, of varied lengths as real words are, so that the index spreads over several term parts
 * and doc parts.
 */
const word = (page: number, n: number) =>
  `v${page.toString(36)}${n.toString(36)}${'aeiou'.slice(0, 1 + ((n * 7 + page) % 5))}`;

function pageSource(page: number, extra = ''): string {
  const text = (from: number) => Array.from({ length: 60 }, (_, n) => word(page, from + n)).join(' ');
  return `---\ntitle: Página ${page}\n---\n\n${text(0)}\n\n## Primeira seção\n\n${text(60)}\n\n## Segunda seção\n\n${extra}${text(120)}\n`;
}

/** The basic fixture with PAGES more pages in a folder of their own. */
function project(): TempProject {
  const p = tempProject();
  for (let i = 0; i < PAGES; i++) p.write(`content/docs/gerado/p${i}.md`, pageSource(i));
  return p;
}

async function watched(dir: string): Promise<WatchSession> {
  const s = new WatchSession('docs.config.json', dir);
  expect((await s.full()).diagnostics).toEqual([]);
  expect(await s.rebuildSearch()).toBe(true);
  return s;
}

/** Once the session's index has caught up, its site is a fresh session's of the same files, payload for payload. */
async function expectFreshEqual(s: WatchSession, p: TempProject): Promise<void> {
  await s.rebuildSearch();
  const fresh = await watched(p.dir);
  expect(changedPaths(fresh.site!.payloads, s.site!.payloads)).toEqual([]);
}

/** The files whose content is new: written anew, not only renamed (doc parts carry one hash of them all). */
function newContent(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): string[] {
  const old = new Set(before.values());
  return [...after].filter(([, json]) => !old.has(json)).map(([path]) => path);
}

function changedPaths(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])]
    .filter((path) => before.get(path) !== after.get(path))
    .sort();
}

describe('watch at a save of one page', () => {
  it('rewrites that page, the search entry and only the index parts the edit changed, and ends as a fresh compile of the same content', async () => {
    const p = project();
    const s = await watched(p.dir);
    const before = new Map(s.site!.payloads);
    const entryBefore = JSON.parse(s.site!.manifestJson).search[0].file as string;
    expect(JSON.parse(before.get(entryBefore)!).termParts.length).toBeGreaterThan(3);

    p.write('content/docs/gerado/p7.md', pageSource(7, 'colheitadeira '));
    const report = await s.apply([p.file('content/docs/gerado/p7.md')]);
    expect(report).toMatchObject({
      kind: 'pages',
      changedPayloads: ['data/gerado/p7.json'],
      manifestChanged: false,
      diagnostics: [],
    });
    expect(s.searchIsStale).toBe(true);
    expect(await s.rebuildSearch()).toBe(true);
    const after = s.site!.payloads;

    // Outside the index: the page's payload, and no route shard, sidebar or other payload.
    expect(changedPaths(before, after).filter((path) => !path.startsWith('search-index/'))).toEqual([
      'data/gerado/p7.json',
    ]);
    // In it: the entry (its statistics), the term parts holding the page's words or whose bounds the new word moved,
    // and the excerpt part that holds the page; the rest keep their content.
    const entryAfter = JSON.parse(s.site!.manifestJson).search[0].file as string;
    const entry = JSON.parse(after.get(entryAfter)!) as SearchIndexEntry;
    const boundsBefore = new Set(
      (JSON.parse(before.get(entryBefore)!) as SearchIndexEntry).termParts.map(([first, count]) => `${first} ${count}`),
    );
    const written = newContent(before, after).filter((path) => path.startsWith('search-index/'));
    const termParts = written.filter((path) => /\/[0-9a-f]{10}\.json$/.test(path));
    expect(written).toContain(entryAfter);
    expect(termParts.length).toBeGreaterThan(0);
    expect(termParts.length).toBeLessThan(entry.termParts.length);
    for (const path of termParts) {
      const terms = (JSON.parse(after.get(path)!) as SearchTermPart).terms.map(([term]) => term);
      expect(
        terms.some((term) => term.startsWith('v7') || term.startsWith('colheit')) ||
          !boundsBefore.has(`${terms[0]} ${terms.length}`),
        path,
      ).toBe(true);
    }
    // The page's headings are the same; the opening words of its last section, which its excerpt part holds, are not.
    expect(written.filter((path) => /\/[dx]-[0-9a-f]+-\d+\.json$/.test(path))).toEqual([
      expect.stringMatching(/\/x-[0-9a-f]+-\d+\.json$/),
    ]);
    expect(entry.docParts.sizes.length).toBeGreaterThan(2);
    expect(written).toHaveLength(1 + termParts.length + 1);

    // What a fresh compile of the same content serves: payloads, shards, sidebars, the index and the exports.
    const fresh = await watched(p.dir);
    expect(s.site!.manifestJson).toBe(fresh.site!.manifestJson);
    expect(changedPaths(fresh.site!.payloads, after)).toEqual([]);
    expect(s.site!.markdown.get('docs/gerado/p7.md')).toBe(fresh.site!.markdown.get('docs/gerado/p7.md'));
    expect(s.site!.markdown.get('docs/gerado/p7.md')).toContain('colheitadeira');
    expect(s.site!.markdown.get('llms-full.txt')).toBe(fresh.site!.markdown.get('llms-full.txt'));
  });

  it('leaves the route shards alone when a title change rewrites the sidebar and the neighbours’ payloads', async () => {
    const p = project();
    const s = await watched(p.dir);
    const before = new Map(s.site!.payloads);
    const page = 'content/docs/about/configuration.md';
    p.write(page, p.read(page).replace('---\nsidebar_position: 2', '---\ntitle: Ajustes\nsidebar_position: 2'));
    const report = await s.apply([p.file(page)]);
    expect(report.kind).toBe('full');
    // The page and its neighbour in the pager; the others are reused.
    expect(report.docs).toEqual({ rendered: 2, reused: PAGES + 3 });
    await s.rebuildSearch();
    const changed = changedPaths(before, s.site!.payloads).filter((path) => !path.startsWith('search-index/'));
    expect(changed).toEqual(
      expect.arrayContaining(['data/about/configuration.json', 'data/about/intro.json', 'sidebars/about.json']),
    );
    expect(changed.filter((path) => path.startsWith('routes/'))).toEqual([]);
    const fresh = await watched(p.dir);
    expect(changedPaths(fresh.site!.payloads, s.site!.payloads)).toEqual([]);
  });

  it('renders every doc after a change other than docs edited in place, and after a compile that failed', async () => {
    const p = project();
    const s = await watched(p.dir);
    p.write('docs.config.json', p.read('docs.config.json').replace('um site pequeno', 'um site menor'));
    expect((await s.apply([p.file('docs.config.json')])).docs).toEqual({ rendered: PAGES + 5, reused: 0 });
    // A new title with a broken link: compiled again, with an error, and nothing published.
    const page = 'content/docs/gerado/p7.md';
    const source = p.read(page);
    p.write(page, `${source.replace('title: Página 7', 'title: Sétima')}\n[quebrado](./nao-existe.md)\n`);
    const failed = await s.apply([p.file(page)]);
    expect(failed.diagnostics.map((d) => d.severity)).toContain('error');
    p.write(page, source.replace('title: Página 7', 'title: Sétima'));
    const fixed = await s.apply([p.file(page)]);
    // The failed compile left no site to patch, nor docs to reuse: the fix compiles everything.
    expect(fixed.docs).toEqual({ rendered: PAGES + 5, reused: 0 });
    await expectFreshEqual(s, p);
  });

  // A doc without a description shows its first line on its card: a generated index page's, here.
  it('compiles everything when a first line a card shows changes, and renders the page alone for any other line', async () => {
    const p = project();
    p.write('content/docs/about/extra/_category_.json', JSON.stringify({ link: { type: 'generated-index' } }));
    p.write('content/docs/about/extra/um.md', '# Um\n\nA primeira linha.\n\nOutro parágrafo.\n');
    p.write('content/docs/about/extra/dois.md', '# Dois\n\nTexto.\n');
    const s = await watched(p.dir);
    const cardsPage = () => [...s.site!.payloads.values()].find((json) => json.includes('"category-index"'))!;
    expect(cardsPage()).toContain('A primeira linha.');
    p.write('content/docs/about/extra/um.md', '# Um\n\nA primeira linha.\n\nO parágrafo mudou.\n');
    expect((await s.apply([p.file('content/docs/about/extra/um.md')])).kind).toBe('pages');
    p.write('content/docs/about/extra/um.md', '# Um\n\nUma linha nova.\n\nO parágrafo mudou.\n');
    const report = await s.apply([p.file('content/docs/about/extra/um.md')]);
    expect(report.kind).toBe('full');
    expect(cardsPage()).toContain('Uma linha nova.');
    // The doc itself; the generated index page is drawn again from the sidebars, and the other docs are reused.
    expect(report.docs).toEqual({ rendered: 1, reused: PAGES + 6 });
    await expectFreshEqual(s, p);
  });

  it("renders, after a category file's edit, only the docs whose breadcrumb shows it", async () => {
    const p = project();
    p.write('content/docs/about/extra/_category_.json', JSON.stringify({ label: 'Extra' }));
    p.write('content/docs/about/extra/um.md', '# Um\n\nTexto.\n');
    p.write('content/docs/about/extra/dois.md', '# Dois\n\nTexto.\n');
    const s = await watched(p.dir);
    p.write('content/docs/about/extra/_category_.json', JSON.stringify({ label: 'Mais' }));
    const report = await s.apply([p.file('content/docs/about/extra/_category_.json')]);
    expect(report.docs).toEqual({ rendered: 2, reused: PAGES + 5 });
    await expectFreshEqual(s, p);
  });

  it('updates the index on the index worker of the bundled CLI, which tests from sources do in-process', async () => {
    const p = tempProject();
    const running = await startWatchProcess(p.dir);
    try {
      const entryFile = async () =>
        ((await (await fetch(`${running.url}/manifest.json`)).json()) as { search?: { file: string }[] }).search?.[0]
          ?.file;
      await expect.poll(entryFile, { timeout: 15_000 }).toBeDefined();
      const file = (await entryFile())!;
      // The entry keeps its name: its term parts, which it names by their content, show the new word.
      const termParts = async () => {
        const entry = (await (await fetch(`${running.url}/${file}`)).json()) as SearchIndexEntry;
        return Promise.all(
          entry.termParts.map(([, , hash]) =>
            fetch(`${running.url}/${searchPartFile(file, hash)}`).then((r) => r.text()),
          ),
        );
      };
      expect((await termParts()).some((json) => json.includes('"xilofon'))).toBe(false);
      p.write('content/docs/guide/first-steps.md', '---\ntitle: Primeiros passos\n---\n\nO xilofone agrícola.\n');
      await expect
        .poll(async () => (await termParts()).some((json) => json.includes('"xilofon')), { timeout: 15_000 })
        .toBe(true);
      expect(await entryFile()).toBe(file);
    } finally {
      await running.stop();
    }
  }, 40_000);
});
