import { beforeAll, describe, expect, it } from 'vitest';
import type { TabBlocksOptions } from '../../../cli/core/render-env.ts';
import { loadLanguageNames } from '../../../cli/highlight/language-names.ts';
import { renderDoc } from '../../../cli/markdown/render-doc.ts';
import { type BlockContext, blocksMarkdown } from '../../../cli/markdown-export/blocks.ts';
import { tabBlocksOptions } from '../../../cli/sources/config/remark-plugins-schema.ts';
import { identity } from '../../helpers/identity-resolvers.ts';

/** A page (body from file line 3) with tab blocks set as given; its HTML, problems and tokens. */
function page(body: string, tabBlocks: TabBlocksOptions | undefined, mdx = false) {
  const problems: string[] = [];
  const rendered = renderDoc(
    { body, bodyLineOffset: 2, mdx },
    {
      ...identity,
      highlight: (code, lang) => `<pre data-lang="${lang}">${code}</pre>`,
      ...(tabBlocks ? { tabBlocks } : {}),
      report: ({ line, column, message, severity }) => problems.push(`${line}:${column}: ${severity}: ${message}`),
    },
    mdx ? () => ({ file: '/site/docs/p.mdx', siteDir: '/site' }) : undefined,
  );
  return { ...rendered, problems };
}

/** Each tab as `value=label`, per tabs container. */
function tabsOf(html: string): string[][] {
  return html
    .split('<div class="tabs-container"')
    .slice(1)
    .map((container) =>
      [...container.matchAll(/role="tab"[^>]*data-value="([^"]*)">([^<]*)<\/button>/g)].map((m) => `${m[1]}=${m[2]}`),
    );
}

const DEFAULTS = tabBlocksOptions(true);

// The examples of the plugin's README (docusaurus-remark-plugin-tab-blocks 4.0).
const QUICK =
  '```js tab\nconsole.log("Hello JavaScript tab!");\n```\n\n```ts tab\nconsole.log("Ahoy TypeScript tab!");\n```\n';
const LABELS =
  '```bash tab={"label":"npm"}\nnpm install docusaurus-remark-plugin-tab-blocks\n```\n\n' +
  '```bash tab={"label":"yarn"}\nyarn add docusaurus-remark-plugin-tab-blocks\n```\n';
const SPAN = [
  '```js tab={"span":2} title="SomeClass.js"',
  'module.exports = class SomeClass {};',
  '```',
  '',
  '```js title="SomeClass.test.js"',
  'const SomeClass = require("./SomeClass");',
  '```',
  '',
  '```ts tab={"span":2} title="SomeClass.ts"',
  'export class SomeClass {}',
  '```',
  '',
  '```ts title="SomeClass.test.ts"',
  'import { SomeClass } from "./SomeClass";',
  '```',
  '',
].join('\n');

describe('tab blocks', () => {
  beforeAll(() => loadLanguageNames());

  it('groups adjacent tab fences into one synced tabs, labelled JavaScript and TypeScript by default', () => {
    const { html, problems } = page(QUICK, DEFAULTS);
    expect(problems).toEqual([]);
    expect(tabsOf(html)).toEqual([['js=JavaScript', 'ts=TypeScript']]);
    expect(html).toContain('<div class="tabs-container" data-tabs data-group-id="code-examples">');
    expect(html).toContain('<pre data-lang="ts">console.log("Ahoy TypeScript tab!");</pre>');
  });

  it('takes a tab’s label from its JSON, and makes its value from the label', () => {
    expect(tabsOf(page(LABELS, DEFAULTS).html)).toEqual([['npm=npm', 'yarn=yarn']]);
    const spaced = '```bash tab={"label":"Yarn Berry"}\nyarn\n```\n';
    expect(tabsOf(page(spaced, DEFAULTS).html)).toEqual([['yarn-berry=Yarn Berry']]);
  });

  it('puts the code blocks a span covers in one tab, their titles kept', () => {
    const { html, problems, tokens } = page(SPAN, DEFAULTS);
    expect(problems).toEqual([]);
    expect(tabsOf(html)).toEqual([['js=JavaScript', 'ts=TypeScript']]);
    const panels = html.split('role="tabpanel"').slice(1);
    expect(panels.map((panel) => [...panel.matchAll(/code-title">([^<]*)</g)].map((m) => m[1]))).toEqual([
      ['SomeClass.js', 'SomeClass.test.js'],
      ['SomeClass.ts', 'SomeClass.test.ts'],
    ]);
    expect(blocksMarkdown(tokens, { apis: {} as BlockContext['apis'] })).toMatch(
      /^\*\*JavaScript\*\*\n\n```js[^\n]*\n[^\n]*\n```\n\n```js[\s\S]*\*\*TypeScript\*\*\n\n```ts/,
    );
  });

  it('takes labels, sync and groupId from the options, and leaves apart fences that text separates', () => {
    const options = tabBlocksOptions({ sync: false, labels: [['bash', 'Shell']] });
    const { html } = page('```bash tab\nls\n```\n\nTexto.\n\n```js tab\nx\n```\n```py tab\ny\n```\n', options);
    expect(tabsOf(html)).toEqual([['bash=Shell'], ['js=JavaScript', 'py=py']]);
    expect(html).not.toContain('data-group-id');
    const grouped = page(QUICK, tabBlocksOptions({ groupId: 'linguagem' })).html;
    expect(grouped).toContain('data-group-id="linguagem"');
  });

  it('works in MDX pages, with ids apart from the page’s own tabs', () => {
    const imports = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n";
    const { html, problems } = page(
      `${imports}${QUICK}\n<Tabs>\n  <TabItem value="a">A</TabItem>\n</Tabs>\n`,
      DEFAULTS,
      true,
    );
    expect(problems).toEqual([]);
    expect(tabsOf(html)).toEqual([['js=JavaScript', 'ts=TypeScript'], ['a=a']]);
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('reports two tabs of one value, and JSON it cannot read, at their fences, as Docusaurus fails on both', () => {
    expect(page('```bash tab\na\n```\n```bash tab\nb\n```\n', DEFAULTS).problems).toEqual([
      '3:1: error: <Tabs> has the value "bash" more than once: give every tab a value of its own.',
    ]);
    expect(page('Texto\n\n```js tab={label:1}\nx\n```\n', DEFAULTS).problems).toEqual([
      expect.stringMatching(/^5:7: error: tab: .*JSON.*; write the tab's options as JSON/),
    ]);
  });

  it('keeps each fence a block when the site does not enable it, warning at its tab', () => {
    const { html, problems } = page(`Texto\n\n${QUICK}\n\`\`\`sql title="tabela.sql"\nselect 1\n\`\`\`\n`, undefined);
    expect(tabsOf(html)).toEqual([]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^5:7: warning: tab: this code block stays a block of its own, as markdown.tabBlocks is off/,
      ),
      expect.stringMatching(/^9:7: warning: tab: /),
    ]);
  });
});
