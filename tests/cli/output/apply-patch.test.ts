import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { applyPatch } from '../../../cli/output/apply-patch.ts';
import { listingDigest, listSite } from '../../../cli/output/site-listing.ts';
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
  expect(listingDigest(left)).toBe(listingDigest(walked));
});

it('digests names only, and tells a file from a folder of the same name', () => {
  const a = listSite(folderWith(['x/y.txt', 'z']));
  const b = listSite(folderWith(['x/y.txt', 'z/']));
  const c = listSite(folderWith(['x/y.txt', 'w']));
  expect(listingDigest(a)).toBe(listingDigest(listSite(folderWith(['z', 'x/y.txt']))));
  expect(listingDigest(a)).not.toBe(listingDigest(b));
  expect(listingDigest(a)).not.toBe(listingDigest(c));
});
