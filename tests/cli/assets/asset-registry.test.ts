import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AssetRegistry } from '../../../cli/assets/asset-registry.ts';
import { solidPng } from '../../helpers/images.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-assets-'));
const write = (name: string, content: Buffer | string) => {
  fs.writeFileSync(path.join(dir, name), content);
  return path.join(dir, name);
};

describe('AssetRegistry', () => {
  it('names a file by its content hash and keeps its extension and a readable stem', () => {
    const asset = new AssetRegistry().add(write('Tela de Edição.png', solidPng(4, 3)));
    expect(asset.outPath).toMatch(/^media\/Tela-de-Edicao\.[0-9a-f]{10}\.png$/);
    expect(asset.dimensions).toEqual({ width: 4, height: 3 });
  });

  it('stores the same content once, whatever the names of its files', () => {
    const registry = new AssetRegistry();
    const a = registry.add(write('a.png', solidPng(2, 2)));
    const b = registry.add(write('b.png', solidPng(2, 2)));
    expect(b.outPath).toBe(a.outPath);
    expect([...registry.takeUsed().keys()]).toEqual([a.outPath]);
  });

  it('keeps each extension of the same content, since the extension is the type a server sends', () => {
    const registry = new AssetRegistry();
    const xml = registry.add(write('d.xml', '<r/>'));
    const xsl = registry.add(write('d.xsl', '<r/>'));
    expect(xml.outPath).toMatch(/\.xml$/);
    expect(xsl.outPath).toMatch(/\.xsl$/);
  });

  it('gives changed content a new name', () => {
    const registry = new AssetRegistry();
    const file = write('c.xlsx', 'versão 1');
    const first = registry.add(file).outPath;
    fs.writeFileSync(file, 'versão 2, maior');
    expect(registry.add(file).outPath).not.toBe(first);
  });
});
