import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDimensions } from '../../../cli/assets/image-dimensions.ts';
import { headers, solidPng } from '../../helpers/images.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-dims-'));
const file = (name: string, content: Buffer) => {
  fs.writeFileSync(path.join(dir, name), content);
  return path.join(dir, name);
};

describe('readDimensions', () => {
  it.each([
    ['png', () => solidPng(123, 45)],
    ['jpg', () => headers.jpeg(123, 45)],
    ['gif', () => headers.gif(123, 45)],
    ['webp', () => headers.webp(123, 45)],
    ['svg', () => headers.svg(123, 45)],
  ])('reads %s headers', (ext, make) => {
    expect(readDimensions(file(`a.${ext}`, make()))).toEqual({ width: 123, height: 45 });
  });

  it('finds a JPEG size marker beyond the first 256 KB', () => {
    const jpeg = headers.jpeg(640, 480);
    const app1 = Buffer.alloc(5 * 65520);
    const padded = Buffer.concat([
      jpeg.subarray(0, 2),
      ...Array.from({ length: 5 }, (_, i) =>
        Buffer.concat([Buffer.from([0xff, 0xe1, 0xff, 0xf0]), app1.subarray(i * 65520, i * 65520 + 65518)]),
      ),
      jpeg.subarray(20),
    ]);
    expect(readDimensions(file('big.jpg', padded))).toEqual({ width: 640, height: 480 });
  });

  it('returns undefined for something that is not an image', () => {
    expect(readDimensions(file('x.png', Buffer.from('não é uma imagem')))).toBeUndefined();
  });
});
