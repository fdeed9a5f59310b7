import { describe, expect, it } from 'vitest';
import { islandId } from '../../../cli/mdx/islands/island-ids.ts';
import type { IslandUse } from '../../../cli/mdx/mdx-context.ts';
import { renderDoc } from '../../../cli/markdown/render-doc.ts';
import { identity } from '../../helpers/identity-resolvers.ts';

/**
 * An MDX page rendered at /site/docs/page.mdx, its islands and problems (`line:column: message`), in a site that lets
 * pages define components unless `inlineComponents` is false.
 */
function mdx(body: string, components?: ReadonlyMap<string, string>, inlineComponents = true) {
  const problems: string[] = [];
  const islands: IslandUse[] = [];
  const context = () => ({
    file: '/site/docs/page.mdx',
    siteDir: '/site',
    islands,
    inlineComponents,
    ...(components ? { components } : {}),
  });
  const rendered = renderDoc(
    { body, bodyLineOffset: 0, mdx: true },
    { ...identity, report: ({ line, column, message }) => problems.push(`${line}:${column}: ${message}`) },
    context,
  );
  return { html: rendered.html, islands, problems };
}

describe('island placeholders', () => {
  it('turn a site component into a placeholder with its build-time props and its children rendered as Markdown', () => {
    const { html, islands, problems } = mdx(
      "import Cartao from '@site/src/components/Cartao';\n\n<Cartao titulo=\"Oi\" n={2} lista={['a']} ativo>\n  Texto **forte**.\n</Cartao>\n",
    );
    expect(problems).toEqual([]);
    const [use] = islands;
    expect(use).toMatchObject({
      name: 'Cartao',
      export: 'default',
      module: { specifier: '@site/src/components/Cartao', resolveDir: '/site/docs' },
      file: '/site/docs/page.mdx',
      line: 1,
      column: 20,
    });
    expect(html).toBe(
      `<div class="island" data-island="${use!.id}" data-island-children data-island-props="{&quot;titulo&quot;:&quot;Oi&quot;,&quot;n&quot;:2,&quot;lista&quot;:[&quot;a&quot;],&quot;ativo&quot;:true}">\n<p>Texto <strong>forte</strong>.</p>\n</div>\n`,
    );
  });

  it('give one id to one export of one module, whatever the page and the spelling', () => {
    const a = mdx("import C from '@site/src/C';\n\n<C />\n").islands[0]!;
    const b = mdx("import Outro from '../src/C';\n\n<Outro />\n").islands[0]!;
    const named = mdx("import { C } from '../src/C';\n\n<C />\n").islands[0]!;
    expect(a.id).toBe(b.id);
    expect(named.id).not.toBe(a.id);
    expect(named.export).toBe('C');
  });

  it('use a span in text and no children for a self-closed component', () => {
    const { html, islands } = mdx('import Selo from \'selo\';\n\nUm <Selo texto="novo" /> aqui.\n');
    expect(html).toBe(
      `<p>Um <span class="island" data-island="${islands[0]!.id}" data-island-props="{&quot;texto&quot;:&quot;novo&quot;}"></span> aqui.</p>\n`,
    );
  });

  it("make a page's export const component an island whose module keeps only the imports it uses, at the page's lines", () => {
    const body = [
      "import Cartao from './Cartao';",
      "import useBaseUrl from '@docusaurus/useBaseUrl';",
      '',
      'export const Logo = () => <img src={useBaseUrl("/a.png")} />;',
      '',
      '<Logo />',
      '',
    ].join('\n');
    const { islands, problems } = mdx(body);
    expect(problems).toEqual([]);
    const [use] = islands;
    expect(use).toMatchObject({ name: 'Logo', export: 'Logo', line: 4, column: 14 });
    const module = (use!.module as { inline: string }).inline;
    expect(module.split('\n').map((line) => line.trimEnd())).toEqual([
      '',
      "import useBaseUrl from '@docusaurus/useBaseUrl';",
      '',
      'export const Logo = () => <img src={useBaseUrl("/a.png")} />;',
    ]);
  });

  it("refuse a page's own component where the site does not allow them: one error at its export, however often it is used", () => {
    const body = [
      "import Cartao from './Cartao';",
      '',
      'export const Logo = () => <img src="/a.png" />;',
      '',
      '<Logo />',
      '',
      'Outra: <Logo /> e <Cartao />.',
      '',
    ].join('\n');
    const { html, islands, problems } = mdx(body, undefined, false);
    expect(problems).toEqual([
      expect.stringMatching(/^3:1: <Logo> is a component this page defines, .*inlineComponents/),
    ]);
    expect(islands.map((use) => use.name)).toEqual(['Cartao']);
    expect(html).not.toContain(`data-island="${islandId('inline:docs/page.mdx#Logo')}"`);
  });

  it('report a function prop at its expression, and a namespace import at its tag', () => {
    const { problems } = mdx(
      "import C from './C';\nimport * as Todos from './todos';\n\n<C onClick={() => 1} />\n\n<Todos />\n",
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^4:13: \(\) => 1 cannot be computed at build time: a function is code for the browser, and props are values the build computes; define the function inside the component/,
      ),
      expect.stringMatching(/^6:1: <Todos> is a whole module \(import \* as Todos\)/),
    ]);
  });

  it('make a component the config provides (mdx.components) an island on any page, unless the page imports the name', () => {
    const globals = new Map([['Icone', '@site/src/components/Icone.tsx']]);
    const { islands, problems } = mdx('Um <Icone nome="check" /> aqui.\n', globals);
    expect(problems).toEqual([]);
    expect(islands[0]).toMatchObject({
      name: 'Icone',
      module: { specifier: '@site/src/components/Icone.tsx' },
      file: '/site/docs/page.mdx',
      line: 1,
      column: 4,
    });
    const imported = mdx("import Icone from './Outro';\n\n<Icone />\n", globals).islands[0]!;
    expect(imported.module).toMatchObject({ specifier: './Outro' });
  });
});
