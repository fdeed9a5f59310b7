import { afterEach, describe, expect, it } from 'vitest';
import type { RunningWatch } from '../../../cli/commands/watch.ts';
import { startWatchOn } from '../../helpers/watch-server.ts';
import { tempProject } from '../../helpers/temp-project.ts';

let watch: RunningWatch | undefined;

afterEach(async () => {
  await watch?.close();
  watch = undefined;
});

describe('docsgen watch and the Markdown exports', () => {
  it("serves every page's Markdown and llms.txt, and writes them again after a save", async () => {
    const project = tempProject('markdown-export');
    watch = await startWatchOn(project);
    const get = (p: string) => fetch(`${watch!.url}${p}`);

    const page = await get('docs/guia/avisos.md');
    expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/markdown; charset=utf-8']);
    expect(await page.text()).toContain('> **Dica**');
    const llms = await get('llms.txt');
    expect([llms.status, llms.headers.get('content-type')]).toEqual([200, 'text/plain; charset=utf-8']);
    // A draft is shown in watch, but has no export, as in a build.
    expect((await get('docs/guia/rascunho.md')).status).toBe(404);

    project.write('content/docs/guia/avisos.md', `${project.read('content/docs/guia/avisos.md')}\nSalvo agora.\n`);
    await expect
      .poll(async () => (await get('docs/guia/avisos.md')).text(), { timeout: 5_000 })
      .toContain('Salvo agora.');
    expect(await (await get('llms-full.txt')).text()).toContain('Salvo agora.');
  });
});
