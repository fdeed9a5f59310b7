import fs from 'node:fs';
import path from 'node:path';

/** Writes `files` under `root` (a name ending in "/" is an empty folder), each with its own name as its text. */
export function writeTree(root: string, files: readonly string[]): void {
  for (const file of files) {
    const full = path.join(root, file);
    if (file.endsWith('/')) fs.mkdirSync(full, { recursive: true });
    else {
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, file);
    }
  }
}
