import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

/**
 * Every file under a built site's folder, by its path relative to it, with `read`'s view of it (its bytes by
 * default).
 */
export function builtFiles(site: string): Map<string, Buffer>;
export function builtFiles<T>(site: string, read: (file: string) => T): Map<string, T>;
export function builtFiles(site: string, read: (file: string) => unknown = (file) => fs.readFileSync(file)) {
  const entries = fs.readdirSync(site, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(
    entries.map((e) => {
      const file = path.join(e.parentPath, e.name);
      return [path.relative(site, file), read(file)];
    }),
  );
}

/**
 * The project's site built again from nothing, in its own folder (island names depend on it): `site`, the build cache
 * and the folders a build keeps beside its site are deleted first. Returns every file of the cold site.
 */
export async function coldSiteOf(dir: string, buildIt: () => Promise<unknown>): Promise<Map<string, Buffer>> {
  const leftovers = ['site', 'node_modules/.cache', ...fs.readdirSync(dir).filter((f) => f.startsWith('.site-'))];
  for (const leftover of leftovers) fs.rmSync(path.join(dir, leftover), { recursive: true, force: true });
  await buildIt();
  const cold = builtFiles(path.join(dir, 'site'));
  expect(cold.size).toBeGreaterThan(0);
  return cold;
}

/** The same file names with the same bytes, naming the files that differ. */
export function expectSameSite(warm: Map<string, Buffer>, cold: Map<string, Buffer>): void {
  expect([...warm.keys()].sort()).toEqual([...cold.keys()].sort());
  const differing = [...warm].filter(([file, bytes]) => !bytes.equals(cold.get(file)!)).map(([file]) => file);
  expect(differing).toEqual([]);
}
