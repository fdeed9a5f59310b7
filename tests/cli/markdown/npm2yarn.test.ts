import { beforeAll, describe, expect, it } from 'vitest';
import type { Npm2YarnOptions } from '../../../cli/core/render-env.ts';
import { loadLanguageNames } from '../../../cli/highlight/language-names.ts';
import { renderDoc } from '../../../cli/markdown/render-doc.ts';
import { type BlockContext, blocksMarkdown } from '../../../cli/markdown-export/blocks.ts';
import { identity } from '../../helpers/identity-resolvers.ts';

const DEFAULTS: Npm2YarnOptions = { sync: false, converters: ['yarn', 'pnpm', 'bun'] };

/** A page (body from file line 3) with npm2yarn set as given; its HTML, problems and tokens. */
function page(body: string, npm2yarn: Npm2YarnOptions | undefined, mdx = false) {
  const problems: string[] = [];
  const rendered = renderDoc(
    { body, bodyLineOffset: 2, mdx },
    {
      ...identity,
      highlight: (code, lang) => `<pre data-lang="${lang}">${code}</pre>`,
      ...(npm2yarn ? { npm2yarn } : {}),
      report: ({ line, column, message, severity }) => problems.push(`${line}:${column}: ${severity}: ${message}`),
    },
    mdx ? () => ({ file: '/site/docs/p.mdx', siteDir: '/site' }) : undefined,
  );
  return { ...rendered, problems };
}

/** Each tab's label and its panel's code, in order. */
function tabs(html: string): [string, string][] {
  const labels = [...html.matchAll(/<button type="button" role="tab"[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]!);
  const codes = [...html.matchAll(/<pre data-lang="bash">([^<]*)<\/pre>/g)].map((m) => m[1]!);
  return labels.map((label, i) => [label, codes[i]!]);
}

const FENCE = 'Instale:\n\n```bash npm2yarn\nnpm install --save docusaurus-plugin-name\n```\n';

describe('npm2yarn', () => {
  beforeAll(() => loadLanguageNames());

  it('turns the fence into npm, Yarn, pnpm and Bun tabs, as Docusaurus 3.8.1 does by default', () => {
    const { html, problems } = page(FENCE, DEFAULTS);
    expect(problems).toEqual([]);
    expect(tabs(html)).toEqual([
      ['npm', 'npm install --save docusaurus-plugin-name'],
      ['Yarn', 'yarn add docusaurus-plugin-name'],
      ['pnpm', 'pnpm add docusaurus-plugin-name'],
      ['Bun', 'bun add docusaurus-plugin-name'],
    ]);
    // The markup of @theme/Tabs: the first tab selected, the other panels hidden, no group unless synced.
    expect(html).toContain('<div class="tabs-container" data-tabs>');
    expect(html).toContain('aria-selected="true" tabindex="0" class="tabs__item tabs__item--active" data-value="npm"');
    expect(html.match(/role="tabpanel"[^>]* hidden>/g)).toHaveLength(3);
    expect(html).not.toContain('npm2yarn');
  });

  it('gives the tabs the groupId "npm2yarn" with sync, and only the converters asked for, in their order', () => {
    const { html } = page(FENCE, { sync: true, converters: ['pnpm', 'yarn'] });
    expect(html).toContain('<div class="tabs-container" data-tabs data-group-id="npm2yarn">');
    expect(tabs(html).map(([label]) => label)).toEqual(['npm', 'pnpm', 'Yarn']);
  });

  it('does the same in an MDX page, where the ids do not meet those of the page’s own tabs', () => {
    const imports = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n";
    const body = `${imports}${FENCE}\n<Tabs>\n  <TabItem value="a">A</TabItem>\n</Tabs>\n`;
    const { html, problems } = page(body, DEFAULTS, true);
    expect(problems).toEqual([]);
    expect(tabs(html).map(([label]) => label)).toEqual(['npm', 'Yarn', 'pnpm', 'Bun', 'a']);
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('converts only a fence whose metadata is npm2yarn alone, as Docusaurus does', () => {
    const body = '```npm2yarn\nnpm i a\n```\n\n```bash npm2yarn title="x"\nnpm i b\n```\n\n```bash\nnpm i c\n```\n';
    const { html, problems } = page(body, DEFAULTS);
    // A fence that names no language, whose language is then "npm2yarn", is said like any unknown language.
    expect(problems).toEqual([expect.stringMatching(/^3:4: warning: unknown code block language "npm2yarn"/)]);
    expect(html).not.toContain('tabs-container');
    expect(html.match(/<pre data-lang=/g)).toHaveLength(3);
  });

  it('converts a fence in a list, and exports each panel under its tab’s label', () => {
    const { tokens, html } = page('- Passo:\n\n  ```sh npm2yarn\n  npm ci\n  ```\n', {
      sync: false,
      converters: ['yarn'],
    });
    expect(html).toMatch(/<li>[\s\S]*tabs-container[\s\S]*<\/li>/);
    expect(blocksMarkdown(tokens, { apis: {} as BlockContext['apis'] })).toBe(
      [
        '- Passo:',
        '',
        '  **npm**',
        '',
        '  ```sh\n  npm ci\n  ```',
        '',
        '  **Yarn**',
        '',
        "  ```sh\n  npm ci\n  # couldn't auto-convert command\n  ```",
      ].join('\n'),
    );
  });

  it('says a problem of the fence once, not once per tab', () => {
    const { problems } = page('```bashh npm2yarn\nnpm i a\n# highlight-next-line\n```\n', DEFAULTS);
    expect(problems).toEqual([
      expect.stringMatching(/^5:1: warning: highlight-next-line on the last line/),
      expect.stringMatching(/^3:4: warning: unknown code block language "bashh"/),
    ]);
  });

  it('keeps the fence one block when the site does not enable it, warning at npm2yarn with the fix', () => {
    const { html, problems } = page(
      'Texto\n\n```bash   npm2yarn\nnpm i a\n```\n\n```sh npm2yarn\nnpm ci\n```\n',
      undefined,
    );
    expect(html).not.toContain('tabs-container');
    expect(tabs(html)).toEqual([]);
    expect(html).toContain('<pre data-lang="bash">npm i a</pre>');
    expect(problems).toEqual([
      '5:11: warning: npm2yarn: this code block stays one npm block, as markdown.npm2yarn is off; ' +
        'set "markdown": { "npm2yarn": true } in docs.config.json for npm, Yarn, pnpm and Bun tabs',
      expect.stringMatching(/^9:7: warning: npm2yarn: /),
    ]);
  });
});
