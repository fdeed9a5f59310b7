import { describe, expect, it } from 'vitest';
import { findViewerAssets } from '../../../cli/core/viewer-assets.ts';
import { hashedFilesMap } from '../../../cli/output/site-files.ts';
import type { CompiledSite } from '../../../cli/output/compiled-site.ts';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { editConfig, tempProject } from '../../helpers/temp-project.ts';

const searchFiles = (site: CompiledSite) => [...site.payloadFiles.keys()].filter((f) => f.startsWith('search-index/'));

describe('a site assembled before its search index is built (onAssembled)', () => {
  it('names the entry the index then writes, and has the parts once the compile returns', async () => {
    const project = tempProject();
    editConfig(project, (config) => {
      config.version = { ...config.version, name: '2.x (atual)' };
    });
    const loaded = loadConfig('docs.config.json', project.dir);
    let early: { manifestSearch: unknown; searchFiles: string[] } | undefined;
    const { site, diagnostics } = await compileSite(loaded, {
      drafts: false,
      cwd: project.dir,
      onAssembled: async (assembled) => {
        early = { manifestSearch: assembled.manifest.search, searchFiles: searchFiles(assembled) };
      },
    });
    expect(diagnostics).toEqual([]);
    // The version's name is made a folder name, as the index names its files.
    const entry = 'search-index/2-x--atual-/pt-BR.json';
    expect(early).toEqual({
      manifestSearch: [{ version: '2.x (atual)', locale: 'pt-BR', file: entry }],
      searchFiles: [],
    });
    const parts = searchFiles(site!);
    expect(parts).toContain(entry);
    expect(parts.length).toBeGreaterThan(2);
    // The entry and the excerpt parts keep their names from build to build; the others are hashed.
    const [, hashed] = hashedFilesMap(site!, findViewerAssets(loaded.config.locale.htmlLang));
    const listed = parts.filter((part) => hashed.includes(`/${part}"`));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).not.toContain(entry);
    expect(listed).toEqual(parts.filter((part) => !site!.revalidatedFiles.has(part)));
  });
});
