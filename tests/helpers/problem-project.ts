import { tempProject, type TempProject } from './temp-project.ts';

/**
 * The basic fixture with one problem of each main kind: a broken link, a broken anchor, a missing image, an unknown
 * front matter key, an unknown code language, and an MDX page with a syntax error, an expression with no value at
 * build time and an undefined component.
 */
export function problemProject(): TempProject {
  const project = tempProject();
  project.write(
    'content/docs/guide/first-steps.md',
    '---\ntitle: Primeiros passos\nsidbar_label: Passos\n---\n\nVeja [o nada](./nada.md) e [a seção](#sem-secao).\n\n![Tela](./img/falta.png)\n\n```jsonn\n{}\n```\n',
  );
  project.write(
    'content/docs/guide/mdx-page.mdx',
    '---\ntitle: MDX\n---\n\nValor: {naoExiste}\n\n<Grafico />\n\n<div>\n',
  );
  return project;
}

/** The codes `problemProject` gives, in the order a report lists them. */
export const PROBLEM_PROJECT_CODES = [
  'unknown-front-matter-key',
  'broken-link',
  'broken-anchor',
  'missing-file',
  'unknown-code-language',
  'mdx-expression',
  'mdx-component',
  'mdx-syntax',
];
