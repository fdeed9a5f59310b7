import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiDescriptions } from '../../../cli/api/embed-renderer.ts';
import { absoluteUrlResolver, markdownFileOf } from '../../../cli/markdown-export/export-path.ts';
import { finishMarkdown, pageMarkdown } from '../../../cli/markdown-export/page-markdown.ts';
import { loadLanguages } from '../../../cli/highlight/highlight.ts';
import { renderDoc } from '../../../cli/markdown/render-doc.ts';
import { identity } from '../../helpers/identity-resolvers.ts';

beforeAll(() => loadLanguages(['md']));

const NO_APIS: ApiDescriptions = { openapi: new Map(), graphql: new Map(), invalid: new Set() };
const SITE = { url: 'https://docs.example.com', baseUrl: '/' };

/** A page's Markdown as a build writes it, links made absolute from /docs/a/pagina, /docs/a/outra having an export. */
function exported(body: string, apis: ApiDescriptions = NO_APIS): string {
  const { tokens } = renderDoc({ body, bodyLineOffset: 0 }, identity);
  const markdown = pageMarkdown({ title: 'Página', tokens }, { apis });
  return finishMarkdown(
    markdown,
    absoluteUrlResolver(SITE, new Set(['/docs/a/outra']), 'https://docs.example.com/docs/a/pagina'),
  );
}

describe('a page as Markdown', () => {
  it('reads back as the same text: what Markdown would take for syntax is escaped, where it would be', () => {
    expect(exported('Um \\*asterisco\\*, snake_case, \\_sublinhado\\_, \\[x\\] e a \\<tag> em texto.')).toBe(
      '# Página\n\nUm \\*asterisco\\*, snake_case, \\_sublinhado\\_, \\[x\\] e a \\<tag> em texto.\n',
    );
    expect(exported('\\# não é título\n\n\\- nem item\n\n1\\. nem lista')).toBe(
      '# Página\n\n\\# não é título\n\n\\- nem item\n\n1\\. nem lista\n',
    );
  });

  it('fences code with more backticks than it holds, and spans code that holds backticks', () => {
    expect(exported('````md\n```js\nx\n```\n````\n\nUse ``a`b``.')).toBe(
      '# Página\n\n````md\n```js\nx\n```\n````\n\nUse ``a`b``.\n',
    );
  });

  it('writes a line of 150,000 code spans (the hostile 1.2 MB line) in linear time, each span and its line start kept', () => {
    // Asking the Markdown built so far whether it ended a line flattened it on every span: minutes for this line.
    const spans = 150_000;
    const markdown = exported(`# Linha\n\n1. texto ${Array(spans).fill('```a```').join(' ')}\n\n## Depois`);
    expect(markdown.match(/`a`/g)).toHaveLength(spans);
    expect(markdown.endsWith('`a`\n\n## Depois\n')).toBe(true);
  }, 10_000);

  it('keeps nesting: a list in a quote, an ordered list from its own start, hard breaks', () => {
    expect(exported('> Antes:\n>\n> - um\n>   - dois\n\n3. três\n4. quatro\n\nlinha\\\nquebrada')).toBe(
      '# Página\n\n> Antes:\n>\n> - um\n>   - dois\n\n3. três\n4. quatro\n\nlinha\\\nquebrada\n',
    );
  });

  it("makes links and images absolute, a page with an export leading to it, and raw HTML's URLs too", () => {
    expect(
      exported(
        '[outra](/docs/a/outra#seção), [sem export](/docs/b), [aqui](#topo), [fora](https://example.org/x).\n\n<a href="/docs/a/outra">html</a>',
      ),
    ).toBe(
      '# Página\n\n[outra](https://docs.example.com/docs/a/outra.md#se%C3%A7%C3%A3o), [sem export](https://docs.example.com/docs/b), [aqui](https://docs.example.com/docs/a/pagina#topo), [fora](https://example.org/x).\n\n<a href="https://docs.example.com/docs/a/outra.md">html</a>\n',
    );
  });

  it('takes a full URL of the site for a path of it, as API descriptions write links', () => {
    expect(
      exported('[outra](https://docs.example.com/docs/a/outra#x) e [externa](https://example.org/docs/a/outra).'),
    ).toBe(
      '# Página\n\n[outra](https://docs.example.com/docs/a/outra.md#x) e [externa](https://example.org/docs/a/outra).\n',
    );
  });

  it('leaves out the heading permalinks and ids, and says where readers get an API key', () => {
    expect(
      exported('## Título {#meu-id}\n\n:::api-key\n:::', { ...NO_APIS, apiKeyUrl: 'https://app.example.com/chaves' }),
    ).toBe('# Página\n\n## Título\n\n[Gerar chave de API na plataforma](https://app.example.com/chaves)\n');
  });
});

describe('API directives as Markdown', () => {
  it('writes a GraphQL explorer as its endpoint and starting query', () => {
    const graphql = new Map([
      ['registry', { name: 'registry', sdl: 'type Query { a: Int }' }],
    ]) as unknown as ApiDescriptions['graphql'];
    expect(
      exported(':::graphql-explorer registry https://api.example.com/graphql\n```graphql\nquery { a }\n```\n:::', {
        ...NO_APIS,
        graphql,
      }),
    ).toBe('# Página\n\nEndpoint GraphQL: `https://api.example.com/graphql`\n\n```graphql\nquery { a }\n```\n');
  });
});

describe("where a page's Markdown is", () => {
  it("is the route plus .md, a folder's index.md under trailingSlash: true, and index.md for the site root", () => {
    expect(markdownFileOf('/docs/a/intro', undefined)).toBe('docs/a/intro.md');
    expect(markdownFileOf('/docs/a/intro', false)).toBe('docs/a/intro.md');
    expect(markdownFileOf('/docs/a/intro', true)).toBe('docs/a/intro/index.md');
    expect(markdownFileOf('/', true)).toBe('index.md');
  });
});

describe('an admonition as Markdown', () => {
  it("opens with its title in the site's interface language, with a capital", () => {
    const { tokens } = renderDoc(
      { body: ':::tip\nBody.\n:::\n\n:::note[Own title]\nMore.\n:::', bodyLineOffset: 0 },
      identity,
    );
    expect(pageMarkdown({ title: 'Page', tokens }, { apis: NO_APIS, uiLanguage: 'en' })).toBe(
      '# Page\n\n> **Tip**\n>\n> Body.\n\n> **Note: Own title**\n>\n> More.\n',
    );
    expect(pageMarkdown({ title: 'Página', tokens }, { apis: NO_APIS })).toContain('> **Dica**\n');
  });
});
