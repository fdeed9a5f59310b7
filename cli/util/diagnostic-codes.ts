/**
 * Every kind of problem a build reports, by the stable code CI tools read (`--reporter github|json`). A code names a
 * kind, not a message: messages may be reworded, codes stay. The README's table of codes is checked against this list
 * by tests/cli/util/diagnostic-codes.test.ts.
 */
export const DIAGNOSTIC_CODES = {
  'invalid-config': {
    description: 'docs.config.json cannot be read, is not JSON, or a key is unknown or of the wrong type',
    example: 'docs.config.json:3:3: navbar.titel: unknown key (did you mean "title"?)',
  },
  'invalid-front-matter': {
    description: 'front matter that cannot be parsed, or a key of the wrong type',
    example: 'content/docs/intro.md:2:1: front matter: sidebar_position: expected a number, got a string',
  },
  'unknown-front-matter-key': {
    description: 'a front matter key Docusaurus does not know (a warning: the key is ignored)',
    example: 'content/docs/intro.md:3:1: warning: front matter: sidbar_label: unknown key (did you mean "sidebar_label"?); ignored, as in Docusaurus',
  },
  'invalid-category-file': {
    description: 'a _category_.json or _category_.yml that cannot be parsed, or a key of the wrong type',
    example: 'content/docs/guia/_category_.json:2:12: invalid category file: position: expected a number',
  },
  'unknown-category-key': {
    description: 'a _category_ key Docusaurus does not know (a warning: the key is ignored)',
    example: 'content/docs/guia/_category_.json:3:3: warning: lable: unknown key (did you mean "label"?); ignored, as in Docusaurus',
  },
  'invalid-authors-file': {
    description: 'a blog authors.yml that cannot be parsed or has a key of the wrong type',
    example: 'content/blog/authors.yml:4:5: invalid YAML: bad indentation of a mapping entry',
  },
  'invalid-blog-post': {
    description: 'a blog post without a usable date, or naming an author authors.yml does not have',
    example: 'content/blog/notas.md:1:1: blog post without a date: name the file YYYY-MM-DD-slug.md or set "date" in front matter',
  },
  'unknown-doc-id': {
    description: 'a doc id in the config or in front matter that no doc has',
    example: 'content/docs/intro.md:4:1: front matter: "pagination_next": no doc has the id "guia/fim"',
  },
  'broken-link': {
    description: 'a link to a doc, page or file that does not exist',
    example: 'content/docs/intro.md:12:5: broken link to ./guia/instalar.md: no doc at guia/instalar.md',
  },
  'broken-anchor': {
    description: "a link's #fragment names no heading or id of the page it leads to",
    example: 'content/docs/intro.md:14:3: broken anchor in /docs/guia#instalacao: no heading has the id "instalacao"',
  },
  'link-letter-case': {
    description: 'a link that finds its page only because letter case was ignored (a warning)',
    example: 'content/docs/intro.md:9:1: warning: link to /docs/Guia: the page is /docs/guia; write it in that case, or a reload of the link finds no page',
  },
  'missing-file': {
    description: 'an image, file or folder the content or config names does not exist',
    example: 'content/docs/intro.md:20:1: missing file ./img/tela.png: content/docs/img/tela.png does not exist',
  },
  'missing-alt-text': {
    description: 'an image without alt text (a warning)',
    example: 'content/docs/intro.md:22:1: warning: image ./img/tela.png has no alt text; describe it for readers who cannot see it',
  },
  'outside-project': {
    description: 'a path or symlink that leads outside the project, which a build never reads or publishes',
    example: 'content/docs/intro.md:7:1: ../../segredo.txt leads to /etc/segredo.txt, outside the project; …',
  },
  'unreadable-file': {
    description: 'a file or folder that cannot be read, or text that is not UTF-8',
    example: 'content/docs/intro.md:1:1: warning: invalid UTF-8 (byte 0xe9), shown as "\uFFFD"; save the file as UTF-8',
  },
  'duplicate-route': {
    description: 'two pages, or a page and a static file, on the same URL',
    example: 'content/docs/b.md:1:1: duplicate route "/docs/a", also used by content/docs/a.md',
  },
  'duplicate-id': {
    description: 'two docs with the same id, or two headings with the same id on one page',
    example: 'content/docs/intro.md:8:1: heading id #uso is already set at line 3; ids must be unique on a page',
  },
  'invalid-code-block': {
    description: "a code block's metadata (title, line ranges) or magic comments that cannot be read",
    example: 'content/docs/intro.md:30:8: {1,x}: expected line numbers or ranges such as {1,4-6}',
  },
  'unknown-code-language': {
    description: 'a code block language no grammar knows, shown as plain text (a warning)',
    example: 'content/docs/intro.md:30:4: warning: unknown code block language "jsonn", shown as plain text: did you mean "json"?',
  },
  'admonition': {
    description: 'an admonition of an unknown type, or one never closed (a warning)',
    example: 'content/docs/intro.md:40:1: warning: ":::nota" is not an admonition type; …',
  },
  'raw-html-removed': {
    description: 'raw HTML that could run script was taken out (a warning)',
    example: 'content/docs/intro.md:50:1: warning: <script> was removed: raw HTML may not run script. …',
  },
  'invalid-openapi': {
    description: 'an OpenAPI document that cannot be parsed or does not validate',
    example: 'content/apis/core.yaml:12:5: paths./v1/fields.get.responses: must have at least one response',
  },
  'invalid-graphql': {
    description: 'a GraphQL schema that cannot be parsed or does not validate',
    example: 'content/apis/schema.graphql:3:10: invalid GraphQL schema: Unknown type "Strin".',
  },
  'invalid-api-directive': {
    description: 'an :::openapi or :::graphql block naming an API, operation or type that does not exist',
    example: 'content/docs/api.md:5:1: :::openapi core GET /v1/nada: no such operation in core',
  },
  'invalid-redirect': {
    description: 'a redirect of the config that leads nowhere or takes the path of a page',
    example: 'docs.config.json:40:17: redirects[0].from: /docs/intro is a page of this site; a redirect would hide it',
  },
  'invalid-site-setting': {
    description: 'a config setting that contradicts the content or the command (the gate, the home page, the last update dates)',
    example: 'docs.config.json:1:1: gate: the gate was turned on, but the config has no "gate" section; …',
  },
  'mdx-syntax': {
    description: 'MDX that cannot be parsed: an unclosed tag, a bad import or export, an HTML comment',
    example: 'content/docs/intro.mdx:9:1: <Tabs> is never closed; close it with </Tabs>',
  },
  'mdx-expression': {
    description: 'a {expression} in MDX that cannot be parsed or has no value at build time',
    example: 'content/docs/intro.mdx:12:3: Unexpected token (1:4)',
  },
  'mdx-component': {
    description: 'a JSX component that is not defined, not supported, or given props it cannot take',
    example: 'content/docs/intro.mdx:15:1: <Grafico> is not defined on this page; import it, or write its content as Markdown',
  },
  'mdx-partial': {
    description: 'a partial (an imported .md or .mdx) that cannot be included',
    example: 'content/docs/intro.mdx:3:1: partial import cycle: content/docs/_a.mdx -> content/docs/_a.mdx; a partial cannot include itself',
  },
} as const satisfies Record<string, { description: string; example: string }>;

export type DiagnosticCode = keyof typeof DIAGNOSTIC_CODES;
