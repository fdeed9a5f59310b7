import type { LoadedConfig } from '../sources/config/load-config.ts';
import type { DocSource } from '../sources/doc.ts';
import { toIsoDate } from '../sources/front-matter.ts';
import type { Diagnostic } from '../core/diagnostics.ts';
import { type GitHistory, type GitUpdate, updatesUnder } from './git-history.ts';

/** What a doc's footer says of its last change. */
export interface LastUpdate {
  /** An ISO 8601 date ("2024-03-05"), or a date and time in UTC from git. */
  at?: string;
  by?: string;
}

type ShowOptions = Pick<LoadedConfig['config']['docs'], 'showLastUpdateTime' | 'showLastUpdateAuthor'>;

/**
 * A doc's last update, as Docusaurus 3.8's readLastUpdateData decides it: nothing unless `docs.showLastUpdateTime` or
 * `showLastUpdateAuthor` asks; then front matter's `last_update.date` and `.author` first, and the doc's last commit
 * (`commits`, read once for the whole docs folder by readGitHistory) for what front matter leaves out. Run for each
 * render, so that watch mode follows a change of front matter.
 */
export function lastUpdateOf(
  doc: DocSource,
  options: ShowOptions,
  commits: ReadonlyMap<string, GitUpdate> | undefined,
): LastUpdate | undefined {
  const { showLastUpdateTime: showTime, showLastUpdateAuthor: showAuthor } = options;
  if (!showTime && !showAuthor) return undefined;
  const written = doc.frontMatter.last_update;
  const commit = commits?.get(doc.relPath);
  const time = written?.date ? toIsoDate(written.date) : commit && new Date(commit.at).toISOString();
  const author = written?.author ?? commit?.by;
  const update: LastUpdate = {};
  if (showTime && time) update.at = time;
  if (showAuthor && author) update.by = author;
  return update.at || update.by ? update : undefined;
}

/** A docs folder's docs, and the folder as a path from the history's folder ("" for that folder itself). */
export interface HistoryFolder {
  docs: readonly DocSource[];
  folder: string;
}

/**
 * The commits the docs' last updates come from, for each folder in the order given (the docs, each older version's
 * and each instance's folder, read by one `git log`), and one warning at the config key for what keeps them from
 * being known: no git, no repository, a shallow clone, docs not committed yet.
 */
export function lastUpdateHistory(
  loaded: LoadedConfig,
  folders: readonly HistoryFolder[],
  history: GitHistory | undefined,
): { commits?: ReadonlyMap<string, GitUpdate>[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  // The docs' options, then each instance's (see docsInstances): a warning about the history points at the first
  // that shows last updates.
  const asking = [
    { key: ['docs'], options: loaded.config.docs },
    ...Object.entries(loaded.config.docsInstances).map(([id, options]) => ({ key: ['docsInstances', id], options })),
  ].filter(({ options }) => options.showLastUpdateTime || options.showLastUpdateAuthor);
  const first = asking[0];
  if (!first) return { diagnostics };
  const showTime = asking.some(({ options }) => options.showLastUpdateTime);
  const showAuthor = asking.some(({ options }) => options.showLastUpdateAuthor);
  const at = loaded.locate([
    ...first.key,
    first.options.showLastUpdateTime ? 'showLastUpdateTime' : 'showLastUpdateAuthor',
  ]);
  const warn = (message: string) =>
    diagnostics.push({
      file: loaded.file,
      line: at.line,
      column: at.column,
      severity: 'warning',
      code: 'invalid-site-setting',
      message,
    });
  if (history?.kind === 'no-git')
    warn(
      'git is not installed, so the last update of each doc comes only from its front matter "last_update"; install git to read it from the history',
    );
  else if (history?.kind === 'refused')
    warn(
      `the docs' git history cannot be read (${history.reason}), so the last update of each doc comes only from its front matter "last_update"`,
    );
  if (history?.kind !== 'read') return { diagnostics };
  if (history.shallow)
    warn(
      'this clone is shallow: docs not changed since its oldest commit show that commit as their last update; fetch the whole history (git fetch --unshallow, or fetch-depth: 0 in GitHub Actions)',
    );
  const commits = folders.map(({ folder }) => updatesUnder(history.updates, folder));
  const untracked = folders.flatMap(({ docs }, i) =>
    docs
      .filter((doc) => {
        const written = doc.frontMatter.last_update;
        const needsGit = (showTime && !written?.date) || (showAuthor && written?.author === undefined);
        return needsGit && !commits[i]!.has(doc.relPath);
      })
      .map((doc) => doc.file),
  );
  if (untracked.length === 1)
    warn(`${untracked[0]} is not in the git history yet, so its last update is unknown until it is committed`);
  else if (untracked.length > 1) {
    const some = `${untracked.slice(0, 3).join(', ')}${untracked.length > 3 ? ', …' : ''}`;
    warn(
      `${untracked.length} docs are not in the git history yet (${some}), so their last update is unknown until they are committed`,
    );
  }
  return { commits, diagnostics };
}
