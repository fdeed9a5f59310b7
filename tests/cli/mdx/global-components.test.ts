import { describe, expect, it } from 'vitest';
import { addGlobalComponents, moduleScope } from '../../../cli/mdx/module-scope.ts';
import { parseModule } from '../../../cli/mdx/js-parser.ts';
import { renderDoc } from '../../../cli/markdown/render-doc.ts';
import { identity } from '../../helpers/identity-resolvers.ts';

const COMPONENTS = new Map([
  ['IonicIcon', '@site/src/components/IonicIcon.tsx'],
  ['Details', '@site/src/components/MeusDetalhes.tsx'],
]);

/** An MDX page's problems (`line:column: message`) with the config's global components, its body on file line 1. */
function problems(body: string, components: ReadonlyMap<string, string> = COMPONENTS) {
  const found: string[] = [];
  const report = ({ line, column, message }: { line: number; column: number; message: string }) =>
    found.push(`${line}:${column}: ${message}`);
  const rendered = renderDoc({ body, bodyLineOffset: 0, mdx: true }, { ...identity, report }, () => ({
    file: '/site/docs/p.mdx',
    siteDir: '/site',
    components,
  }));
  return { problems: found, html: rendered.html };
}

describe('mdx.components: global components', () => {
  it('binds a name the page does not bind to its module, as an island', () => {
    const source = "import Outro from '@site/src/components/Outro';\nexport const Local = 1;\n";
    const { scope } = moduleScope([{ program: parseModule(source), source }], '/site/docs', '/site');
    addGlobalComponents(scope, new Map([...COMPONENTS, ['Outro', '@site/src/x.tsx'], ['Local', '@site/src/y.tsx']]));
    expect(scope.bindings.get('IonicIcon')).toMatchObject({
      kind: 'island',
      source: '@site/src/components/IonicIcon.tsx',
      export: 'default',
    });
    // The page's own import and export win, as in MDX.
    expect(scope.bindings.get('Outro')).toMatchObject({ kind: 'island', source: '@site/src/components/Outro' });
    expect(scope.bindings.has('Local')).toBe(false);
  });

  it('renders a global component as an island, in blocks and in text', () => {
    const { problems: found, html } = problems('Um ícone: <IonicIcon name="leaf" />\n\n<IonicIcon />\n');
    expect(found).toEqual([]);
    expect(html.match(/class="island"/g)).toHaveLength(2);
    expect(html).toContain('<p>Um ícone: <span class="island"');
  });

  it('makes a built-in global by its Docusaurus path, as a swizzled MDXComponents does with Tabs', () => {
    const globals = new Map([
      ['Tabs', '@theme/Tabs'],
      ['TabItem', '@theme/TabItem'],
    ]);
    const { problems: found, html } = problems(
      '<Tabs>\n  <TabItem value="a" label="A">Texto A</TabItem>\n</Tabs>\n',
      globals,
    );
    expect(found).toEqual([]);
    expect(html).toContain('role="tabpanel"');
  });

  it('lets the config replace a component Docusaurus provides on every page', () => {
    expect(problems('<Details summary="Mais">\n\nTexto\n\n</Details>\n').html).toMatch(
      /^<div class="island" data-island="[0-9a-f]{8}" data-island-children data-island-props="\{&quot;summary&quot;:&quot;Mais&quot;\}">/,
    );
    expect(problems('<Details summary="Mais">\n\nTexto\n\n</Details>\n', new Map()).problems).toEqual([]);
  });

  it('reports an unknown capitalised element at its position with the three ways to provide it', () => {
    expect(problems('Texto\n\n  <Grafico dados="x" />\n').problems).toEqual([
      "3:3: <Grafico> is not defined on this page; import it (a component of the site or of npm, or a partial: import Parte from './_parte.mdx'), use a built-in (import Tabs from '@theme/Tabs', …), or add it to \"mdx.components\" in docs.config.json for every page",
    ]);
  });
});
