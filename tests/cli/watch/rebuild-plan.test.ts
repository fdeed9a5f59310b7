import { describe, expect, it } from 'vitest';
import type { LinkSite } from '../../../cli/site/links/check-links.ts';
import { parseDoc, type DocSource } from '../../../cli/sources/doc.ts';
import { docsReusableAfter, LinkIndex, planRebuild } from '../../../cli/watch/rebuild-plan.ts';

const doc = (relPath: string, source: string): DocSource =>
  parseDoc(`content/docs/${relPath}`, relPath, source, '/docs').doc;
const a = doc('guide/a.md', '---\ntitle: A\nsidebar_position: 1\n---\nTexto.\n');
const b = doc('guide/b.md', '---\ntitle: B\n---\nVeja [A](./a.md#x).\n');
const c = doc('other/c.md', '---\ntitle: C\n---\nSem links.\n');
const docs = new Map([a, b, c].map((d) => [d.file, d]));
const routeByRelPath = new Map([a, b, c].map((d) => [d.relPath, d.route]));
const site = (from: DocSource, href: string): LinkSite => ({
  file: from.file,
  line: 1,
  column: 1,
  href,
  context: { fromRoute: from.route, fromRelPath: from.relPath, routeByRelPath, baseUrl: '/' },
});
const links = new LinkIndex([site(b, './a.md#x'), site(c, '/docs/other/c#y')]);

describe('planRebuild', () => {
  it('re-renders an edited page and re-checks the pages that link to it', () => {
    const next = doc('guide/a.md', '---\ntitle: A\nsidebar_position: 1\n---\nOutro texto.\n');
    expect(planRebuild([{ relPath: 'content/docs/guide/a.md', kind: 'doc', next }], docs, links)).toEqual({
      kind: 'pages',
      render: ['content/docs/guide/a.md'],
      recheck: ['content/docs/guide/a.md', 'content/docs/guide/b.md'],
    });
  });

  it('re-checks only the edited page when nothing links to it', () => {
    const next = doc('guide/b.md', '---\ntitle: B\n---\nNovo.\n');
    expect(planRebuild([{ relPath: 'content/docs/guide/b.md', kind: 'doc', next }], docs, links)).toEqual({
      kind: 'pages',
      render: ['content/docs/guide/b.md'],
      recheck: ['content/docs/guide/b.md'],
    });
  });

  it.each([
    ['title', '---\ntitle: Novo título\nsidebar_position: 1\n---\nTexto.\n'],
    ['position', '---\ntitle: A\nsidebar_position: 9\n---\nTexto.\n'],
    ['slug', '---\ntitle: A\nsidebar_position: 1\nslug: /novo\n---\nTexto.\n'],
    ['sidebar label', '---\ntitle: A\nsidebar_position: 1\nsidebar_label: Rótulo\n---\nTexto.\n'],
    ['draft flag', '---\ntitle: A\nsidebar_position: 1\ndraft: true\n---\nTexto.\n'],
  ])('recompiles everything when the %s changes', (_what, source) => {
    expect(
      planRebuild([{ relPath: 'content/docs/guide/a.md', kind: 'doc', next: doc('guide/a.md', source) }], docs, links)
        .kind,
    ).toBe('full');
  });

  it('recompiles everything for an added or deleted page, a category file or the config', () => {
    expect(
      planRebuild([{ relPath: 'content/docs/guide/new.md', kind: 'doc', next: doc('guide/new.md', 'x') }], docs, links),
    ).toEqual({ kind: 'full', reason: 'content/docs/guide/new.md added' });
    expect(planRebuild([{ relPath: 'content/docs/guide/a.md', kind: 'doc' }], docs, links)).toEqual({
      kind: 'full',
      reason: 'content/docs/guide/a.md deleted',
    });
    expect(planRebuild([{ relPath: 'guide/_category_.json', kind: 'category' }], docs, links).kind).toBe('full');
    expect(planRebuild([{ relPath: 'docs.config.json', kind: 'config' }], docs, links).kind).toBe('full');
  });

  it('recompiles everything when tags, description or keywords change, which tag pages and route shells show', () => {
    for (const key of ['tags: [nova]', 'description: Outra', 'keywords: [campo]']) {
      const next = doc('guide/a.md', `---\ntitle: A\nsidebar_position: 1\n${key}\n---\nTexto.\n`);
      expect(planRebuild([{ relPath: 'content/docs/guide/a.md', kind: 'doc', next }], docs, links), key).toMatchObject({
        kind: 'full',
      });
    }
  });

  it('ignores files that are not sources', () => {
    expect(planRebuild([{ relPath: 'guide/notes.txt', kind: 'other' }], docs, links)).toEqual({
      kind: 'pages',
      render: [],
      recheck: [],
    });
  });
});

describe('docsReusableAfter', () => {
  const retitled = doc('guide/a.md', '---\ntitle: Outro A\nsidebar_position: 1\n---\nTexto.\n');
  const edit = { relPath: a.file, kind: 'doc' as const, next: retitled };

  it('holds for docs that were there and are still there, each read, and category files', () => {
    expect(docsReusableAfter([a.file], [edit], docs)).toBe(true);
    const category = { relPath: 'content/docs/guide/_category_.json', kind: 'category' as const };
    expect(docsReusableAfter([a.file, category.relPath], [edit, category], docs)).toBe(true);
  });

  it('fails for a doc added or deleted, another kind of file, or a file reported for a problem', () => {
    const added = { relPath: 'content/docs/guide/nova.md', kind: 'doc' as const, next: doc('guide/nova.md', '# N\n') };
    expect(docsReusableAfter([added.relPath], [added], docs)).toBe(false);
    expect(docsReusableAfter([a.file], [{ relPath: a.file, kind: 'doc' }], docs)).toBe(false);
    const image = { relPath: 'content/docs/guide/img.png', kind: 'asset' as const };
    expect(docsReusableAfter([a.file, image.relPath], [edit, image], docs)).toBe(false);
    expect(docsReusableAfter([a.file, 'content/docs/guide/b.md'], [edit], docs)).toBe(false);
  });
});
