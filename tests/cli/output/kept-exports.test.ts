import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { appendTo, buildIn, cachedProject, expectColdEqual } from '../../helpers/cached-build.ts';
import type { TempProject } from '../../helpers/temp-project.ts';

beforeAll(async () => {
  await ensureBuilt();
});

const layoutFiles = (p: TempProject) =>
  fs.readdirSync(p.file('node_modules/.cache/docsgen')).filter((name) => name.endsWith('.exports.json'));

/** Rewrites the layout file's data, with the hash its first line gives of it. */
function rewriteLayout(p: TempProject, edit: (layout: { pages: Record<string, number[]> }) => void): void {
  const file = path.join(p.file('node_modules/.cache/docsgen'), layoutFiles(p)[0]!);
  const text = fs.readFileSync(file, 'utf8');
  const newline = text.indexOf('\n');
  const layout = JSON.parse(text.slice(newline + 1));
  edit(layout);
  const data = JSON.stringify(layout);
  const checksum = zlib.crc32(data).toString(16).padStart(8, '0');
  const header = text.slice(0, newline).replace(/ [0-9a-f]{8}$/, ` ${checksum}`);
  fs.writeFileSync(file, `${header}\n${data}`);
}

describe("a warm build's Markdown exports", () => {
  it("are a cold build's after each kind of edit, reused docs' pieces copied from llms-full.txt", async () => {
    const p = cachedProject('basic');
    await buildIn(p);
    expect(layoutFiles(p)).toHaveLength(1);
    appendTo(p, 'content/docs/about/intro.md', 'Uma frase nova.');
    expect(await expectColdEqual(p, await buildIn(p))).toEqual({ rendered: 1, reused: 4 });
    // A page added and one removed: other routes have exports, and every export is made again.
    await buildIn(p);
    p.write('content/docs/guide/nova.md', '# Nova\n\nVeja [a introdução](../about/intro.md).\n');
    await expectColdEqual(p, await buildIn(p));
    await buildIn(p);
    fs.rmSync(p.file('content/docs/guide/nova.md'));
    await expectColdEqual(p, await buildIn(p));
    await buildIn(p);
    p.write(
      'content/docs/about/configuration.md',
      p.read('content/docs/about/configuration.md').replace(/^# .*/m, '# Ajustes'),
    );
    await expectColdEqual(p, await buildIn(p));
  });

  it("copy each reused doc's piece from where the layout says the last llms-full.txt has it", async () => {
    const p = cachedProject('basic');
    await buildIn(p);
    const routes = ['/docs/about/configuration', '/docs/guide/first-steps'];
    const piece = (route: string) => {
      const full = p.read('site/llms-full.txt');
      const at = full.indexOf(`url: https://docs.example.com${route}.md`);
      return full.slice(full.lastIndexOf('---', at - 2), full.indexOf('\n---\nurl:', at));
    };
    const [configuration, firstSteps] = routes.map(piece);
    // Each of two docs given the other's piece: a build that copies them puts each where the other was.
    rewriteLayout(p, ({ pages }) => {
      const [a, b] = routes.map((route) => pages[route]!);
      [a![1], a![2], b![1], b![2]] = [b![1]!, b![2]!, a![1]!, a![2]!];
    });
    // A heading of its own: a build that renders the edited doc alone would copy the rest of llms-full.txt whole.
    appendTo(p, 'content/docs/about/intro.md', '## Uma seção nova');
    await buildIn(p);
    const full = p.read('site/llms-full.txt');
    expect(full.indexOf(firstSteps!)).toBeLessThan(full.indexOf(configuration!));
    // llms-full.txt of another size than the layout says: the pieces are made again from the docs' Markdown.
    fs.appendFileSync(p.file('site/llms-full.txt'), '\nlinha a mais\n');
    appendTo(p, 'content/docs/about/intro.md', 'Outra frase.');
    await expectColdEqual(p, await buildIn(p));
  });

  it('are not recorded while a static llms-full.txt takes the place of the export', async () => {
    const p = cachedProject('basic');
    p.write('content/static/llms-full.txt', 'O texto do autor.\n');
    await buildIn(p);
    expect(layoutFiles(p)).toEqual([]);
    appendTo(p, 'content/docs/about/intro.md', 'Uma frase nova.');
    const warm = await buildIn(p);
    expect(p.read('site/llms-full.txt')).toBe('O texto do autor.\n');
    await expectColdEqual(p, warm);
  });

  it('are made again when the layout file is damaged', async () => {
    const p = cachedProject('basic');
    await buildIn(p);
    const layout = path.join(p.file('node_modules/.cache/docsgen'), layoutFiles(p)[0]!);
    fs.writeFileSync(layout, fs.readFileSync(layout).subarray(0, 200));
    appendTo(p, 'content/docs/about/intro.md', 'Uma frase nova.');
    await expectColdEqual(p, await buildIn(p));
    expect(layoutFiles(p)).toHaveLength(1);
  });

  it('are not recorded by a build whose cache of rendered docs could not be written', async () => {
    const p = cachedProject('basic');
    await buildIn(p);
    expect(layoutFiles(p)).toHaveLength(1);
    // A folder where the cache's index goes: the build succeeds, its index cannot be renamed into place.
    const folder = p.file('node_modules/.cache/docsgen');
    const index = fs.readdirSync(folder).find((name) => /^pages-[^.]+\.json$/.test(name))!;
    fs.rmSync(path.join(folder, index));
    fs.mkdirSync(path.join(folder, index, 'bloqueio'), { recursive: true });
    appendTo(p, 'content/docs/about/intro.md', 'Uma frase nova.');
    await buildIn(p);
    expect(layoutFiles(p)).toEqual([]);
  });
});
