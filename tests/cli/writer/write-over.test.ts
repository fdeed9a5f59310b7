import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeDirOver, siteFileWriter, writeFileOver } from '../../../cli/writer/write-over.ts';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-write-over-'));

describe('writeFileOver', () => {
  it('overwrites an existing file', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'a.html'), 'antes, e mais longo');
    writeFileOver(path.join(dir, 'a.html'), 'depois');
    expect(fs.readFileSync(path.join(dir, 'a.html'), 'utf8')).toBe('depois');
  });

  it('overwrites with longer and shorter content, from text and bytes, keeping the file (no new inode)', () => {
    const dir = tempDir();
    const file = path.join(dir, 'a.html');
    fs.writeFileSync(file, 'curto');
    const before = fs.statSync(file).ino;
    writeFileOver(file, 'agora bem mais longo que antes');
    expect(fs.readFileSync(file, 'utf8')).toBe('agora bem mais longo que antes');
    writeFileOver(file, Buffer.from('de novo curto'));
    expect(fs.readFileSync(file, 'utf8')).toBe('de novo curto');
    expect(fs.statSync(file).ino).toBe(before);
  });

  it('replaces a folder of the same name, with what it holds', () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'docs/a'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'docs/a/index.html'), 'página');
    writeFileOver(path.join(dir, 'docs/a'), 'arquivo estático');
    expect(fs.readFileSync(path.join(dir, 'docs/a'), 'utf8')).toBe('arquivo estático');
  });

  it('still fails for other reasons', () => {
    const dir = tempDir();
    expect(() => writeFileOver(path.join(dir, 'sem-pasta/a.html'), 'x')).toThrow(/ENOENT/);
    expect(() => writeFileOver(path.join(dir, 'sem-pasta/a.html'), 'x', true)).toThrow(/ENOENT/);
  });

  it('into a folder that started empty, writes a file again and still replaces a folder this build made', () => {
    const dir = tempDir();
    const file = path.join(dir, 'a.html');
    writeFileOver(file, 'primeira versão, mais longa', true);
    writeFileOver(file, 'segunda', true);
    expect(fs.readFileSync(file, 'utf8')).toBe('segunda');
    fs.mkdirSync(path.join(dir, 'docs/a'), { recursive: true });
    writeFileOver(path.join(dir, 'docs/a'), 'arquivo estático', true);
    expect(fs.readFileSync(path.join(dir, 'docs/a'), 'utf8')).toBe('arquivo estático');
  });
});

describe('makeDirOver', () => {
  it('creates nested folders and accepts existing ones', () => {
    const dir = tempDir();
    makeDirOver(path.join(dir, 'docs/a/b'));
    makeDirOver(path.join(dir, 'docs/a/b'));
    expect(fs.statSync(path.join(dir, 'docs/a/b')).isDirectory()).toBe(true);
  });

  it('deletes a file that stands where the folder must go', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'docs'), 'era um arquivo');
    makeDirOver(path.join(dir, 'docs/a'));
    expect(fs.statSync(path.join(dir, 'docs/a')).isDirectory()).toBe(true);
  });

  it('deletes a file that has the folder’s own name', () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'docs'));
    fs.writeFileSync(path.join(dir, 'docs/a'), 'era um arquivo');
    makeDirOver(path.join(dir, 'docs/a'));
    expect(fs.statSync(path.join(dir, 'docs/a')).isDirectory()).toBe(true);
  });
});

describe('siteFileWriter', () => {
  it("counts the files' own UTF-8 bytes, written and appended, and not their compressed copies", () => {
    const dir = tempDir();
    const files = siteFileWriter({ intoEmptyFolder: true });
    const page = 'Colheita de café: não há pressa. '.repeat(100);
    files.write(path.join(dir, 'pagina.html'), page);
    files.write(path.join(dir, 'dados.bin'), Buffer.from([1, 2, 3]));
    files.write(path.join(dir, 'mapa.txt'), 'ç');
    files.append(path.join(dir, 'mapa.txt'), 'ã\n');
    expect(files.compressedCopies().length).toBeGreaterThan(0);
    const own = ['pagina.html', 'dados.bin', 'mapa.txt'].map((f) => fs.statSync(path.join(dir, f)).size);
    expect(files.bytesWritten()).toBe(own.reduce((a, b) => a + b, 0));
    expect(files.bytesWritten()).toBe(Buffer.byteLength(page) + 3 + 5);
  });

  it('appends a range of another file, read a piece at a time, and fails on a file shorter than the range', () => {
    const dir = tempDir();
    const last = path.join(dir, 'llms-full-anterior.txt');
    // Longer than a piece (4 MB), so that the range is read in several.
    const text = `${'soja '.repeat(1_000_000)}milho`;
    fs.writeFileSync(last, text);
    const files = siteFileWriter({ intoEmptyFolder: true });
    const full = path.join(dir, 'llms-full.txt');
    files.write(full, '# Portal\n');
    files.append(full, { copyOf: last, start: 5, length: text.length - 5 });
    files.append(full, '\nfim');
    expect(fs.readFileSync(full, 'utf8')).toBe(`# Portal\n${text.slice(5)}\nfim`);
    expect(files.bytesWritten()).toBe(fs.statSync(full).size);
    expect(() => files.append(full, { copyOf: last, start: text.length - 2, length: 3 })).toThrow(
      `${last} ended before its recorded length`,
    );
  });
});
