import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { editConfig, tempProject } from '../../helpers/temp-project.ts';
import { closeWatches, INTRO, servedIntro, startWatchOn } from '../../helpers/watch-server.ts';

afterEach(closeWatches);

/** `docsgen watch` follows its config: saved by renaming, naming another content folder, or a Docusaurus layout. */
describe('docsgen watch and its config', () => {
  it('keeps watching the config after an editor saves it by renaming, as vim does', async () => {
    const project = tempProject();
    const running = await startWatchOn(project);
    const manifest = async () => (await fetch(`${running.url}manifest.json`)).text();
    const config = project.read('docs.config.json');
    for (const tagline of ['primeira', 'segunda', 'terceira']) {
      fs.renameSync(project.file('docs.config.json'), project.file('docs.config.json~'));
      // Longer than chokidar's window for atomic writes, as when an editor takes its time.
      await new Promise((resolve) => setTimeout(resolve, 300));
      project.write('docs.config.json', config.replace(/"tagline": "[^"]*"/, `"tagline": "${tagline}"`));
      fs.rmSync(project.file('docs.config.json~'));
      await expect.poll(manifest, { timeout: 5_000 }).toContain(`"tagline":"${tagline}"`);
    }
  });

  it('follows the content folder to where the config moves it', async () => {
    const project = tempProject();
    let moved = false;
    // Saved as soon as a rebuild that read the edited config is reported, before the watcher has moved. Files written
    // just before the start may come in the same batch as the config ("docsgen: docs.config.json, content/… →").
    const running = await startWatchOn(project, (line) => {
      if (moved && /^docsgen: .*docs\.config\.json.* → full rebuild/.test(line)) {
        moved = false;
        project.write(
          `content2/${INTRO.slice('content/'.length)}`,
          `${project.read(INTRO)}\nSalvo durante a mudança.\n`,
        );
      }
    });
    fs.cpSync(project.file('content'), project.file('content2'), { recursive: true });
    moved = true;
    editConfig(project, (config) => (config.contentDir = 'content2'));
    await expect.poll(() => servedIntro(running), { timeout: 5_000 }).toContain('Salvo durante a mudança.');
    project.write('content2/docs/about/nova.md', '---\ntitle: Nova\n---\n\nPágina nova.\n');
    await expect
      .poll(async () => (await fetch(`${running.url}data/about/nova.json`)).text(), { timeout: 5_000 })
      .toContain('Página nova.');
    project.write('content2/docs/about/nova.md', '---\ntitle: Nova\n---\n\nPágina editada.\n');
    await expect
      .poll(async () => (await fetch(`${running.url}data/about/nova.json`)).text(), { timeout: 5_000 })
      .toContain('Página editada.');
  });

  it('builds from a content folder the config names as soon as the folder is created', async () => {
    const project = tempProject();
    const lines: string[] = [];
    const running = await startWatchOn(project, (line) => lines.push(line));
    editConfig(project, (config) => (config.contentDir = 'content2'));
    await expect
      .poll(() => lines.find((line) => line.includes('contentDir: expected a folder holding docs/')), {
        timeout: 5_000,
      })
      .toBeDefined();
    // Once the watcher has moved to the folder the config names.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const moved = `content2/${INTRO.slice('content/'.length)}`;
    fs.cpSync(project.file('content'), project.file('content2'), { recursive: true });
    project.write(moved, `${project.read(INTRO)}\nNa pasta criada depois.\n`);
    await expect.poll(() => servedIntro(running), { timeout: 5_000 }).toContain('Na pasta criada depois.');
    project.write(moved, `${project.read(INTRO)}\nEditada na pasta criada.\n`);
    await expect.poll(() => servedIntro(running), { timeout: 5_000 }).toContain('Editada na pasta criada.');
  });

  it('watches and serves the docs and static folders a Docusaurus repository names beside its config', async () => {
    const project = tempProject('docusaurus-root');
    const running = await startWatchOn(project);
    const page = 'docs/guia/conhecer.md';
    const served = async () => (await fetch(`${running.url}data/guia/conhecer.json`)).text();
    expect(await served()).toContain('Conhecer');
    project.write(page, `${project.read(page)}\nSalvo fora de content/.\n`);
    await expect.poll(served, { timeout: 5_000 }).toContain('Salvo fora de content/.');
    expect((await fetch(`${running.url}img/logo.svg`)).status).toBe(200);
    // trailingSlash true: the page is at /guia/conhecer/, and the dev server answers either form.
    for (const form of ['guia/conhecer/', 'guia/conhecer', ''])
      expect((await fetch(`${running.url}${form}`)).status, form).toBe(200);
  });
});
