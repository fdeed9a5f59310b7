import fs from 'node:fs';
import { imageSize } from 'image-size';

export interface Dimensions {
  width: number;
  height: number;
}

const HEADER_BYTES = 256 * 1024;

/**
 * Width and height from the file's header (PNG, JPEG, GIF, WebP, SVG...),
 * without decoding the image. Reads the first 256 KB, and the whole file only
 * for a JPEG whose size marker comes later (large EXIF blocks).
 */
export function readDimensions(file: string): Dimensions | undefined {
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(Math.min(HEADER_BYTES, fs.fstatSync(fd).size));
    fs.readSync(fd, buffer, 0, buffer.length, 0);
    return sizeOf(buffer) ?? sizeOf(fs.readFileSync(file));
  } finally {
    fs.closeSync(fd);
  }
}

function sizeOf(buffer: Buffer): Dimensions | undefined {
  try {
    const { width, height } = imageSize(buffer);
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}
