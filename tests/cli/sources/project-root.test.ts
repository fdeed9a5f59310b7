import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { formatDiagnostic, UserError } from '../../../cli/core/diagnostics.ts';
import { namedSourceFolders } from '../../../cli/watch/named-content-dir.ts';
import { configErrors } from '../../helpers/config-errors.ts';
import { editConfig, tempProject, type TempProject } from '../../helpers/temp-project.ts';

/** The basic project inside a folder of its own (`site/`), with a folder of static files beside it (`shared/`). */
function nested(): { outer: string; project: TempProject } {
  const outer = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-outer-'));
  const project = tempProject();
  fs.renameSync(project.dir, path.join(outer, 'site'));
  const dir = path.join(outer, 'site');
  fs.mkdirSync(path.join(outer, 'shared'));
  fs.writeFileSync(path.join(outer, 'shared/segredo.txt'), 'não publicar');
  const file = (rel: string) => path.join(dir, rel);
  return {
    outer,
    project: {
      dir,
      file,
      write: (rel, content) => {
        fs.mkdirSync(path.dirname(file(rel)), { recursive: true });
        fs.writeFileSync(file(rel), content);
      },
      read: (rel) => fs.readFileSync(file(rel), 'utf8'),
      remove: (rel) => fs.rmSync(file(rel), { recursive: true, force: true }),
    },
  };
}

/** Where a key's value starts in the config, as `line:column`. */
function positionOf(project: TempProject, text: string): string {
  const config = project.read('docs.config.json');
  const before = config.slice(0, config.indexOf(text));
  return `${before.split('\n').length}:${before.length - before.lastIndexOf('\n')}`;
}

describe('staticDirectories and the project folder', () => {
  it('refuses a static folder outside the config’s folder at its entry, and a build copies nothing from it', async () => {
    const project = tempProject();
    editConfig(project, (c) => {
      c.staticDirectories = ['content/static', '/etc'];
    });
    expect(configErrors(project.dir)).toEqual([
      `docs.config.json:${positionOf(project, '"/etc"')}: staticDirectories: "/etc" leads to /etc, outside the project (${fs.realpathSync(project.dir)}); a build publishes every file of a static folder, so name a folder inside it`,
    ]);
    const failed = await build({ config: 'docs.config.json', out: 'site', cwd: project.dir }).catch((e) => e);
    expect(failed).toBeInstanceOf(UserError);
    expect((failed as UserError).diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringContaining('staticDirectories: "/etc" leads to /etc, outside the project'),
    ]);
    expect(fs.existsSync(project.file('site'))).toBe(false);
    // Nor does the watcher walk it.
    expect(namedSourceFolders(project.file('docs.config.json'))).not.toContain('/etc');
  });

  it('refuses a static folder that is a symlink leading out of the project', () => {
    const { outer, project } = nested();
    fs.symlinkSync(path.join(outer, 'shared'), project.file('publico'));
    editConfig(project, (c) => {
      c.staticDirectories = ['publico'];
    });
    expect(configErrors(project.dir)).toEqual([
      expect.stringContaining(
        `staticDirectories: "publico" leads to ${fs.realpathSync(path.join(outer, 'shared'))}, outside the project`,
      ),
    ]);
  });

  it('says which projectRoot would hold a folder beside the config’s, and takes it with that projectRoot', async () => {
    const { outer, project } = nested();
    editConfig(project, (c) => {
      c.staticDirectories = ['../shared'];
    });
    expect(configErrors(project.dir)).toEqual([
      expect.stringMatching(
        /^docs\.config\.json:\d+:\d+: staticDirectories: "\.\.\/shared" leads to .*shared, outside the project \(.*site\); a build publishes every file of a static folder, so name a folder inside it, or make the project the folder that holds both with "projectRoot": "\.\."$/,
      ),
    ]);
    editConfig(project, (c) => {
      c.projectRoot = '..';
    });
    expect(configErrors(project.dir)).toEqual([]);
    await build({ config: 'docs.config.json', out: 'site', cwd: project.dir });
    expect(fs.readFileSync(project.file('site/segredo.txt'), 'utf8')).toBe('não publicar');
    expect(namedSourceFolders(project.file('docs.config.json'))).toContain(path.join(outer, 'shared'));
  });

  it('refuses a projectRoot that does not hold the config’s folder', () => {
    const project = tempProject();
    editConfig(project, (c) => {
      c.projectRoot = 'content';
    });
    expect(configErrors(project.dir)).toEqual([
      `docs.config.json:${positionOf(project, '"content"')}: projectRoot: expected the config's folder or a folder that holds it, such as "..", but ${project.file('content')} does not hold ${project.dir}`,
    ]);
  });
});
