import { describe, expect, it } from 'vitest';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { formatDiagnostic, sortDiagnostics } from '../../../cli/core/diagnostics.ts';
import { editConfig, tempProject, type TempProject } from '../../helpers/temp-project.ts';
import { configErrors } from '../../helpers/config-errors.ts';

async function compile(project: TempProject) {
  const loaded = loadConfig('docs.config.json', project.dir);
  const compiled = await compileSite(loaded, { drafts: false, cwd: project.dir });
  return { ...compiled, messages: sortDiagnostics(compiled.diagnostics).map(formatDiagnostic) };
}

describe('navbar dropdowns', () => {
  it('carries a dropdown to the manifest with each link resolved, and leaves out a link to a draft', async () => {
    const project = tempProject();
    project.write('content/docs/guide/rascunho.md', '---\ntitle: Rascunho\ndraft: true\n---\nTexto.\n');
    editConfig(project, (c) => {
      c.navbar.items.push({
        type: 'dropdown',
        label: 'Mais',
        position: 'right',
        items: [
          { label: 'Introdução', docId: 'about/intro' },
          { label: 'Guia', to: '/docs/guide/first-steps' },
          { label: 'Rascunho', docId: 'guide/rascunho' },
          { label: 'GitHub', href: 'https://github.com/exemplo' },
        ],
      });
    });
    const { site, messages } = await compile(project);
    expect(messages).toEqual([]);
    expect(site!.manifest.navbar.items.at(-1)).toEqual({
      type: 'dropdown',
      label: 'Mais',
      position: 'right',
      items: [
        // Its link to a doc carries the doc's sidebar, as the navbar's links to a doc do.
        { label: 'Introdução', href: '/docs/about/intro', doc: { sidebar: 'about' } },
        { label: 'Guia', href: '/docs/guide/first-steps' },
        { label: 'GitHub', href: 'https://github.com/exemplo' },
      ],
    });
    // The links around it keep their shape; a link to a doc carries the doc's sidebar, which makes it current.
    expect(site!.manifest.navbar.items[0]).toEqual({
      label: 'Sobre',
      position: 'left',
      href: '/docs/about/intro',
      doc: { sidebar: 'about' },
    });
  });

  it('checks the links inside a dropdown at their place in the config', async () => {
    const project = tempProject();
    editConfig(project, (c) =>
      c.navbar.items.push({
        type: 'dropdown',
        label: 'Mais',
        items: [
          { label: 'Nada', to: '/docs/nada' },
          { label: 'X', docId: 'nao/existe' },
        ],
      }),
    );
    const { messages } = await compile(project);
    expect(messages).toEqual([
      expect.stringMatching(/^docs\.config\.json:25:19: broken link to \/docs\/nada: no page at \/docs\/nada$/),
      expect.stringMatching(
        /^docs\.config\.json:29:22: navbar\.items\[2\]\.items\[1\]\.docId: no doc has the id "nao\/existe"$/,
      ),
    ]);
  });

  it('refuses an unknown navbar item type and unknown keys in a dropdown, at their keys', () => {
    const project = tempProject();
    editConfig(project, (c) => {
      c.navbar.items.push({ type: 'search' });
      c.navbar.items.push({ type: 'dropdown', label: 'Mais', itens: [] });
      c.navbar.items.push({ type: 'dropdown', label: 'Outros', items: [{ type: 'html', value: '<b>x</b>' }] });
    });
    const problems = configErrors(project.dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            'navbar\\.items\\[2\\]\\.type: expected one of "link", "dropdown", "docsVersionDropdown", "docsVersion", ' +
              '"docSidebar", got the string "search"$',
          ),
        ),
        expect.stringMatching(/navbar\.items\[3\]\.itens: unknown key \(did you mean "items"\?\)$/),
        expect.stringMatching(
          /navbar\.items\[4\]\.items\[0\]\.type: expected one of "link", "docSidebar", got the string "html"$/,
        ),
      ]),
    );
  });
});

describe('navbar docSidebar items', () => {
  it("lead to the sidebar's first doc, labelled with its label unless given one, current by that sidebar", async () => {
    const project = tempProject();
    editConfig(project, (c) => {
      c.navbar.items.push({ type: 'docSidebar', sidebarId: 'guide' });
      c.navbar.items.push({ type: 'docSidebar', sidebarId: 'about', label: 'Sobre o portal', position: 'right' });
    });
    const { site, messages } = await compile(project);
    expect(messages).toEqual([]);
    expect(site!.manifest.navbar.items.slice(-2)).toEqual([
      { label: 'Primeiros passos', position: 'left', href: '/docs/guide/first-steps', doc: { sidebar: 'guide' } },
      { label: 'Sobre o portal', position: 'right', href: '/docs/about/intro', doc: { sidebar: 'about' } },
    ]);
  });

  it('lead there from a dropdown too, as Docusaurus takes them in one', async () => {
    const project = tempProject();
    editConfig(project, (c) =>
      c.navbar.items.push({ type: 'dropdown', label: 'Mais', items: [{ type: 'docSidebar', sidebarId: 'guide' }] }),
    );
    const { site, messages } = await compile(project);
    expect(messages).toEqual([]);
    expect(site!.manifest.navbar.items.at(-1)).toEqual({
      type: 'dropdown',
      label: 'Mais',
      position: 'left',
      items: [{ label: 'Primeiros passos', href: '/docs/guide/first-steps', doc: { sidebar: 'guide' } }],
    });
  });

  it('refuses a sidebar the site does not have, at its key, in the navbar or in a dropdown', async () => {
    const project = tempProject();
    editConfig(project, (c) => {
      c.navbar.items.push({ type: 'docSidebar', sidebarId: 'guia' });
      c.navbar.items.push({ type: 'dropdown', label: 'Mais', items: [{ type: 'docSidebar', sidebarId: 'sobre' }] });
    });
    expect((await compile(project)).messages).toEqual([
      expect.stringMatching(/navbar\.items\[2\]\.sidebarId: no sidebar "guia" that leads to a doc$/),
      expect.stringMatching(/navbar\.items\[3\]\.items\[0\]\.sidebarId: no sidebar "sobre" that leads to a doc$/),
    ]);
  });
});

