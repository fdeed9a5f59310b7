import { describe, expect, it } from 'vitest';
import { runMigrate } from '../../../cli/commands/migrate.ts';
import { tempProject } from '../../helpers/temp-project.ts';

const NOTE_START = 'docusaurus.config.ts: markdown.npm2yarn: the site uses @docusaurus/remark-plugin-npm2yarn';

/** The note of a blog whose options do not list a plugin that the docs' list. */
const blogWithout = (key: string, plugin: string) =>
  `docusaurus.config.ts: blog.markdown.${key}: the blog's options do not list ${plugin}, which the docs' do: ` +
  `docs.config.json sets "${key}": false for their pages, as Docusaurus renders them with their own remark plugins`;

/** The ts-site fixture with `imports` above its config, the docs' and blog's options given extra keys. */
async function migrateWith(imports: string, docsExtra: string, blogExtra = '') {
  const project = tempProject('migrate/ts-site');
  const config = project.read('docusaurus.config.ts');
  project.write(
    'docusaurus.config.ts',
    `${imports}\n${config
      .replace('sidebarCollapsed: false,', `sidebarCollapsed: false, ${docsExtra}`)
      .replace("blogTitle: 'Notas',", `blogTitle: 'Notas', ${blogExtra}`)}`,
  );
  const summary = await runMigrate({ siteDir: project.dir });
  const written = JSON.parse(project.read('docs.config.json'));
  return { project, notes: summary.notes, markdown: written.markdown, blog: written.blog };
}

describe('docsgen migrate: @docusaurus/remark-plugin-npm2yarn', () => {
  it('turns the plugin, not installed, into markdown.npm2yarn with its options, in one line', async () => {
    const { markdown, blog, notes } = await migrateWith(
      "import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';",
      "remarkPlugins: [[npm2yarn, { sync: true, converters: ['yarn', 'pnpm'] }]],",
    );
    expect(markdown).toEqual({ format: 'mdx', npm2yarn: { sync: true, converters: ['yarn', 'pnpm'] } });
    // The blog's posts are rendered without the plugin, as Docusaurus renders them: their fences stay one block.
    expect(blog.markdown).toEqual({ npm2yarn: false });
    expect(notes.filter((note) => note.includes('npm2yarn'))).toEqual([
      `${NOTE_START} (presets[0][1].docs.remarkPlugins[0]): docs.config.json sets "npm2yarn": ` +
        '{"sync":true,"converters":["yarn","pnpm"]}, and docsgen turns ```bash npm2yarn code blocks into npm, Yarn, ' +
        'pnpm and Bun tabs on every page',
      blogWithout('npm2yarn', '@docusaurus/remark-plugin-npm2yarn'),
    ]);
  });

  it('recognises the installed plugin by the function the config requires, and takes no options as true', async () => {
    const project = tempProject('migrate/ts-site');
    // An installed copy: its function is named "plugin", as the published package's is.
    project.write(
      'node_modules/@docusaurus/remark-plugin-npm2yarn/package.json',
      '{ "name": "@docusaurus/remark-plugin-npm2yarn", "main": "index.js" }',
    );
    project.write('node_modules/@docusaurus/remark-plugin-npm2yarn/index.js', 'module.exports = function plugin() {};');
    project.write('node_modules/outro/package.json', '{ "name": "outro", "main": "index.js" }');
    project.write('node_modules/outro/index.js', 'module.exports = function plugin() {};');
    const requires = "const npm2yarn = require('@docusaurus/remark-plugin-npm2yarn');\nconst outro = require('outro');";
    const config = project
      .read('docusaurus.config.ts')
      .replace(
        'sidebarCollapsed: false,',
        'sidebarCollapsed: false, beforeDefaultRemarkPlugins: [outro], remarkPlugins: [outro, npm2yarn],',
      );
    project.write('docusaurus.config.ts', `${requires}\n${config}`);
    const summary = await runMigrate({ siteDir: project.dir });
    expect(JSON.parse(project.read('docs.config.json')).markdown).toEqual({ format: 'mdx', npm2yarn: true });
    expect(summary.notes.filter((note) => note.includes('npm2yarn'))).toEqual([
      expect.stringContaining(
        `${NOTE_START} (presets[0][1].docs.remarkPlugins[1]): docs.config.json sets "npm2yarn": true`,
      ),
      blogWithout('npm2yarn', '@docusaurus/remark-plugin-npm2yarn'),
    ]);
  });

  it('says a custom converter cannot be mapped, and gives the blog its own options where they differ', async () => {
    const { markdown, blog, notes } = await migrateWith(
      "import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';",
      "remarkPlugins: [[npm2yarn, { converters: ['pnpm', ['Turbo', (code) => code.replace(/npm/g, 'turbo')]] }]],",
      'remarkPlugins: [[npm2yarn, { sync: true }]],',
    );
    expect(markdown.npm2yarn).toEqual({ converters: ['pnpm'] });
    expect(notes).toContain(
      'docusaurus.config.ts: presets[0][1].docs.remarkPlugins[0][1].converters[1]: the converter "Turbo" cannot be ' +
        'mapped: docsgen converts npm commands for "yarn", "pnpm" and "bun" only, and docs.config.json cannot hold a ' +
        'function; its tab is left out',
    );
    expect(blog.markdown).toEqual({ npm2yarn: { sync: true } });
    expect(notes).toContain(
      "docusaurus.config.ts: blog.markdown.npm2yarn: the blog's options list @docusaurus/remark-plugin-npm2yarn " +
        "(presets[0][1].blog.remarkPlugins[0]) with other options than the docs': docs.config.json sets " +
        '"npm2yarn": {"sync":true} for their pages, as Docusaurus renders them with their own remark plugins',
    );
  });

  it('leaves markdown.npm2yarn out when no remark plugin is npm2yarn', async () => {
    const { markdown, notes } = await migrateWith("import outro from 'remark-outro';", 'remarkPlugins: [outro],');
    expect(markdown).toEqual({ format: 'mdx' });
    expect(notes.filter((note) => note.includes('npm2yarn'))).toEqual([]);
  });
});

