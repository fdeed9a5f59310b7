/**
 * The files of the site `docsgen init` writes: the smallest site that shows every part a writer starts from (the
 * config, a home page, two docs in a sidebar, a link with an anchor between them, an image, a blog post), and that
 * builds without a warning. Its pages are in Portuguese unless the locale is English, so that the page text and the
 * `lang` of the HTML agree until the writer replaces them.
 */

export interface InitOptions {
  title: string;
  /** A BCP 47 tag, such as "pt-BR" or "en". */
  locale: string;
  url: string;
  /** The blog post's date, YYYY-MM-DD: the day the site was started. */
  date: string;
  /** The npm package name of the site, from its folder's name. */
  packageName: string;
}

/** The words of the starter pages in one language. */
interface Texts {
  tagline: string;
  docsLabel: string;
  start: string;
  introTitle: string;
  introDescription: string;
  intro: string;
  stepsTitle: string;
  stepsDescription: string;
  steps: string;
  homeEntries: { title: string; text: string; label: string }[];
  postTitle: string;
  post: string;
  imageAlt: string;
  /** The words in the image's three boxes. */
  imageLabels: [string, string, string];
}

const PORTUGUESE: Texts = {
  tagline: 'a documentação do seu produto',
  docsLabel: 'Documentação',
  start: 'Começar',
  introTitle: 'Introdução',
  introDescription: 'O que esta documentação cobre e por onde começar.',
  intro: `Esta é a primeira página da documentação. Cada arquivo \`.md\` em \`content/docs/\` vira uma página, e a
barra lateral lista todos eles, na ordem de \`sidebar_position\`.

## Como escrever

Escreva em Markdown. Um link para outra página usa o caminho do arquivo, e pode apontar para uma seção:
veja [como publicar](./primeiros-passos.md#publicar).

:::tip
Rode \`docsgen watch\` enquanto escreve: cada arquivo salvo aparece no navegador na hora.
:::
`,
  stepsTitle: 'Primeiros passos',
  stepsDescription: 'Do primeiro rascunho ao site publicado.',
  steps: `O fluxo de trabalho tem três passos:

![Escrever, conferir e publicar](./img/fluxo.svg)

## Escrever

Crie um arquivo em \`content/docs/\` com um título no front matter.

## Conferir

\`docsgen check\` confere links, âncoras e imagens sem gerar o site, e aponta cada erro em \`arquivo:linha:coluna\`.

## Publicar

\`docsgen build\` gera o site estático em \`site/\`, pronto para qualquer servidor de arquivos.
`,
  homeEntries: [
    { title: 'Introdução', text: 'O que esta documentação cobre.', label: 'Ler a introdução' },
    { title: 'Primeiros passos', text: 'Do rascunho ao site publicado.', label: 'Ver os passos' },
  ],
  postTitle: 'Bem-vindo ao blog',
  post: `O blog fica em \`content/blog/\`: um arquivo por post, com a data no nome.

<!-- truncate -->

## Depois do resumo

O texto acima do marcador \`truncate\` é o resumo que aparece na lista de posts.
`,
  imageAlt: 'Escrever, conferir e publicar',
  imageLabels: ['Escrever', 'Conferir', 'Publicar'],
};

const ENGLISH: Texts = {
  tagline: "your product's documentation",
  docsLabel: 'Docs',
  start: 'Get started',
  introTitle: 'Introduction',
  introDescription: 'What this documentation covers and where to start.',
  intro: `This is the first page of the documentation. Every \`.md\` file in \`content/docs/\` becomes a page, and the
sidebar lists them all, in the order of their \`sidebar_position\`.

## How to write

Write in Markdown. A link to another page uses the file's path, and may point to a section:
see [how to publish](./getting-started.md#publish).

:::tip
Run \`docsgen watch\` while you write: every file you save shows up in the browser at once.
:::
`,
  stepsTitle: 'Getting started',
  stepsDescription: 'From the first draft to the published site.',
  steps: `The workflow has three steps:

![Write, check and publish](./img/flow.svg)

## Write

Create a file in \`content/docs/\` with a title in its front matter.

## Check

\`docsgen check\` checks links, anchors and images without building the site, and names each error at
\`file:line:column\`.

## Publish

\`docsgen build\` writes the static site to \`site/\`, ready for any file server.
`,
  homeEntries: [
    { title: 'Introduction', text: 'What this documentation covers.', label: 'Read the introduction' },
    { title: 'Getting started', text: 'From a draft to the published site.', label: 'See the steps' },
  ],
  postTitle: 'Welcome to the blog',
  post: `The blog lives in \`content/blog/\`: one file per post, with its date in the file name.

<!-- truncate -->

## After the summary

The text above the \`truncate\` marker is the summary shown in the list of posts.
`,
  imageAlt: 'Write, check and publish',
  imageLabels: ['Write', 'Check', 'Publish'],
};

