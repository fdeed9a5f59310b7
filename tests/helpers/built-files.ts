import fs from 'node:fs';
import path from 'node:path';

/** Every file under a built site's folder, by its path relative to it, with `read`'s view of it (its bytes by default). */
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
