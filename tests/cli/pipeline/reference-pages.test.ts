import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadApiDescriptions } from '../../../cli/api/load-apis.ts';
import { generateReferences } from '../../../cli/api/reference/generate-references.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { parseFrontMatter } from '../../../cli/sources/front-matter.ts';
import { jsonLinesFrontMatter } from '../../../cli/sources/given-front-matter.ts';
import { tempProject } from '../../helpers/temp-project.ts';

/** Every page generated from the fixture's descriptions, as the build writes them. */
async function generatedPages(fixture: string) {
  const project = tempProject(fixture);
  const loaded = loadConfig('docs.config.json', project.dir);
  const roots = [project.dir];
  const named = loaded.config.apiReference.flatMap((entry) =>
    entry.file ? [{ name: entry.openapi, file: path.resolve(loaded.rootDir, entry.file) }] : [],
  );
  const { apis } = await loadApiDescriptions(loaded.contentDir, project.dir, roots, undefined, named);
  const docs = { dir: path.join(loaded.contentDir, 'docs'), route: '/docs' };
  return generateReferences(loaded, apis, docs, project.dir).pages;
}

describe("a generated page's front matter read as JSON lines", () => {
  it('gives what reading it as YAML and checking it gives, for every page of the fixtures', async () => {
    const pages = [...(await generatedPages('api-reference')), ...(await generatedPages('api-swagger2'))];
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const given = jsonLinesFrontMatter(page.text);
      const read = parseFrontMatter(page.file, page.text);
      expect(read.diagnostics).toEqual([]);
      expect(given).toBeDefined();
      expect(given!.data).toEqual(read.data);
      expect(given!.body).toBe(read.body);
      expect(given!.bodyLineOffset).toBe(read.bodyLineOffset);
      expect({ ...given!.keyLines }).toEqual({ ...read.keyLines });
      for (const key of Object.keys(read.data))
        for (const part of ['key', 'value'] as const)
          expect(given!.positions.locate([key], part), `${page.relPath} ${key} ${part}`).toEqual(
            read.positions.locate([key], part),
          );
    }
  });

  it('leaves what is not one JSON value per key to the YAML reader', () => {
    expect(jsonLinesFrontMatter('---\ntitle: Início\n---\n\n# Início\n')).toBeUndefined();
    expect(jsonLinesFrontMatter('---\ntitle: "a"\n  nested: 1\n---\n')).toBeUndefined();
    expect(jsonLinesFrontMatter('# No front matter\n')).toBeUndefined();
    expect(jsonLinesFrontMatter('---\ntitle: "never closed"\n')).toBeUndefined();
  });
});
