import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { namedContentDir } from '../../../cli/watch/named-content-dir.ts';
import { minimalConfig } from '../../helpers/minimal-config.ts';
import { tempProject } from '../../helpers/temp-project.ts';

/** The content folder as the build and as the watcher read it from one config file. */
function bothReadings(configText: string): { build: string | undefined; watcher: string | undefined; dir: string } {
  const project = tempProject();
  project.write('site/docs.config.json', configText);
  project.write('site/fonte/docs/a.md', '# A\n');
  project.write('site/content/docs/a.md', '# A\n');
  let build: string | undefined;
  try {
    build = loadConfig('site/docs.config.json', project.dir).contentDir;
  } catch {
    build = undefined;
  }
  return { build, watcher: namedContentDir(project.file('site/docs.config.json')), dir: project.dir };
}

describe('the content folder a config names', () => {
  it('is the same for the build and the watcher, with or without a byte order mark', () => {
    for (const text of [
      JSON.stringify({ ...minimalConfig, contentDir: 'fonte' }),
      `\uFEFF${JSON.stringify({ ...minimalConfig, contentDir: 'fonte' })}`,
      `\uFEFF${JSON.stringify(minimalConfig)}`,
    ]) {
      const { build, watcher } = bothReadings(text);
      expect(build).toBeDefined();
      expect(watcher).toBe(build);
    }
  });

  it('is still found by the watcher while the build refuses the config, and is the default when it names none usable', () => {
    const commented = bothReadings(`\uFEFF{ // a comment the build refuses\n "contentDir": "fonte" }`);
    expect(commented.build).toBeUndefined();
    expect(commented.watcher).toBe(path.join(commented.dir, 'site/fonte'));
    const blank = bothReadings(JSON.stringify({ ...minimalConfig, contentDir: '  ' }));
    expect(blank.build).toBeUndefined();
    expect(blank.watcher).toBe(path.join(blank.dir, 'site/content'));
  });
});
