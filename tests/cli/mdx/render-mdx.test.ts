import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguages } from '../../../cli/highlight/highlight.ts';
import { renderDoc } from '../../../cli/markdown/render-doc.ts';
import { identity } from '../../helpers/identity-resolvers.ts';
import { sectionsOfPage } from '../../../cli/search/sections.ts';

beforeAll(() => loadLanguages(['bash', 'js']));

/** An MDX page's HTML, TOC and problems (`line:column: message`), its body starting on file line 1. */
function mdx(body: string) {
  const problems: string[] = [];
  const rendered = renderDoc(
    { body, bodyLineOffset: 0, mdx: true },
    {
      ...identity,
      report: ({ line, column, message, severity }) =>
        problems.push(`${line}:${column}: ${severity === 'warning' ? 'warning: ' : ''}${message}`),
    },
  );
  return {
    html: rendered.html,
    toc: rendered.headings.map((h) => h.id),
    anchors: [...rendered.anchors],
    links: rendered.links.map((l) => `${l.line}:${l.column} ${l.href}`),
    problems,
  };
}

describe('MDX syntax', () => {
  it('reads ESM at the top level, across lines, and shows none of it', () => {
    const { html, problems } = mdx(
      "import Tabs from '@theme/Tabs';\nimport TabItem from\n  '@theme/TabItem';\n\nexport const dados = {\n\n  nome: 'Ana',\n};\n\nOlá, {dados.nome}.\n",
    );
    expect(problems).toEqual([]);
    expect(html).toBe('<p>Olá, Ana.</p>\n');
  });

  it('evaluates expressions: literals, exports, templates, props of objects and arrays, useBaseUrl', () => {
    const body =
      "import useBaseUrl from '@docusaurus/useBaseUrl';\nexport const v = ['a', 'b'];\nexport const n = -2;\n\n{`x${''}`} {'<b>'} {v[1]} {v.length} {n} {true} {null} {useBaseUrl('/img/a.png')} {1 + 'x'}\n";
    const { html, problems } = mdx(body.replace("{`x${''}`} ", ''));
    expect(problems).toEqual([]);
    // A paragraph of expressions only is unravelled, as MDX does: no <p>, the spaces between them kept.
    expect(html).toBe('&lt;b&gt; b 2 -2   /img/a.png 1x');
    expect(mdx(body).problems).toEqual([
      expect.stringMatching(
        /^5:2: `x\$\{''\}` cannot be computed at build time: its \$\{…\} parts are computed when the page runs; an expression may be/,
      ),
    ]);
  });

  it('drops comments, in text and alone on a line', () => {
    expect(mdx('{/* nota */}\n\nTexto {/* outra */} fim.\n')).toMatchObject({
      html: '<p>Texto  fim.</p>\n',
      problems: [],
    });
  });

  it('reports what cannot be computed at the expression, naming it', () => {
    const { problems } = mdx('# T\n\nTexto {hoje()} e {x}.\n\n<div title={() => 1}>a</div>\n');
    expect(problems.sort()).toEqual([
      expect.stringMatching(/^3:19: x cannot be computed at build time: x is not defined on this page/),
      expect.stringMatching(
        /^3:8: hoje\(\) cannot be computed at build time: calls run when the page runs; an expression may be/,
      ),
      expect.stringMatching(/^5:13: \(\) => 1 cannot be computed at build time: a function is code for the browser/),
    ]);
  });

  it('reports syntax errors at their position and keeps reading the page', () => {
    const { html, problems } = mdx('Um <https://example.com> link.\n\nConta {1 + } aqui.\n\n## Depois\n');
    expect(problems).toEqual([
      expect.stringMatching(
        /^1:10: expected an attribute name, found ":" \(to link to an address in MDX, write \[texto\]\(https:\/\/…\)/,
      ),
      expect.stringMatching(/^3:12: could not parse the expression as JavaScript: Unexpected token/),
    ]);
    expect(html).toContain('<h2 id="depois">');
  });

  it('reports a broken import/export block at its line', () => {
    expect(mdx("# T\n\nimport { from 'x';\n").problems).toEqual([
      expect.stringMatching(/^3:15: could not parse the import\/export block: /),
    ]);
  });

  it('pairs tags, and reports a tag closed out of order or never closed', () => {
    expect(mdx('<div>\n\n<span>\n\n</div>\n').problems).toEqual([
      '5:1: expected </span> to close <span> of line 3, found </div>',
      '1:1: <div> is never closed before the page ends; close it with </div>',
    ]);
    expect(mdx('Texto <b>forte.\n').problems).toEqual([
      '1:7: <b> is never closed before its paragraph ends; close it with </b> in the same paragraph, or put the tags on lines of their own',
    ]);
    expect(mdx('Texto </b>.\n').problems).toEqual([
      '1:7: unexpected closing tag </b>: no <b> is open in this paragraph',
    ]);
  });
});

describe('MDX elements', () => {
  it('writes lowercase elements as HTML with React props turned into attributes', () => {
    const { html, problems } = mdx(
      '<div className="caixa" style={{ marginTop: 10, lineHeight: 1.5 }} data-x="1" hidden={false}>\n  Texto **forte**.\n</div>\n\n<label htmlFor="campo">Campo</label> e <br/>\n',
    );
    expect(problems).toEqual([]);
    expect(html).toBe(
      '<div class="caixa" style="margin-top:10px;line-height:1.5" data-x="1">\n<p>Texto <strong>forte</strong>.</p>\n</div>\n<p><label for="campo">Campo</label> e <br></p>\n',
    );
  });

  it('unravels a paragraph of elements: no <p> around a line that is only an element', () => {
    expect(mdx('<span>Só **isto**</span>\n').html).toBe('<span>Só <strong>isto</strong></span>');
    expect(mdx('Texto <span>dentro</span>.\n').html).toBe('<p>Texto <span>dentro</span>.</p>\n');
  });

  it('reads children indented inside an element as blocks, not as indented code', () => {
    const { html, toc } = mdx('<div>\n    ## Dentro\n\n    - item\n\n    ```bash\n    ls -la\n    ```\n</div>\n');
    expect(toc).toEqual(['dentro']);
    expect(html).toContain('<li>item</li>');
    expect(html).toContain('<div class="code-block" data-lang="bash">');
    expect(html).not.toContain('<pre><code>## Dentro');
  });

  it('sanitizes elements like raw HTML and collects their links and ids', () => {
    const { html, links, anchors, problems } = mdx(
      '# T\n\n<a href="./outra.md" id="ancora">Outra</a>\n\n<img src="./img.png" alt="Figura" />\n\n<script>{`alert(1)`}</script>\n',
    );
    expect(links).toEqual(['3:10 ./outra.md', '5:11 ./img.png']);
    expect(anchors).toContain('ancora');
    expect(html).not.toContain('<script');
    expect(problems).toEqual([
      expect.stringContaining('7:1: warning: the <script> element and its content was removed'),
    ]);
  });

  it("takes event handlers out with a warning, as raw HTML's, without evaluating them", () => {
    const { html, problems } = mdx('<a href="#x" onClick={() => alert(\'oi\')}>Clique</a>\n');
    expect(problems).toEqual([
      "1:1: warning: <a>: the onClick handler was removed: a page's elements may not run script",
    ]);
    expect(html).toBe('<a href="#x">Clique</a>');
  });

  it("says at redocusaurus's import how docsgen draws the spec's reference instead", () => {
    const { problems } = mdx('import Redoc from \'@theme/Redoc\';\n\n<Redoc id="api" />\n');
    expect(problems).toEqual([
      expect.stringMatching(/^1:19: @theme\/Redoc of redocusaurus draws .*"apiReference" entry of docs\.config\.json/),
    ]);
  });

  it("reads an mdx-code-block fence as MDX of the page, keeping every line's number", () => {
    const { html, problems } = mdx(
      "# T\n\n```mdx-code-block\nimport Tabs from '@theme/Tabz';\n\n<div>dentro</div>\n```\n\n````md\n```mdx-code-block\ncódigo\n```\n````\n",
    );
    expect(problems).toEqual([expect.stringMatching(/^4:18: @theme\/Tabz is not one of the Docusaurus modules/)]);
    expect(html).toContain('<div>dentro</div>');
    expect(html).toContain('mdx-code-block');
  });

  it('fragments render their children only', () => {
    expect(mdx('<>\n  Texto\n</>\n').html).toBe('<p>Texto</p>\n');
  });

  it('reports components it cannot render at their tag and drops them whole; a site component is an island', () => {
    const { html, problems } = mdx(
      "import Foo from '@site/src/components/Foo';\nimport X from '@theme/DocPaginator';\n\n<Foo a=\"1\">\n  dentro\n</Foo>\n\n<Nada />\n\nfim\n",
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^2:15: @theme\/DocPaginator is not one of the Docusaurus modules docsgen provides: copy what the page needs from it into a component of the site \(src\/components\/X.jsx\) and import that; supported: @theme\/Tabs, /,
      ),
      expect.stringMatching(/^8:1: <Nada> is not defined on this page; import it/),
    ]);
    expect(html).toMatch(
      /^<div class="island" data-island="[0-9a-f]{8}" data-island-children data-island-props="\{&quot;a&quot;:&quot;1&quot;\}">\n<p>dentro<\/p>\n<\/div>\n<p>fim<\/p>\n$/,
    );
  });
});

