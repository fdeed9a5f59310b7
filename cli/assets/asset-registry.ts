import fs from 'node:fs';
import path from 'node:path';
import { readDimensions, type Dimensions } from './image-dimensions.ts';
import { contentHash } from '../util/content-hash.ts';

export interface Asset {
  /** Path in the site, relative to its root: "media/cadastro.3f2a9c1b7e.png". */
  outPath: string;
  source: string;
  dimensions?: Dimensions;
}

/** A file published by add() or by addAt() (`placed`), with the path in the site it was published at. */
export type AssetCall = [source: string, outPath: string, placed: boolean];

/**
 * Publishes files again as `calls` did (see AssetRegistry.setObserver), every one of them; false when one now gets
 * another path: add() names a file after the first file of the same bytes a build publishes, which another page may
 * now publish first. Replayed in full even past such a file: rendering the page then publishes the same files again.
 */
export function replayAssetCalls(assets: AssetRegistry, calls: readonly AssetCall[]): boolean {
  return calls.filter((call) => !replayAssetCall(assets, call)).length === 0;
}

function replayAssetCall(assets: AssetRegistry, [source, outPath, placed]: AssetCall): boolean {
  try {
    return (placed ? assets.addAt(source, outPath) : assets.add(source)).outPath === outPath;
  } catch {
    return false;
  }
}

const IMAGE = /\.(png|jpe?g|gif|webp|avif|svg)$/i;

/**
 * Files referenced relatively from pages, copied under content-hashed names so
 * a CDN can cache them forever. The same content with the same extension is stored once per build,
 * named after the first file that brings it, whichever pages and names refer
 * to it. Hashes are cached by path, size and mtime, so watch-mode rebuilds
 * hash only what changed; names start over with each build, so that a renamed
 * file is named as a fresh build names it.
 */
export class AssetRegistry {
  private readonly hashes = new Map<string, { stamp: string; hash: string; dimensions?: Dimensions }>();
  /** This build's assets by content hash and extension. */
  private named = new Map<string, Asset>();
  private readonly used = new Map<string, Asset>();
  /** Told of every file a page publishes, for a build that keeps its pages to reuse (see setObserver). */
  private observer: ((call: AssetCall) => void) | undefined;

  /**
   * Tells `observer` of each add() and addAt() until it is unset: a page reused from the last build publishes the same
   * files again, in the same order, so that every asset is named as a build that renders it names it.
   */
  setObserver(observer: ((call: AssetCall) => void) | undefined): void {
    this.observer = observer;
  }

  /** Forgets the names of the previous build; its hashes stay cached. */
  startBuild(): void {
    this.named = new Map();
  }

  add(source: string): Asset {
    const stat = fs.statSync(source);
    const stamp = `${stat.size}:${stat.mtimeMs}`;
    let known = this.hashes.get(source);
    if (known?.stamp !== stamp) {
      const ext = path.extname(source).toLowerCase();
      known = {
        stamp,
        hash: contentHash(fs.readFileSync(source)),
        ...(IMAGE.test(ext) ? { dimensions: readDimensions(source) } : {}),
      };
      this.hashes.set(source, known);
    }
    const ext = path.extname(source).toLowerCase();
    // By extension too: the name's extension is the type a server sends, so a .csv and a .txt of the same bytes are two files.
    const key = `${known.hash}${ext}`;
    let asset = this.named.get(key);
    if (!asset) {
      const stem = path.basename(source, path.extname(source)).normalize('NFC');
      asset = {
        outPath: `media/${safeName(stem)}.${known.hash}${ext}`,
        source,
        ...(known.dimensions ? { dimensions: known.dimensions } : {}),
      };
      this.named.set(key, asset);
    }
    this.observer?.([source, asset.outPath, false]);
    return this.use(asset);
  }

  /**
   * A file published at a path of the caller's choosing, for a package's files that refer to each other by name (a
   * style sheet and its fonts): the caller puts a content hash in the folder, so the path can still be cached for good.
   */
  addAt(source: string, outPath: string): Asset {
    this.observer?.([source, outPath, true]);
    let asset = this.named.get(outPath);
    if (!asset) {
      asset = { outPath, source };
      this.named.set(outPath, asset);
    }
    return this.use(asset);
  }

  /** The asset served at an output path, for watch mode's in-memory server. */
  find(outPath: string): Asset | undefined {
    for (const asset of this.named.values()) if (asset.outPath === outPath) return asset;
    return undefined;
  }

  /** Image dimensions of a file that is not copied (it lives in static/); none for one it cannot read. */
  dimensionsOf(source: string): Dimensions | undefined {
    if (!IMAGE.test(source)) return undefined;
    try {
      return readDimensions(source);
    } catch {
      return undefined;
    }
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
  return (
    stem
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'file'
  );
}
