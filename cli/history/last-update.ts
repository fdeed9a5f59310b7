import type { LoadedConfig } from '../config/load-config.ts';
import type { DocSource } from '../parse/doc.ts';
import { toIsoDate } from '../parse/front-matter.ts';
import type { Diagnostic } from '../util/diagnostics.ts';
import type { GitHistory } from './git-history.ts';

/** What a doc's footer says of its last change. */
export interface LastUpdate {
  /** An ISO 8601 date ("2024-03-05"), or a date and time in UTC from git. */
  at?: string;
  by?: string;
}

/**
 * Each doc's last update, as Docusaurus 3.8's readLastUpdateData decides it: nothing unless `docs.showLastUpdateTime`
 * or `showLastUpdateAuthor` asks; then front matter's `last_update.date` and `.author` first, and the doc's last
 * commit for what front matter leaves out. `history` is read once for the whole docs folder (see readGitHistory).
 */
export function lastUpdates(loaded: LoadedConfig, docs: readonly DocSource[], history: GitHistory | undefined): { updates: Map<string, LastUpdate>; diagnostics: Diagnostic[] } {
  const { showLastUpdateTime: showTime, showLastUpdateAuthor: showAuthor } = loaded.config.docs;
  const updates = new Map<string, LastUpdate>();
  const diagnostics: Diagnostic[] = [];
  if (!showTime && !showAuthor) return { updates, diagnostics };
  const at = loaded.locate(['docs', showTime ? 'showLastUpdateTime' : 'showLastUpdateAuthor']);
  const warn = (message: string) => diagnostics.push({ file: loaded.file, line: at.line, column: at.column, severity: 'warning', message });
  if (history?.kind === 'no-git') warn('git is not installed, so the last update of each doc comes only from its front matter "last_update"; install git to read it from the history');
  else if (history?.kind === 'refused') warn(`the docs' git history cannot be read (${history.reason}), so the last update of each doc comes only from its front matter "last_update"`);
  else if (history?.shallow) warn('this clone is shallow: docs not changed since its oldest commit show that commit as their last update; fetch the whole history (git fetch --unshallow, or fetch-depth: 0 in GitHub Actions)');
  const untracked: string[] = [];
  for (const doc of docs) {
    const written = doc.frontMatter.last_update;
    const needsGit = (showTime && !written?.date) || (showAuthor && written?.author === undefined);
    const commit = needsGit && history?.kind === 'read' ? history.updates.get(doc.relPath) : undefined;
    if (needsGit && history?.kind === 'read' && !commit) untracked.push(doc.file);
    const update: LastUpdate = {};
    const time = written?.date ? toIsoDate(written.date) : commit && new Date(commit.at).toISOString();
    const author = written?.author ?? commit?.by;
    if (showTime && time) update.at = time;
    if (showAuthor && author) update.by = author;
    if (update.at || update.by) updates.set(doc.relPath, update);
  }
  if (untracked.length === 1) warn(`${untracked[0]} is not in the git history yet, so its last update is unknown until it is committed`);
  else if (untracked.length > 1) {
    const some = `${untracked.slice(0, 3).join(', ')}${untracked.length > 3 ? ', …' : ''}`;
    warn(`${untracked.length} docs are not in the git history yet (${some}), so their last update is unknown until they are committed`);
  }
  return { updates, diagnostics };
}
