import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { applyPatch } from '../../../cli/output/apply-patch.ts';
import { listSite, recordSite, siteInPlace } from '../../../cli/output/site-listing.ts';
import { writeTree } from '../../helpers/file-tree.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** A folder holding `files` (a name ending in "/" is an empty folder), each with its name as text. */
function folderWith(files: readonly string[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-patch-'));
  roots.push(root);
  writeTree(root, files);
  return root;
}

const sorted = (set: ReadonlySet<string>) => [...set].sort();

it('moves the new files in, deletes what was not handed over, and says what the site holds as a walk finds it', () => {
  const site = folderWith([
    'index.html',
    'index.html.br',
    'docs/a/index.html',
    'docs/b/index.html',
    'docs/b/extra.txt',
    'data/a.1.json',
    'old/x/y.html',
    'era-pasta/f.txt',
    'vira-pasta',
  ]);
  const staging = folderWith([
    'data/a.2.json',
    'docs/nova/funda/index.html',
    'docs/nova/funda/index.html.gz',
    'era-pasta',
    'vira-pasta/g.txt',
  ]);
  const files = ['index.html', 'docs/a/index.html', 'data/a.2.json', 'docs/nova/funda/index.html', 'era-pasta'];
  const dirs = ['docs', 'docs/a', 'data', 'docs/nova', 'docs/nova/funda', 'vira-pasta'];
  const compressed = [path.join(staging, 'docs/nova/funda/index.html.gz')];
  const left = applyPatch(
    staging,
    site,
    new Set([...files, 'vira-pasta/g.txt'].map(path.normalize)),
    new Set(dirs.map(path.normalize)),
    compressed,
    listSite(site),
  );
  const walked = listSite(site);
  expect(sorted(walked.files)).toEqual(
    [
      'data/a.2.json',
      'docs/a/index.html',
      'docs/nova/funda/index.html',
      'docs/nova/funda/index.html.gz',
      'era-pasta',
      'index.html',
      'index.html.br',
      'vira-pasta/g.txt',
    ].map(path.normalize),
  );
  expect(sorted(left.files)).toEqual(sorted(walked.files));
  expect(sorted(left.dirs)).toEqual(sorted(walked.dirs));
});

it("tells, by its folders' times only, whether a site still holds the names a stamp recorded", () => {
  const root = folderWith(['index.html', 'docs/a/index.html', 'docs/b/index.html', 'data/a.1.json']);
  const recorded = recordSite(root, listSite(root));
  const inPlace = siteInPlace(root, recorded);
  expect(sorted(inPlace!.files)).toEqual(sorted(listSite(root).files));
  expect(sorted(inPlace!.dirs)).toEqual(sorted(listSite(root).dirs));
  // A file's content is not what the check looks at: pages left in place are checked where they are left.
  fs.writeFileSync(path.join(root, 'docs/a/index.html'), 'outro texto');
  expect(siteInPlace(root, recorded)).toBeDefined();
  const changes: [string, (dir: string) => void][] = [
    ['a file added', (dir) => fs.writeFileSync(path.join(dir, 'docs/a/extra.txt'), 'x')],
    ['a file removed', (dir) => fs.rmSync(path.join(dir, 'data/a.1.json'))],
    ['a folder removed', (dir) => fs.rmSync(path.join(dir, 'docs/b'), { recursive: true })],
    ['a file renamed', (dir) => fs.renameSync(path.join(dir, 'index.html'), path.join(dir, 'home.html'))],
    [
      'a file that became a folder',
      (dir) => {
        fs.rmSync(path.join(dir, 'docs/a/index.html'));
        fs.mkdirSync(path.join(dir, 'docs/a/index.html'));
      },
    ],
  ];
  for (const [change, make] of changes) {
    const copy = folderWith([]);
    fs.cpSync(root, copy, { recursive: true });
    const before = recordSite(copy, listSite(copy));
    make(copy);
    expect(siteInPlace(copy, before), change).toBeUndefined();
  }
  fs.rmSync(root, { recursive: true });
  expect(siteInPlace(root, recorded)).toBeUndefined();
});