describe('docsgen migrate: docusaurus-remark-plugin-tab-blocks', () => {
  const TAB_NOTE = 'docusaurus.config.ts: markdown.tabBlocks: the site uses docusaurus-remark-plugin-tab-blocks';

  it('turns the plugin of the README’s usage, not installed, into markdown.tabBlocks with its labels', async () => {
    const { markdown, blog, notes } = await migrateWith(
      'import tabBlocks from "docusaurus-remark-plugin-tab-blocks";',
      'remarkPlugins: [[tabBlocks, { labels: [["json", "JSON"], ["jsx", "JSX"], ["tsx", "TSX"]] }]],',
      'remarkPlugins: [tabBlocks],',
    );
    const labels = [
      ['json', 'JSON'],
      ['jsx', 'JSX'],
      ['tsx', 'TSX'],
    ];
    expect(markdown).toEqual({ format: 'mdx', tabBlocks: { labels } });
    expect(notes.filter((note) => note.includes('tab-blocks'))).toEqual([
      `${TAB_NOTE} (presets[0][1].docs.remarkPlugins[0]): docs.config.json sets "tabBlocks": ` +
        `${JSON.stringify({ labels })}, and docsgen turns adjacent \`\`\`js tab code blocks into tabs on every page`,
      "docusaurus.config.ts: blog.markdown.tabBlocks: the blog's options list docusaurus-remark-plugin-tab-blocks " +
        "(presets[0][1].blog.remarkPlugins[0]) with other options than the docs': docs.config.json sets " +
        '"tabBlocks": true for their pages, as Docusaurus renders them with their own remark plugins',
    ]);
    expect(blog.markdown).toEqual({ tabBlocks: true });
  });

  it('recognises the installed ESM package by its default export, and keeps sync and groupId', async () => {
    const project = tempProject('migrate/ts-site');
    project.write(
      'node_modules/docusaurus-remark-plugin-tab-blocks/package.json',
      '{ "name": "docusaurus-remark-plugin-tab-blocks", "type": "module", "exports": { ".": "./index.js" } }',
    );
    project.write('node_modules/docusaurus-remark-plugin-tab-blocks/index.js', 'export default function plugin() {}');
    const config = project
      .read('docusaurus.config.ts')
      .replace(
        'sidebarCollapsed: false,',
        "sidebarCollapsed: false, remarkPlugins: [[tabBlocks, { sync: false, groupId: 'linguagem' }]],",
      );
    project.write('docusaurus.config.ts', `import tabBlocks from 'docusaurus-remark-plugin-tab-blocks';\n${config}`);
    const summary = await runMigrate({ siteDir: project.dir });
    expect(JSON.parse(project.read('docs.config.json')).markdown).toEqual({
      format: 'mdx',
      tabBlocks: { sync: false, groupId: 'linguagem' },
    });
    expect(summary.notes.filter((note) => note.includes('tab-blocks'))).toEqual([
      expect.stringContaining(TAB_NOTE),
      blogWithout('tabBlocks', 'docusaurus-remark-plugin-tab-blocks'),
    ]);
  });
});
