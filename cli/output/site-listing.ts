import fs from 'node:fs';
import path from 'node:path';

/** The files and folders of an output folder, by path relative to it, as path.join writes them. */
export interface SiteListing {
  files: Set<string>;
  dirs: Set<string>;
}

/** Every file and folder under `root`, in one walk; empty when `root` does not exist. */
export function listSite(root: string): SiteListing {
  const listing: SiteListing = { files: new Set(), dirs: new Set() };
  // Names joined with the separator rather than path.join: a name from readdir has neither separators nor dots to
  // resolve, and path.join took half the walk.
  const visit = (rel: string) => {
    for (const entry of fs.readdirSync(rel ? path.join(root, rel) : root, { withFileTypes: true })) {
      const child = rel ? rel + path.sep + entry.name : entry.name;
      if (entry.isDirectory()) {
        listing.dirs.add(child);
        visit(child);
      } else listing.files.add(child);
    }
  };
  if (fs.existsSync(root)) visit('');
  return listing;
}

/**
 * An output folder as a stamp records it (see Stamp.site): its files, and the modification time of each of its folders
 * ("" for the folder itself). A file or folder added, removed or renamed in a folder changes that folder's time, so
 * that a folder whose time is the same still holds the names it held: statting the folders tells whether the site is
 * as its last build left it, without listing them (10,000 folders at 10,000 pages: 35 ms against 0.17 s for the walk
 * and a digest of every name). A file's content is not checked here, as the walk did not: what a build leaves in place
 * unread is checked where it is left (see PageCache, ShellKeys). On a file system that keeps times to the second, a
 * change in the same second as the build's last one in that folder goes unseen.
 */
export interface RecordedSite {
  files: string[];
  folders: Record<string, number>;
}

/** What a stamp records of `listing`, the site in `root` as a build left it: its folders' times read now. */
export function recordSite(root: string, listing: SiteListing): RecordedSite {
  const folders: Record<string, number> = {};
  for (const dir of ['', ...listing.dirs]) folders[dir] = fs.statSync(folderPath(root, dir)).mtimeMs;
  return { files: [...listing.files], folders };
}

/** What `root` holds, when each of its folders has the time `recorded` gives it; else undefined. */
export function siteInPlace(root: string, recorded: RecordedSite): SiteListing | undefined {
  for (const [dir, mtimeMs] of Object.entries(recorded.folders)) {
    const stat = fs.statSync(folderPath(root, dir), { throwIfNoEntry: false });
    if (!stat?.isDirectory() || stat.mtimeMs !== mtimeMs) return undefined;
  }
  return { files: new Set(recorded.files), dirs: new Set(Object.keys(recorded.folders).filter((dir) => dir !== '')) };
}

/** A folder of `root` by its path in a listing ("" for `root`): joined by hand, as listSite needs no normalizing. */
const folderPath = (root: string, dir: string) => (dir ? root + path.sep + dir : root);
