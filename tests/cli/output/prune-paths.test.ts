import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { prunePaths } from '../../../cli/output/prune-paths.ts';
import { writeTree } from '../../helpers/file-tree.ts';

function tree(root: string): string[] {
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)) + (e.isDirectory() ? '/' : ''))
    .sort();
}

it('deletes every file and folder not listed, and keeps the listed ones', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-prune-'));
  const files = [
    'index.html',
    'docs/a/index.html',
    'docs/b/index.html',
    'docs/b/extra.txt',
    'data/a.1.json',
    'data/a.2.json',
    'old/x/y.html',
    'vazia/',
    'era-pasta/f.txt',
  ];
  writeTree(root, files);
  prunePaths(
    root,
    new Set(['index.html', path.normalize('docs/a/index.html'), path.normalize('data/a.2.json'), 'era-pasta']),
    new Set(['docs', path.normalize('docs/a'), 'data', 'kept-empty']),
  );
  expect(tree(root)).toEqual(
    ['data/', 'data/a.2.json', 'docs/', 'docs/a/', 'docs/a/index.html', 'index.html'].map(path.normalize),
  );
});