describe('built-in components', () => {
  const tabsPage = [
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    '',
    '<Tabs groupId="os">',
    '  <TabItem value="linux" label="Linux" default>',
    '    ## No Linux',
    '',
    '    Rode `apt`.',
    '  </TabItem>',
    '  <TabItem value="mac" label="macOS">Use o **brew**.</TabItem>',
    '</Tabs>',
    '',
  ].join('\n');

  it('Tabs: each TabItem is a panel with its Markdown; headings inside get ids and TOC entries', () => {
    const { html, toc, problems } = mdx(tabsPage);
    expect(problems).toEqual([]);
    expect(toc).toEqual(['no-linux']);
    expect(html.match(/role="tabpanel"/g)).toHaveLength(2);
    expect(html).toContain('<p>Rode <code>apt</code>.</p>');
    expect(html).toContain('Use o <strong>brew</strong>.');
    expect(html).not.toContain('TabItem');
  });

  it('Tabs: anything but TabItem inside is an error, as in Docusaurus', () => {
    const { problems } = mdx(tabsPage.replace('</Tabs>', 'Solto\n</Tabs>'));
    expect(problems).toEqual([
      expect.stringMatching(/^4:1: <Tabs> holds only <TabItem> elements; move the text "Solto" into one/),
    ]);
  });

  it('CodeBlock: a template literal child becomes a highlighted fence with its title and line numbers', () => {
    const { html, problems } = mdx(
      'import CodeBlock from \'@theme/CodeBlock\';\n\n<CodeBlock language="js" title="/src/a.js" showLineNumbers>{`const a = 1;\n\nconsole.log(a);`}</CodeBlock>\n',
    );
    expect(problems).toEqual([]);
    expect(html).toContain('/src/a.js');
    expect(html).toContain('data-lang="js"');
    expect(html).toContain('console');
    expect(html).not.toContain('CodeBlock');
  });

  it('Admonition: as a ::: admonition, with its type and title', () => {
    const { html } = mdx(
      'import Admonition from \'@theme/Admonition\';\n\n<Admonition type="tip" title="Atalho">\n  Use **Ctrl**.\n</Admonition>\n',
    );
    expect(html).toBe(
      '<div class="admonition admonition-tip" role="note"><p class="admonition-title">Atalho</p><div class="admonition-body">\n<p>Use <strong>Ctrl</strong>.</p>\n</div></div>\n',
    );
  });

  it('details and Details: the summary, then the content', () => {
    for (const page of [
      '<details>\n<summary>Mais **info**</summary>\n\nEscondido.\n</details>\n',
      'import Details from \'@theme/Details\';\n\n<Details summary="Mais info">\n  Escondido.\n</Details>\n',
    ]) {
      const { html, problems } = mdx(page);
      expect(problems).toEqual([]);
      expect(html).toMatch(
        /<details[^>]*>[\s\S]*<summary[^>]*>[\s\S]*Mais[\s\S]*<\/summary>[\s\S]*<p>Escondido.<\/p>[\s\S]*<\/details>/,
      );
    }
  });

  it('TOCInline lists the headings between the levels asked for', () => {
    const { html } = mdx(
      "import TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc} maxHeadingLevel={2} />\n\n## Um\n\n### Um.um\n\n## Dois\n",
    );
    expect(html).toContain(
      '<nav class="toc-inline" aria-label="Nesta página"><ul><li><a href="#um">Um</a></li><li><a href="#dois">Dois</a></li></ul></nav>',
    );
  });

  it('Link is an anchor whose target is checked like any link', () => {
    const { html, links } = mdx(
      'import Link from \'@docusaurus/Link\';\n\nVeja <Link to="/docs/intro" className="x">a introdução</Link>.\n',
    );
    expect(html).toBe('<p>Veja <a href="/docs/intro" class="x">a introdução</a>.</p>\n');
    expect(links).toEqual(['3:16 /docs/intro']);
  });

  it('BrowserOnly shows its Markdown content, and reports a function child', () => {
    expect(
      mdx("import BrowserOnly from '@docusaurus/BrowserOnly';\n\n<BrowserOnly>\n  Só no navegador.\n</BrowserOnly>\n")
        .html,
    ).toBe('<p>Só no navegador.</p>\n');
    expect(
      mdx("import BrowserOnly from '@docusaurus/BrowserOnly';\n\n<BrowserOnly>{() => 1}</BrowserOnly>\n").problems,
    ).toEqual([
      expect.stringMatching(
        /^3:1: <BrowserOnly> with a function child runs page code in the reader's browser, which the site does not allow/,
      ),
    ]);
  });
});

describe('MDX and search', () => {
  it('indexes the text of tab panels, details and expressions with the page', () => {
    const body =
      'import Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\n\nexport const nome = \'Sebastião\';\n\n<Tabs>\n  <TabItem value="a" label="A">Texto da laranja.</TabItem>\n  <TabItem value="b" label="B">\n    Texto da banana.\n  </TabItem>\n</Tabs>\n\n<details>\n<summary>Mais</summary>\n\nTexto escondido.\n</details>\n\n<span>Olá {nome}</span>\n';
    const rendered = renderDoc({ body, bodyLineOffset: 0, mdx: true }, identity);
    const page = sectionsOfPage({
      kind: 'doc',
      title: 'T',
      url: '/t',
      crumbs: [],
      keywords: [],
      description: '',
      tokens: rendered.tokens,
    });
    const text = JSON.stringify(page.sections);
    for (const words of ['Texto da laranja.', 'Texto da banana.', 'Texto escondido.', 'Olá Sebastião'])
      expect(text).toContain(words);
  });
});
