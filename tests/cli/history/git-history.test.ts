import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseGitLog, readGitHistory } from '../../../cli/history/git-history.ts';
import { commitAll } from '../../helpers/git-repo.ts';

describe('readGitHistory', () => {
  it('reads the last commit of every file of a folder from one git log: renames, non-ASCII names, nothing outside', async () => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-git-'));
    const docs = path.join(repo, 'content/docs');
    fs.mkdirSync(path.join(docs, 'guia'), { recursive: true });
    fs.writeFileSync(path.join(docs, 'a.md'), 'a');
    fs.writeFileSync(path.join(docs, 'guia/configuração inicial.md'), 'b');
    fs.writeFileSync(path.join(docs, 'antigo.md'), 'c');
    fs.writeFileSync(path.join(repo, 'fora.md'), 'x');
    commitAll(repo, 'Ana Souza', '2024-01-02T10:00:00Z');
    fs.writeFileSync(path.join(docs, 'a.md'), 'a2');
    fs.renameSync(path.join(docs, 'antigo.md'), path.join(docs, 'novo.md'));
    fs.writeFileSync(path.join(repo, 'fora.md'), 'y');
    commitAll(repo, 'Bruno Lima', '2024-03-04T12:30:00Z');
    const history = await readGitHistory(docs);
    expect(history).toEqual({
      kind: 'read',
      shallow: false,
      updates: new Map([
        ['a.md', { at: Date.parse('2024-03-04T12:30:00Z'), by: 'Bruno Lima' }],
        ['antigo.md', { at: Date.parse('2024-03-04T12:30:00Z'), by: 'Bruno Lima' }],
        ['novo.md', { at: Date.parse('2024-03-04T12:30:00Z'), by: 'Bruno Lima' }],
        ['guia/configuração inicial.md', { at: Date.parse('2024-01-02T10:00:00Z'), by: 'Ana Souza' }],
      ]),
    });
  });

  it('says when the folder is in no repository, and when git is missing', async () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-nogit-'));
    const refused = await readGitHistory(plain);
    expect(refused).toMatchObject({ kind: 'refused', reason: expect.stringMatching(/not a git repository/) });
    const savedPath = process.env.PATH;
    process.env.PATH = plain;
    try {
      expect(await readGitHistory(plain)).toEqual({ kind: 'no-git' });
    } finally {
      process.env.PATH = savedPath;
    }
  });

  it('parses records of a header and NUL-ended paths, keeping the first (newest) of each path', () => {
    const out = '\x1e1700000000\x1fAna\0\na.md\0b c.md\0\x1e1600000000\x1fBruno, Jr.\0\na.md\0d.md\0';
    expect(parseGitLog(out)).toEqual(
      new Map([
        ['a.md', { at: 1_700_000_000_000, by: 'Ana' }],
        ['b c.md', { at: 1_700_000_000_000, by: 'Ana' }],
        ['d.md', { at: 1_600_000_000_000, by: 'Bruno, Jr.' }],
      ]),
    );
  });
});
