/**
 * Every kind of problem a build reports, by the stable code CI tools read (`--reporter github|json`). A code names a
 * kind, not a message: messages may be reworded, codes stay. The table of codes in docs/pages/ci/diagnostics.md is
 * checked against this list by tests/cli/core/diagnostic-codes.test.ts.
 */
export const DIAGNOSTIC_CODES = {
  'invalid-config': {
    description: '`docs.config.json` cannot be read, is not JSON, or a key is unknown or of the wrong type',
    example: 'docs.config.json:3:3: titel: unknown key (did you mean "title"?)',
  },
  'invalid-front-matter': {
    description: 'front matter that cannot be parsed, or a key of the wrong type',
    example: 'content/docs/guia/b.md:3:19: front matter: sidebar_position: expected a number, got the string "dois"',
  },
  'unknown-front-matter-key': {
    description: 'a front matter key Docusaurus does not know (a warning: the key is ignored)',
    example:
      'content/docs/guia/b.md:4:1: warning: front matter: sidbar_label: unknown key (did you mean "sidebar_label"?); ignored, as in Docusaurus',
  },
  'invalid-category-file': {
    description: 'a `_category_.json` or `_category_.yml` that cannot be parsed, or a key of the wrong type',
    example: 'content/docs/guia/_category_.json:1:29: position: expected a number, got the string "dois"',
  },
  'unknown-category-key': {
    description: 'a `_category_` key Docusaurus does not know (a warning: the key is ignored)',
    example:
      'content/docs/guia/_category_.json:1:37: warning: lable: unknown key (did you mean "label"?); ignored, as in Docusaurus',
  },
  'invalid-authors-file': {
    description: 'a blog `authors.yml` that cannot be parsed or has a key of the wrong type',
    example: 'content/blog/authors.yml:3:7: invalid YAML: bad indentation of a mapping entry',
  },
  'invalid-blog-post': {
    description: 'a blog post without a usable date, or naming an author `authors.yml` does not have',
    example:
      'content/blog/nota.md:1:1: blog post without a date: name the file YYYY-MM-DD-slug.md or set "date" in front matter',
  },
  'unknown-doc-id': {
    description: 'a doc id in the config or in front matter that no doc has',
    example: 'content/docs/guia/c.md:4:1: front matter: "pagination_next": no doc has the id "guia/fim"',
  },
  'broken-link': {
    description: 'a link to a doc, page or file that does not exist',
    example: 'content/docs/guia/a.md:6:15: broken link to ./nada.md: no doc at guia/nada.md',
  },
  'broken-anchor': {
    description: "a link's #fragment names no heading or id of the page it leads to",
    example: 'content/docs/guia/api.md:5:53: broken anchor #op-listFarms on the same page',
  },
  'link-letter-case': {
    description: 'a link to a page written in another letter case than its route',
    example:
      'content/docs/guia/b.md:7:5: broken link to /docs/About/Intro: no page at /docs/About/Intro; the page is /docs/about/intro, in another letter case: write it that way',
  },
  'missing-file': {
    description: 'an image, file or folder the content or config names does not exist',
    example: 'content/docs/guia/a.md:8:9: missing file ./img/tela.png: content/docs/guia/img/tela.png does not exist',
  },
  'missing-alt-text': {
    description: 'an image without alt text (a warning)',
    example:
      'content/docs/guia/a.md:8:5: warning: image ./img/tela.png has no alt text; describe it for readers who cannot see it',
  },
  'outside-project': {
    description: 'a path or symlink that leads outside the project, which a build never reads or publishes',
    example:
      'content/docs/guia/a.md:9:5: ./img/logo.png leads to /srv/logo.png, outside the project; a build publishes only files inside /repo, so copy the file there and link to the copy',
  },
  'unreadable-file': {
    description: 'a file or folder that cannot be read, or text that is not UTF-8',
    example: 'content/docs/guia/a.md:3:7: warning: invalid UTF-8 (byte 0xe9), shown as "�"; save the file as UTF-8',
  },
  'name-too-long': {
    description:
      'a page, or a file a page brings, that the site would write under a name longer than a file name may be (255 bytes)',
    example:
      'content/docs/guia/a.md:3:9: ./tela.png would be published as "tela-da-configuracao…aaaa.3f2a9c1b7e.png" (262 bytes), over the 255 bytes a file name may have; shorten the file\'s name',
  },
  'duplicate-route': {
    description: 'two pages, or a page and a static file, on the same URL',
    example: 'content/docs/guia/c.md:2:1: duplicate route "/docs/guia/a", also used by content/docs/guia/a.md',
  },
  'duplicate-id': {
    description: 'two docs with the same id, or two headings with the same id on one page',
    example: 'content/docs/guia/c.md:9:10: heading id #uso is already set at line 7; ids must be unique on a page',
  },
  'invalid-code-block': {
    description: "a code block's metadata (title, line ranges) that cannot be read",
    example:
      'content/docs/guia/b.md:15:7: line range {1,x}: expected line numbers and ranges separated by commas, as in {1,3-5}',
  },
  'unmatched-magic-comment': {
    description:
      'a `highlight-start` without its end (or inside another block), an end without a start, or a ' +
      '`highlight-next-line` with no line after it: highlighted as Docusaurus highlights them (a warning)',
    example:
      'content/docs/guia/b.md:12:1: warning: highlight-end without a highlight-start: the lines from the first one ' +
      'are highlighted, as Docusaurus highlights them; add a highlight-start before the lines to highlight',
  },
  'unknown-code-language': {
    description: 'a code block language no grammar knows, shown as plain text (a warning)',
    example:
      'content/docs/guia/a.md:10:4: warning: unknown code block language "jsonn", shown as plain text: did you mean "json"?',
  },
  'unconverted-npm2yarn': {
    description:
      'a code block marked `npm2yarn` on a site whose `markdown.npm2yarn` is off, shown as one block (a warning)',
    example:
      'content/docs/guia/a.md:12:9: warning: npm2yarn: this code block stays one npm block, as markdown.npm2yarn ' +
      'is off; set "markdown": { "npm2yarn": true } in docs.config.json for npm, Yarn, pnpm and Bun tabs',
  },
  'unconverted-tab-block': {
    description:
      'a code block marked `tab` on a site whose `markdown.tabBlocks` is off, shown as a block of its own (a warning)',
    example:
      'content/docs/guia/a.md:20:7: warning: tab: this code block stays a block of its own, as markdown.tabBlocks is ' +
      'off; set "markdown": { "tabBlocks": true } in docs.config.json to show adjacent tab blocks as tabs',
  },
  admonition: {
    description: 'an admonition of an unknown type, or one never closed (a warning)',
    example:
      'content/docs/guia/b.md:11:4: warning: unknown admonition type :::nota (did you mean :::note?); the line is shown as text, as Docusaurus shows it',
  },
  'invalid-diagram': {
    description: 'a mermaid diagram that mermaid cannot parse, whose message the page shows in its place (a warning)',
    example:
      "content/docs/guia/fluxo.md:8:1: warning: mermaid cannot parse this diagram, and the page shows its message in the diagram's place: Parse error on line 2: Expecting '+', '-', '()', 'ACTOR', got 'TXT' (mermaid counts lines from the first line inside the fence)",
  },
  'invalid-math': {
    description: 'math (`$…$`, `$$…$$`) that KaTeX cannot read, which the page shows in red (a warning)',
    example:
      "content/docs/guia/formulas.md:7:12: warning: KaTeX cannot read this math, and the page shows it in red: Expected 'EOF', got '}'; fix the TeX (KaTeX's functions: https://katex.org/docs/supported)",
  },
  'raw-html-removed': {
    description: 'raw HTML that could run script was taken out (a warning)',
    example:
      'content/docs/guia/b.md:9:1: warning: the <script> element and its content was removed: raw HTML may not run script. To keep raw HTML as written, set "markdown": { "rawHtml": "trusted" } in docs.config.json (see the security model in SECURITY.md)',
  },
  'invalid-openapi': {
    description: 'an OpenAPI document that cannot be parsed or does not validate',
    example:
      'content/openapi/fazendas.yaml:3:1: invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]',
  },
  'lossy-swagger-conversion': {
    description: 'a Swagger 2.0 construct that OpenAPI 3.0 cannot keep as written, shown otherwise (a warning)',
    example:
      'content/openapi/loja.yaml:42:11: warning: paths./pets.get.parameters.0: OpenAPI 3.0 cannot keep this as written, so the reference may show it otherwise: collectionFormat:tsv is no longer supported',
  },
  'invalid-graphql': {
    description: 'a GraphQL schema that cannot be parsed or does not validate',
    example:
      'content/graphql/registro.graphql:1:21: invalid GraphQL schema: Unknown type "Strin". Did you mean "String"?',
  },
  'invalid-api-directive': {
    description:
      'an `:::openapi` or `:::graphql-schema` block naming an API, operation or type that does not exist, or never closed',
    example:
      'content/docs/guia/api.md:5:1: :::openapi: content/openapi/outra.yaml has no operation DELETE /a (did you mean "GET /a"?)',
  },
  'invalid-redirect': {
    description: 'a redirect of the config that leads nowhere or takes the path of a page',
    example:
      'docs.config.json:71:15: redirect from /docs/about/intro would hide the page at /docs/about/intro (content/docs/about/intro.md); remove the redirect or move the page',
  },
  'invalid-site-setting': {
    description:
      'a config setting that contradicts the content or the command (the gate asked for without a `gate` section, last update dates git cannot give)',
    example:
      'docs.config.json:12:5: warning: this clone is shallow: docs not changed since its oldest commit show that commit as their last update; fetch the whole history (git fetch --unshallow, or fetch-depth: 0 in GitHub Actions)',
  },
  'low-contrast': {
    description: "a theme colour that text is drawn in reads below 4.5:1 on the theme's background (a warning)",
    example:
      'docs.config.json:4:21: warning: theme.primaryColor: links in #25c2a0 on the light theme\'s background #ffffff have a contrast of 2.26:1, below the 4.5:1 text needs (WCAG AA); a darker colour such as "#19826b" reaches it',
  },
  'invalid-custom-css': {
    description: 'a custom CSS file of `theme.customCss` that cannot be parsed or names a file that does not exist',
    example: 'src/css/custom.css:12:14: custom CSS: Could not resolve "./fonts/nada.woff2"',
  },
  'mdx-syntax': {
    description: 'MDX that cannot be parsed: an unclosed tag, an import or export, an expression, an HTML comment',
    example: 'content/docs/guia/m.mdx:11:1: <Tabs> is never closed before the page ends; close it with </Tabs>',
  },
  'mdx-expression': {
    description: 'a `{expression}` in MDX, or a prop, whose value cannot be computed at build time',
    example:
      'content/docs/guia/m.mdx:13:8: x cannot be computed at build time: x is not defined on this page (props exists only in a partial); an expression may be a literal …',
  },
  'mdx-component': {
    description: 'a JSX component that is not defined, not supported, or given props it cannot take',
    example:
      "content/docs/guia/m.mdx:7:1: <Grafico> is not defined on this page; import it (built-ins: import Tabs from '@theme/Tabs', …; partials: import Parte from './_parte.mdx')",
  },
  'island-bundle': {
    description: 'a component the browser renders (an island) whose module cannot be resolved or compiled',
    example:
      'content/docs/guia/m.mdx:3:20: cannot import the component <Grafico>: Could not resolve "@site/src/components/Grafico" (is it installed? run npm install in the site\'s folder)',
  },
  'code-translations': {
    description: "the site's `i18n/<locale>/code.json`, which `<Translate>` and `translate()` read, cannot be read",
    example:
      'i18n/pt-BR/code.json:1:1: not valid JSON (Unexpected token } in JSON at position 42); fix it or remove the file',
  },
  'translation-file': {
    description:
      "a translation's `current.json`, `navbar.json` or `footer.json` under `i18n/<locale>/` that cannot be read",
    example:
      'i18n/en/docusaurus-theme-classic/navbar.json:1:1: not valid JSON (Unexpected end of JSON input); fix it or remove the file',
  },
  'mdx-partial': {
    description: 'a partial (an imported `.md` or `.mdx`) that cannot be included',
    example: 'content/docs/guia/m.mdx:7:1: the partial content/docs/guia/_nada.mdx does not exist',
  },
  'too-complex': {
    description:
      'an input past one of the bounds that keep a build short: a paragraph with thousands of unclosed "[" or "<"',
    example:
      'content/docs/guia/a.md:12:2001: a paragraph with more than 2000 "[": reading its links would take minutes; escape them as "\\[" or split the paragraph',
  },
} as const satisfies Record<string, { description: string; example: string }>;

export type DiagnosticCode = keyof typeof DIAGNOSTIC_CODES;