/** The image the second doc shows: three boxes and two arrows, labelled in the page's language. */
function flowImage(labels: [string, string, string], alt: string): string {
  const boxes = labels
    .map(
      (label, i) =>
        `  <rect x="${10 + i * 200}" y="20" width="160" height="60" rx="8" fill="#e8f0fe" stroke="#1a73e8"/>\n` +
        `  <text x="${90 + i * 200}" y="56" text-anchor="middle">${label}</text>`,
    )
    .join('\n');
  const arrows = [170, 370].map((x) => `  <path d="M${x} 50h30" stroke="#1a73e8" stroke-width="2"/>`).join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="570" height="100" viewBox="0 0 570 100" role="img">
  <title>${alt}</title>
  <style>text { font: 18px sans-serif; fill: #202124; }</style>
${boxes}
${arrows}
</svg>
`;
}

function page(frontMatter: Record<string, string | number>, body: string): string {
  const keys = Object.entries(frontMatter).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${keys.join('\n')}\n---\n\n${body}`;
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** The locale's entry of the config, left out for pt-BR, the config's default. */
function localeConfig(locale: string): Record<string, string> | undefined {
  if (locale === 'pt-BR') return undefined;
  // The label the language menu of a Docusaurus site shows: the language's name in that language.
  const label = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  const text = new Intl.Locale(locale) as Intl.Locale & { textInfo?: { direction?: string } };
  return {
    label: label.charAt(0).toLocaleUpperCase(locale) + label.slice(1),
    ...(text.textInfo?.direction === 'rtl' ? { direction: 'rtl' } : {}),
    htmlLang: locale,
    path: locale,
  };
}

/** Every file of the new site, by its path relative to the site's folder, in the order they are listed. */
export function initFiles(options: InitOptions): Map<string, string> {
  const english = /^en\b/i.test(options.locale);
  const t = english ? ENGLISH : PORTUGUESE;
  const steps = english ? 'getting-started' : 'primeiros-passos';
  const image = english ? 'flow.svg' : 'fluxo.svg';
  const locale = localeConfig(options.locale);
  const config = {
    title: options.title,
    tagline: t.tagline,
    url: options.url,
    ...(locale ? { locale } : {}),
    version: { mainDocId: 'intro' },
    navbar: {
      title: options.title,
      items: [
        { label: t.docsLabel, docId: 'intro' },
        { label: 'Blog', to: '/blog' },
      ],
    },
    footer: { links: [{ label: t.docsLabel, docId: 'intro' }], copyright: `© ${options.date.slice(0, 4)}` },
    home: {
      cta: { label: t.start, docId: 'intro' },
      entries: [
        { ...t.homeEntries[0]!, docId: 'intro' },
        { ...t.homeEntries[1]!, docId: steps },
      ],
    },
    sidebars: { docs: [{ type: 'autogenerated', dirName: '.' }] },
  };
  return new Map([
    ['docs.config.json', json(config)],
    [
      'content/docs/intro.md',
      page({ title: t.introTitle, description: t.introDescription, sidebar_position: 1 }, t.intro),
    ],
    [
      `content/docs/${steps}.md`,
      page({ title: t.stepsTitle, description: t.stepsDescription, sidebar_position: 2 }, t.steps),
    ],
    [`content/docs/img/${image}`, flowImage(t.imageLabels, t.imageAlt)],
    [`content/blog/${options.date}-${english ? 'welcome' : 'bem-vindo'}.md`, page({ title: t.postTitle }, t.post)],
    ['.gitignore', '# What docsgen build writes\n/site/\n/.site-*/\nnode_modules/\n'],
    [
      'package.json',
      json({
        name: options.packageName,
        private: true,
        scripts: { build: 'docsgen build', watch: 'docsgen watch', serve: 'docsgen serve' },
      }),
    ],
  ]);
}
