import { describe, expect, it } from 'vitest';
import { compileSite } from '../../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../../cli/sources/config/load-config.ts';
import { tempProject } from '../../../helpers/temp-project.ts';

async function buildPage(body: string, codeJson?: string) {
  const project = tempProject();
  project.write(
    'content/docs/about/traduzida.mdx',
    `import Translate, {translate} from '@docusaurus/Translate';\nimport Link from '@docusaurus/Link';\n\n# Traduzida\n\n${body}\n`,
  );
  if (codeJson) project.write('content/i18n/pt-BR/code.json', codeJson);
  const { site, diagnostics } = await compileSite(loadConfig('docs.config.json', project.dir), {
    drafts: false,
    cwd: project.dir,
  });
  const found = site && [...site.payloadFiles].find(([file]) => file.startsWith('data/about/traduzida.'));
  return {
    html: found ? (JSON.parse(found[1]) as { html: string }).html : undefined,
    problems: diagnostics.map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`),
  };
}

describe('<Translate> with JSX values', () => {
  it('renders an HTML element and a Link given as values, the links rewritten like the page its own', async () => {
    const { html, problems } = await buildPage(
      '<Translate id="x" values={{ guia: <Link to="/docs/guide/first-steps">o guia</Link>, forte: <b className="f">{\'já\'}</b>, n: 3 }}>{\'Leia {guia}, {forte} & {n} {falta}\'}</Translate>',
    );
    expect(problems).toEqual([]);
    expect(html).toContain('Leia <a href="/docs/guide/first-steps">o guia</a>, <b class="f">já</b> &amp; 3 {falta}');
  });

  it('reports a broken link of a JSX value at its own line and column', async () => {
    const { problems } = await buildPage(
      'Texto.\n\n<Translate values={{\n  link: <Link to="/docs/nada">isto</Link>,\n}}>{\'Veja {link}\'}</Translate>',
    );
    expect(problems).toEqual([
      'content/docs/about/traduzida.mdx:9:19: broken link to /docs/nada: no page at /docs/nada',
    ]);
  });

  it('stays in its paragraph within text, its broken link reported where the value writes it', async () => {
    const inText = (to: string) =>
      buildPage(`Antes <Translate values={{ l: <Link to="${to}">isto</Link> }}>{'veja {l}'}</Translate> depois.`);
    const { html } = await inText('/docs/guide/first-steps');
    expect(html).toContain('<p>Antes veja <a href="/docs/guide/first-steps">isto</a> depois.</p>');
    const { problems } = await inText('/docs/nada');
    expect(problems).toEqual([
      'content/docs/about/traduzida.mdx:6:41: broken link to /docs/nada: no page at /docs/nada',
    ]);
  });

  it('is one error at a component given as a value, which runs in the browser', async () => {
    const { problems } = await buildPage(
      "export const X = 1;\n\n<Translate values={{ a: <Outro /> }}>{'Olá {a}'}</Translate>",
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/traduzida\.mdx:8:25: <Outro \/> cannot be computed at build time: as a value, JSX/);
  });

  it('translate() takes string values', async () => {
    const { html, problems } = await buildPage("<p>{translate({id: 'y', message: 'Olá, {nome}'}, {nome: 'Ana'})}</p>");
    expect(problems).toEqual([]);
    expect(html).toContain('Olá, Ana</p>');
  });
});
