import { execFileSync } from 'node:child_process';

/** Commits everything under `dir` (a git repository made if needed) as `author` at `date` ("2024-05-06T10:00:00Z"). */
export function commitAll(dir: string, author: string, date: string, message = 'alteração'): void {
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: author,
    GIT_AUTHOR_EMAIL: 'autor@example.com',
    GIT_COMMITTER_NAME: author,
    GIT_COMMITTER_EMAIL: 'autor@example.com',
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_DATE: date,
  };
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'init.defaultBranch=main', '-c', 'commit.gpgSign=false', ...args], {
      cwd: dir,
      env,
      stdio: 'pipe',
    });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '--allow-empty', '-m', message);
}
