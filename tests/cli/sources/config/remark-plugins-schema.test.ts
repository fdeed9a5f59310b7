import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../cli/sources/config/load-config.ts';
import { npm2yarnOptions, tabBlocksOptions } from '../../../../cli/sources/config/remark-plugins-schema.ts';
import { configErrors } from '../../../helpers/config-errors.ts';
import { minimalConfig } from '../../../helpers/minimal-config.ts';
import { tempProject } from '../../../helpers/temp-project.ts';

function withKey(key: string, value: unknown) {
  const project = tempProject();
  project.write('docs.config.json', JSON.stringify({ ...minimalConfig, markdown: { [key]: value } }, null, 2));
  return project;
}
const withNpm2yarn = (value: unknown) => withKey('npm2yarn', value);

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

describe('markdown.tabBlocks', () => {
  it('is off unless set; true takes the plugin’s defaults: synced as "code-examples", js and ts labelled', () => {
    expect(tabBlocksOptions(undefined)).toBeUndefined();
    const on = withKey('tabBlocks', true);
    expect(tabBlocksOptions(loadConfig('docs.config.json', on.dir).config.markdown.tabBlocks)).toEqual({
      groupId: 'code-examples',
      labels: new Map([
        ['js', 'JavaScript'],
        ['ts', 'TypeScript'],
      ]),
    });
  });

  it('takes sync, groupId and labels, a label given replacing the default one', () => {
    const project = withKey('tabBlocks', {
      groupId: 'linguagem',
      labels: [
        ['js', 'JS'],
        ['jsx', 'JSX'],
      ],
    });
    const options = tabBlocksOptions(loadConfig('docs.config.json', project.dir).config.markdown.tabBlocks);
    expect(options?.groupId).toBe('linguagem');
    expect([...(options?.labels ?? [])]).toEqual([
      ['js', 'JS'],
      ['ts', 'TypeScript'],
      ['jsx', 'JSX'],
    ]);
    expect(tabBlocksOptions({ sync: false, groupId: 'x' })?.groupId).toBeUndefined();
  });

  it('rejects an unknown key and a label that is not a pair', () => {
    expect(configErrors(withKey('tabBlocks', { sinc: true }).dir)).toEqual([
      expect.stringMatching(/markdown\.tabBlocks\.sinc: unknown key \(did you mean "sync"\?\)/),
    ]);
    expect(configErrors(withKey('tabBlocks', { labels: { js: 'JS' } }).dir)).toEqual([
      expect.stringMatching(/markdown\.tabBlocks\.labels: .*a list of \[language, label\] pairs/),
    ]);
  });
});
