import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import type { Npm2YarnOptions, RenderEnv } from '../../core/render-env.ts';
import { MDX_HTML } from '../../mdx/element-tokens.ts';
import { fenceLanguage } from '../fence-info.ts';
import { type FenceTab, fenceTabs } from './fence-tabs.ts';
import convertNpm from 'npm-to-yarn';

const MARK = 'npm2yarn';
/** The tab labels Docusaurus's plugin gives; npm's tab has none, so it shows its value. */
const LABELS: Record<Npm2YarnOptions['converters'][number], string> = { yarn: 'Yarn', pnpm: 'pnpm', bun: 'Bun' };

/**
 * Docusaurus's @docusaurus/remark-plugin-npm2yarn: a fence whose metadata is `npm2yarn` alone (```` ```bash npm2yarn
 * ````) becomes `<Tabs>` of its commands for npm and each converter, rendered as `@theme/Tabs` is (mdx/components/
 * tabs.ts), with the groupId "npm2yarn" when `sync` is on. Each panel is a fence again, so the code is highlighted,
 * indexed and exported as any other. Off (the config's `markdown.npm2yarn` absent), the fence stays one block, as
 * in Docusaurus, with a warning, since a page that writes npm2yarn was written for a site that had the plugin.
 */
export function npm2yarn(md: MarkdownIt): void {
  // Before the inline rules: MDX's tags are paired after them, and the tabs' markup must already be in place.
  md.core.ruler.after('block', 'docsgen_npm2yarn', npm2yarnTabs);
  md.renderer.rules[MDX_HTML] ??= (tokens, idx) => tokens[idx]!.content;
}

function npm2yarnTabs(state: StateCore): void {
  const env = state.env as RenderEnv;
  // In order, so that the warnings and the tabs' ids follow the page.
  for (let i = 0; i < state.tokens.length; i++) {
    const token = state.tokens[i]!;
    if (token.type !== 'fence' || !isNpm2Yarn(token.info)) continue;
    if (!env.npm2yarn) {
      warnOff(token, env);
      continue;
    }
    const tabs = tabsTokens(state, token, env.npm2yarn);
    state.tokens.splice(i, 1, ...tabs);
    i += tabs.length - 1;
  }
}

/** Docusaurus converts a fence whose language is followed by `npm2yarn` and nothing else. */
function isNpm2Yarn(info: string): boolean {
  if (!info.includes(MARK)) return false;
  const { lang, langAt } = fenceLanguage(info);
  return lang !== '' && info.slice(langAt + lang.length).trim() === MARK;
}

function warnOff(fence: Token, env: RenderEnv): void {
  const source = env.lines[fence.map![0]] ?? '';
  const infoColumn = source.indexOf(fence.markup) + fence.markup.length + 1;
  env.report({
    line: fence.map![0] + 1 + env.lineOffset,
    column: infoColumn + fence.info.lastIndexOf(MARK),
    message:
      `${MARK}: this code block stays one npm block, as markdown.npm2yarn is off; ` +
      'set "markdown": { "npm2yarn": true } in docs.config.json for npm, Yarn, pnpm and Bun tabs',
    severity: 'warning',
    code: 'unconverted-npm2yarn',
  });
}

/** The tabs' markup around one fence per tool, each tool's commands converted from npm's. */
function tabsTokens(state: StateCore, fence: Token, options: Npm2YarnOptions): Token[] {
  const env = state.env as RenderEnv;
  const code = fence.content.replace(/\n$/, '');
  const lang = fenceLanguage(fence.info).lang;
  const line = fence.map![0] + 1 + env.lineOffset;
  const tools = [
    { value: 'npm', label: undefined, code },
    ...options.converters.map((to) => ({ value: to, label: LABELS[to], code: convertNpm(code, to) })),
  ];
  const tabs = tools.map((tool, i): FenceTab => {
    const block = new state.Token('fence', 'code', 0);
    Object.assign(block, { block: true, level: fence.level, map: fence.map, markup: fence.markup });
    // As Docusaurus's plugin makes them: the language alone, the metadata left behind.
    block.info = lang;
    block.content = `${tool.code}\n`;
    if (i > 0) block.meta = { copy: true };
    return { value: tool.value, ...(tool.label ? { label: tool.label } : {}), tokens: [block], line };
  });
  return fenceTabs(state, tabs, options.sync ? MARK : undefined, fence) ?? [fence];
}