describe('logo and favicon given as https URLs', () => {
  it('uses them as they are, with no file to check', async () => {
    const project = tempProject();
    editConfig(project, (c) => {
      c.favicon = 'https://cdn.example.com/favicon.png';
      c.navbar.logo = { src: 'https://cdn.example.com/logo.svg', alt: 'Logo' };
    });
    const { site, messages } = await compile(project);
    expect(messages).toEqual([]);
    expect(site!.manifest.site.favicon).toBe('https://cdn.example.com/favicon.png');
    expect(site!.manifest.navbar.logo).toEqual({ src: 'https://cdn.example.com/logo.svg', alt: 'Logo' });
  });

  it('still checks a logo given as a site path, and refuses a plain http URL', async () => {
    const project = tempProject();
    editConfig(project, (c) => (c.navbar.logo = { src: '/img/nada.svg', alt: 'Logo' }));
    expect((await compile(project)).messages).toEqual([
      expect.stringMatching(/navbar\.logo\.src: missing file \/img\/nada\.svg/),
    ]);
    editConfig(project, (c) => (c.favicon = 'http://cdn.example.com/favicon.png'));
    expect(configErrors(project.dir)).toEqual([
      expect.stringMatching(
        /favicon: expected a path under content\/static, such as "\/img\/favicon\.svg", or an https URL, got "http:/,
      ),
    ]);
  });
});

describe('sidebar items of kind ref and html', () => {
  it("links a ref to its doc without making it the doc's sidebar or pager", async () => {
    const project = tempProject();
    editConfig(project, (c) => {
      c.sidebars.about.push({ type: 'ref', id: 'guide/first-steps', label: 'Ver o guia' });
    });
    const { site, messages } = await compile(project);
    expect(messages).toEqual([]);
    expect(site!.table.sidebars.about!.at(-1)).toEqual({
      type: 'link',
      label: 'Ver o guia',
      href: '/docs/guide/first-steps',
      docId: 'guide/first-steps',
      ref: true,
    });
    const route = (path: string) => site!.table.routes.find((r) => r.path === path)!;
    // As a doc item, it would have put the guide's first page in the "about" sidebar, listed first.
    expect(route('/docs/guide/first-steps').sidebar).toBe('guide');
    expect(route('/docs/about/intro').sidebar).toBe('about');
  });

  it('reports a ref to a missing doc as a doc item does', async () => {
    const project = tempProject();
    editConfig(project, (c) => c.sidebars.about.push({ type: 'ref', id: 'nao/existe' }));
    expect((await compile(project)).messages).toEqual([
      expect.stringMatching(/sidebars\.about\[1\]\.id: no doc has the id "nao\/existe"$/),
    ]);
  });

  it('sanitizes an html item as raw HTML in pages, with a warning at its value', async () => {
    const project = tempProject();
    editConfig(project, (c) =>
      c.sidebars.about.push({
        type: 'html',
        value: '<b onclick="alert(1)">APIs</b><script>x()</script>',
        defaultStyle: true,
        className: 'divisor',
      }),
    );
    const { site, messages, diagnostics } = await compile(project);
    expect(diagnostics.every((d) => d.severity === 'warning')).toBe(true);
    expect(messages).toEqual([
      expect.stringMatching(
        /^docs\.config\.json:\d+:\d+: warning: sidebars\.about\[1\]\.value: the <script> element and its content was removed/,
      ),
      expect.stringMatching(
        /^docs\.config\.json:\d+:\d+: warning: sidebars\.about\[1\]\.value: the onclick attribute of <b> was removed: raw HTML may not run script/,
      ),
    ]);
    expect(site!.table.sidebars.about!.at(-1)).toEqual({
      type: 'html',
      html: '<b>APIs</b>',
      defaultStyle: true,
      className: 'divisor',
    });
  });

  it('passes an html item as written when the site trusts raw HTML', async () => {
    const project = tempProject();
    editConfig(project, (c) => {
      c.markdown = { rawHtml: 'trusted' };
      c.sidebars.about.push({ type: 'html', value: '<b onclick="f()">APIs</b>' });
    });
    const { site, messages } = await compile(project);
    expect(messages).toEqual([]);
    expect(site!.table.sidebars.about!.at(-1)).toEqual({ type: 'html', html: '<b onclick="f()">APIs</b>' });
  });
});
