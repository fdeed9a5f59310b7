import { mathPluginsOf } from './math-plugins.ts';
import type { Notes } from './notes.ts';
import {
  type FoundSetting,
  NPM2YARN_PACKAGE,
  npm2yarnSetting,
  TAB_BLOCKS_PACKAGE,
  tabBlocksSetting,
} from './remark-plugins.ts';

/** A content plugin whose pages docs.config.json gives Markdown settings: the docs first, then the others. */
export interface ContentSection {
  options: Record<string, unknown> | false;
  at: string;
  /** Where its settings go: "markdown" for the docs, else "blog.markdown", "docsInstances.community.markdown". */
  key: string;
  /** How a note names it: "the blog's". */
  name: string;
}

interface MarkdownPlugin {
  key: 'math' | 'npm2yarn' | 'tabBlocks';
  /** The note of the docs' setting, when they have one. */
  found(setting: unknown, at: string): string;
  /** What the plugin is called in a note about another section. */
  name: string;
  settingOf(section: ContentSection): Promise<FoundSetting<unknown>>;
}

/**
 * The `math`, `npm2yarn` and `tabBlocks` settings of each content plugin, by where they go in docs.config.json: the
 * docs' as `markdown`, and each other plugin's where they differ from the docs' (`false` where it lacks one the docs
 * have), since Docusaurus renders each plugin's pages with its own remark plugins. Each setting made is noted.
 */
export async function sectionMarkdown(
  sections: readonly ContentSection[],
  siteDir: string,
  notes: Notes,
): Promise<Map<string, Record<string, unknown>>> {
  const out = new Map<string, Record<string, unknown>>();
  const set = (key: string, name: string, value: unknown) => out.set(key, { ...out.get(key), [name]: value });
  const mathNames = mathPluginsOf(sections.map((section) => section.options)).join(' and ');
  const plugins: MarkdownPlugin[] = [
    {
      key: 'math',
      name: 'remark-math or rehype-katex',
      found: () =>
        `the site uses ${mathNames}: docs.config.json sets "math": true, and docsgen typesets $…$ and $$…$$ with ` +
        'KaTeX at build time',
      settingOf: async ({ options, at }) => (mathPluginsOf([options]).length ? { setting: true, at } : undefined),
    },
    {
      key: 'npm2yarn',
      name: NPM2YARN_PACKAGE,
      found: (setting, at) =>
        `the site uses ${NPM2YARN_PACKAGE} (${at}): docs.config.json sets "npm2yarn": ${JSON.stringify(setting)}, ` +
        'and docsgen turns ```bash npm2yarn code blocks into npm, Yarn, pnpm and Bun tabs on every page',
      settingOf: (section) => npm2yarnSetting(section, siteDir, notes),
    },
    {
      key: 'tabBlocks',
      name: TAB_BLOCKS_PACKAGE,
      found: (setting, at) =>
        `the site uses ${TAB_BLOCKS_PACKAGE} (${at}): docs.config.json sets "tabBlocks": ${JSON.stringify(setting)}, ` +
        'and docsgen turns adjacent ```js tab code blocks into tabs on every page',
      settingOf: (section) => tabBlocksSetting(section, siteDir, notes),
    },
  ];
  for (const plugin of plugins) {
    const found: FoundSetting<unknown>[] = [];
    for (const section of sections) found.push(await plugin.settingOf(section));
    const [docs, ...others] = found;
    if (docs) {
      set('markdown', plugin.key, docs.setting);
      notes.add(`markdown.${plugin.key}`, plugin.found(docs.setting, docs.at));
    }
    others.forEach((own, i) => {
      if (JSON.stringify(own?.setting) === JSON.stringify(docs?.setting)) return;
      const section = sections[i + 1]!;
      const value = own ? own.setting : false;
      set(section.key, plugin.key, value);
      const why = !own
        ? `${section.name} options do not list ${plugin.name}, which the docs' do`
        : docs
          ? `${section.name} options list ${plugin.name} (${own.at}) with other options than the docs'`
          : `${section.name} options list ${plugin.name} (${own.at}), which the docs' do not`;
      notes.add(
        `${section.key}.${plugin.key}`,
        `${why}: docs.config.json sets "${plugin.key}": ${JSON.stringify(value)} for their pages, as Docusaurus ` +
          'renders them with their own remark plugins',
      );
    });
  }
  return out;
}
