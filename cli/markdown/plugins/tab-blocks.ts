import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import type { RenderEnv, TabBlocksOptions } from '../../core/render-env.ts';
import { MDX_HTML } from '../../mdx/element-tokens.ts';
import { fenceLanguage } from '../fence-info.ts';
import { type FenceTab, fenceTabs } from './fence-tabs.ts';

/**
 * How docusaurus-remark-plugin-tab-blocks 4.0 finds a tab: `tab` anywhere in the metadata, with an optional JSON
 * object after `=`. It matches inside other words too (title="table.sql"), and Docusaurus shows such a block as a
 * tab: so does docsgen.
 */
const TAB_META = /tab(=\{.+\})?/;
/** A `tab` the writer meant, for the warning when the plugin is off: a word of its own. */
const TAB_WORD = /(?<=^|\s)tab(?:=\{.*\})?(?=\s|$)/;

interface TabMeta {
  span: number;
  label?: string;
}

interface TabBlock {
  /** The fences the tab holds: its own, and the `span - 1` code blocks after it. */
  tokens: Token[];
  lang: string;
  meta: TabMeta;
}

/**
 * docusaurus-remark-plugin-tab-blocks: adjacent fences whose metadata has `tab` (```` ```js tab ````) become one
 * `<Tabs>`, each tab labelled by its `label`, else by the configured label of its language, else by the language;
 * `tab={"span":2}` puts the next code block in the same tab. Rendered as `@theme/Tabs` is, the fences kept inside.
 * Off (the config's `markdown.tabBlocks` absent), each stays a block, with a warning at its `tab`.
 */
export function tabBlocks(md: MarkdownIt): void {
  md.core.ruler.after('block', 'docsgen_tab_blocks', groupTabBlocks);
  md.renderer.rules[MDX_HTML] ??= (tokens, idx) => tokens[idx]!.content;
}

function metaOf(info: string): string {
  const { lang, langAt } = fenceLanguage(info);
  return lang ? info.slice(langAt + lang.length).trim() : '';
}

const mayBeTab = (token: Token) => token.type === 'fence' && token.info.includes('tab');

function groupTabBlocks(state: StateCore): void {
  // Nearly every page has no tab block: it keeps its token list as it is.
  if (!state.tokens.some(mayBeTab)) return;
  const env = state.env as RenderEnv;
  const options = env.tabBlocks;
  const out: Token[] = [];
  const tokens = state.tokens;
  // A fence that ends a group is read again as the start of the next: its JSON's error is reported once.
  const read = new Map<Token | undefined, TabMeta | undefined>();
  const metaAt = (at: number) => {
    const token = tokens[at];
    if (!read.has(token)) read.set(token, tabMeta(token, env));
    return read.get(token);
  };
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i]!;
    if (!mayBeTab(token) || !TAB_META.test(metaOf(token.info))) {
      out.push(token);
      i++;
      continue;
    }
    if (!options) {
      warnOff(token, env);
      out.push(token);
      i++;
      continue;
    }
    const blocks: TabBlock[] = [];
    let next = i;
    for (let meta = metaAt(next); meta; meta = metaAt(next)) {
      const held: Token[] = [];
      // As the plugin counts a span: the code blocks that follow, whatever their metadata, while there are any.
      while (held.length < meta.span && isCode(tokens[next])) held.push(tokens[next++]!);
      blocks.push({ tokens: held, lang: fenceLanguage(held[0]!.info).lang, meta });
    }
    if (blocks.length === 0) {
      // Its JSON could not be read (reported): the block stays as written.
      out.push(token);
      i++;
      continue;
    }
    out.push(...tabsAround(state, blocks, options));
    i = next;
  }
  state.tokens = out;
}

const isCode = (token: Token | undefined): token is Token => token?.type === 'fence' || token?.type === 'code_block';

/** The tab a fence opens, or undefined when it opens none: not a fence, no `tab`, or JSON that cannot be read. */
function tabMeta(token: Token | undefined, env: RenderEnv): TabMeta | undefined {
  if (token?.type !== 'fence') return undefined;
  const found = TAB_META.exec(metaOf(token.info));
  if (!found) return undefined;
  if (!found[1]) return { span: 1 };
  try {
    const given = JSON.parse(found[1].slice(1)) as { span?: unknown; label?: unknown };
    return {
      span: Number(given.span ?? 1),
      ...(typeof given.label === 'string' ? { label: given.label } : {}),
    };
  } catch (e) {
    // Docusaurus's build fails on it.
    env.report({
      ...fencePosition(token, env, found[0]),
      message: `tab: ${(e as Error).message}; write the tab's options as JSON, as in tab={"label":"npm","span":2}`,
      severity: 'error',
      code: 'invalid-code-block',
    });
    return undefined;
  }
}

function fencePosition(fence: Token, env: RenderEnv, word: string): { line: number; column: number } {
  const source = env.lines[fence.map![0]] ?? '';
  const infoColumn = source.indexOf(fence.markup) + fence.markup.length + 1;
  return { line: fence.map![0] + 1 + env.lineOffset, column: infoColumn + Math.max(fence.info.indexOf(word), 0) };
}

function warnOff(fence: Token, env: RenderEnv): void {
  const word = TAB_WORD.exec(metaOf(fence.info));
  if (!word) return;
  env.report({
    ...fencePosition(fence, env, word[0]),
    message:
      'tab: this code block stays a block of its own, as markdown.tabBlocks is off; ' +
      'set "markdown": { "tabBlocks": true } in docs.config.json to show adjacent tab blocks as tabs',
    severity: 'warning',
    code: 'unconverted-tab-block',
  });
}

/** The tabs' markup around the blocks' fences, which stay as they are (titles, highlighted lines and all). */
function tabsAround(state: StateCore, blocks: TabBlock[], options: TabBlocksOptions): Token[] {
  const env = state.env as RenderEnv;
  const tabs = blocks.map((block): FenceTab => {
    const label = block.meta.label ?? options.labels.get(block.lang);
    return {
      // The plugin's value: the label in lower case with its first space as a hyphen, else the language.
      value: block.meta.label?.toLowerCase().replace(' ', '-') ?? block.lang,
      ...(label === undefined ? {} : { label }),
      tokens: block.tokens,
      line: block.tokens[0]!.map![0] + 1 + env.lineOffset,
    };
  });
  return fenceTabs(state, tabs, options.groupId, blocks[0]!.tokens[0]!) ?? blocks.flatMap((block) => block.tokens);
}
