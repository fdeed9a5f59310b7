import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { readSnapshotFile, writeSnapshotFile } from '../../../cli/util/snapshot-file.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function snapshotIn(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-snapshot-'));
  dirs.push(dir);
  return path.join(dir, 'cache', 'pages.search.bin');
}

it('reads back the data it wrote, for the kind and context it was written with only', () => {
  const file = snapshotIn();
  const data = Buffer.from('dados de um índice de busca '.repeat(1000));
  writeSnapshotFile(file, 'search snapshot 2', 'contexto-1', data);
  expect(readSnapshotFile(file, 'search snapshot 2', 'contexto-1')).toEqual(data);
  expect(readSnapshotFile(file, 'search snapshot 2', 'contexto-2')).toBeUndefined();
  expect(readSnapshotFile(file, 'parsed docs 2', 'contexto-1')).toBeUndefined();
  expect(
    readSnapshotFile(path.join(path.dirname(file), 'nenhum.bin'), 'search snapshot 2', 'contexto-1'),
  ).toBeUndefined();
});

it('drops data changed on the disk, one byte or cut short, which its checksum no longer matches', () => {
  const file = snapshotIn();
  writeSnapshotFile(file, 'search snapshot 2', 'contexto-1', Buffer.from('dados de um índice de busca '.repeat(1000)));
  const bytes = fs.readFileSync(file);
  const flipped = Buffer.from(bytes);
  flipped[flipped.length - 500]! ^= 0x01;
  fs.writeFileSync(file, flipped);
  expect(readSnapshotFile(file, 'search snapshot 2', 'contexto-1')).toBeUndefined();
  fs.writeFileSync(file, bytes.subarray(0, bytes.length - 1));
  expect(readSnapshotFile(file, 'search snapshot 2', 'contexto-1')).toBeUndefined();
  fs.writeFileSync(file, bytes);
  expect(readSnapshotFile(file, 'search snapshot 2', 'contexto-1')).toBeDefined();
});
