import fs from 'node:fs';
import path from 'node:path';
import { readDimensions, type Dimensions } from './image-dimensions.ts';
import { contentHash } from '../content-hash.ts';

export interface Asset {
  /** Path in the site, relative to its root: "media/cadastro.3f2a9c1b7e.png". */
  outPath: string;
  source: string;
  dimensions?: Dimensions;
}

const IMAGE = /\.(png|jpe?g|gif|webp|avif|svg)$/i;

/**
 * Files referenced relatively from pages, copied under content-hashed names so
 * a CDN can cache them forever. The same content is stored once, whichever
 * pages and names refer to it. Entries are cached by path, size and mtime,
 * so watch-mode rebuilds hash only what changed.
 */
export class AssetRegistry {
  private readonly byPath = new Map<string, { stamp: string; asset: Asset }>();
  private readonly byHash = new Map<string, string>();
  private readonly used = new Map<string, Asset>();

  add(source: string): Asset {
    const stat = fs.statSync(source);
    const stamp = `${stat.size}:${stat.mtimeMs}`;
    const cached = this.byPath.get(source);
    if (cached?.stamp === stamp) return this.use(cached.asset);
    const content = fs.readFileSync(source);
    const hash = contentHash(content);
    const ext = path.extname(source).toLowerCase();
    const stem = path.basename(source, path.extname(source)).normalize('NFC');
    const outPath = this.byHash.get(hash) ?? `media/${safeName(stem)}.${hash}${ext}`;
    this.byHash.set(hash, outPath);
    const asset: Asset = { outPath, source, ...(IMAGE.test(ext) ? { dimensions: readDimensions(source) } : {}) };
    this.byPath.set(source, { stamp, asset });
    return this.use(asset);
  }

  /** The asset served at an output path, for watch mode's in-memory server. */
  find(outPath: string): Asset | undefined {
    for (const { asset } of this.byPath.values()) if (asset.outPath === outPath) return asset;
    return undefined;
  }

  /** Image dimensions of a file that is not copied (it lives in static/). */
  dimensionsOf(source: string): Dimensions | undefined {
    return IMAGE.test(source) ? readDimensions(source) : undefined;
  }

  /** Assets referenced since the last call, by output path. */
  takeUsed(): Map<string, Asset> {
    const out = new Map([...this.used].sort(([a], [b]) => a.localeCompare(b)));
    this.used.clear();
    return out;
  }

  private use(asset: Asset): Asset {
    this.used.set(asset.outPath, asset);
    return asset;
  }
}

/** File names that need no escaping in a URL, readable for people. */
function safeName(stem: string): string {
  return stem.normalize('NFD').replace(/\p{M}/gu, '').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'file';
}
