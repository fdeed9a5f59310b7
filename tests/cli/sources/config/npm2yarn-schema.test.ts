import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../cli/sources/config/load-config.ts';
import { npm2yarnOptions } from '../../../../cli/sources/config/npm2yarn-schema.ts';
import { configErrors } from '../../../helpers/config-errors.ts';
import { minimalConfig } from '../../../helpers/minimal-config.ts';
import { tempProject } from '../../../helpers/temp-project.ts';

function withNpm2yarn(npm2yarn: unknown) {
  const project = tempProject();
  project.write('docs.config.json', JSON.stringify({ ...minimalConfig, markdown: { npm2yarn } }, null, 2));
  return project;
}

describe('markdown.npm2yarn', () => {
  it('is off unless set; true takes the defaults of Docusaurus 3.8.1’s plugin', () => {
    const project = tempProject();
    project.write('docs.config.json', JSON.stringify(minimalConfig));
    expect(npm2yarnOptions(loadConfig('docs.config.json', project.dir).config.markdown.npm2yarn)).toBeUndefined();
    expect(npm2yarnOptions(false)).toBeUndefined();
    const on = withNpm2yarn(true);
    expect(npm2yarnOptions(loadConfig('docs.config.json', on.dir).config.markdown.npm2yarn)).toEqual({
      sync: false,
      converters: ['yarn', 'pnpm', 'bun'],
    });
  });

  it('takes sync and converters', () => {
    const project = withNpm2yarn({ sync: true, converters: ['pnpm'] });
    expect(npm2yarnOptions(loadConfig('docs.config.json', project.dir).config.markdown.npm2yarn)).toEqual({
      sync: true,
      converters: ['pnpm'],
    });
  });

  it('rejects an unknown key and a converter it does not know, at their place', () => {
    expect(configErrors(withNpm2yarn({ synced: true }).dir)).toEqual([
      expect.stringMatching(
        /^docs\.config\.json:\d+:\d+: markdown\.npm2yarn\.synced: unknown key \(did you mean "sync"\?\)/,
      ),
    ]);
    expect(configErrors(withNpm2yarn({ converters: ['deno'] }).dir)).toEqual([
      expect.stringMatching(/markdown\.npm2yarn\.converters\[0\]: .*one of "yarn", "pnpm" or "bun"/),
    ]);
    expect(configErrors(withNpm2yarn({ converters: ['yarn', 'pnpm', 'yarn'] }).dir)).toEqual([
      expect.stringMatching(/markdown\.npm2yarn\.converters: expected each converter once/),
    ]);
  });
});
