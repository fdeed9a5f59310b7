import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { runMigrate } from '../../../cli/commands/migrate.ts';
import { isDocusaurusClass } from '../../../cli/migrate/map-css.ts';
import { runDocsgen } from '../../helpers/cli.ts';
import { tempProject, type TempProject } from '../../helpers/temp-project.ts';

/** Docusaurus's new-site custom.css, plus rules for classes of its theme, one the viewer has and one it has not. */
const CUSTOM_CSS = `/**
 * .menu__link in a comment is not a use.
 */
:root {
  --ifm-color-primary: #2E8555;
  --ifm-color-primary-dark: #29784c;
  --ifm-code-font-size: 95%;
}

[data-theme='dark'] {
  --ifm-color-primary: #25c2a0;
}

.hero--primary .pagination-nav__link {
  content: ".navbar__brand";
}

.footer {
  border-top: 0;
}

.marca-propria {
  color: rgb(1, 2, 3);
}
`;

let site: TempProject;

beforeAll(async () => {
  await ensureBuilt();
  site = tempProject('migrate/docusaurus-site');
  site.write('src/css/custom.css', CUSTOM_CSS);
  site.write('static/img/logo-dark.svg', site.read('static/img/logo.svg'));
  const config = site.read('docusaurus.config.js');
  const logo = "logo: { alt: 'Pagamentos', src: 'img/logo.svg' }";
  expect(config).toContain(logo);
  site.write(
    'docusaurus.config.js',
    config.replace(logo, "logo: { alt: 'Pagamentos', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg' }"),
  );
});

describe('docsgen migrate on a themed Docusaurus site', () => {
  it('carries over --ifm-color-primary in both modes, the dark logo, and custom.css, with a line per Docusaurus class the viewer lacks', async () => {
    const summary = await runMigrate({ siteDir: site.dir });
    const written = JSON.parse(site.read('docs.config.json'));
    expect(written.theme).toEqual({
      primaryColor: '#2e8555',
      primaryColorDark: '#25c2a0',
      customCss: ['src/css/custom.css'],
    });
    expect(written.navbar.logo).toEqual({ src: '/img/logo.svg', srcDark: '/img/logo-dark.svg', alt: 'Pagamentos' });
    const cssNotes = summary.notes.filter((note) => /^src\/css\/custom\.css:\d/.test(note));
    // .footer is a class of the viewer too; a class named in a comment or a string is no use of it.
    expect(cssNotes).toEqual([
      expect.stringMatching(
        /^src\/css\/custom\.css:14:1: \.hero--primary is a class of Docusaurus's theme that docsgen's viewer does not have/,
      ),
      expect.stringMatching(/^src\/css\/custom\.css:14:16: \.pagination-nav__link is a class of Docusaurus's theme/),
    ]);
    expect(summary.notes).toContain(
      "src/css/custom.css: sets --ifm-code-font-size, which docsgen's viewer does not read (it derives the shades of --ifm-color-primary itself); set the viewer's own custom properties instead (see the theme page of the docs)",
    );
    expect(summary.notes.join('\n')).not.toContain('custom CSS is not loaded');
    expect(summary.notes.join('\n')).not.toContain('srcDark');
  });

  it("builds the migrated site with the theme: the colours, the custom CSS after the viewer's, both logos", () => {
    const build = runDocsgen(['build'], site.dir);
    expect(build.status, build.stderr).toBe(0);
    // #2e8555 reads at 4.66:1 on white, #25c2a0 at 9.5:1 on the dark background: no contrast warning.
    expect(build.stderr).not.toContain('low-contrast');
    expect(build.stderr).not.toContain('theme.primaryColor');
    const html = fs.readFileSync(path.join(site.dir, 'site/guia/index.html'), 'utf8');
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)">/g)].map((m) => m[1]!);
    expect(sheets).toEqual([
      expect.stringMatching(/^assets\/main-\w+\.css$/),
      expect.stringMatching(/^theme\/site-\w+\.css$/),
    ]);
    const theme = fs.readFileSync(path.join(site.dir, 'site', sheets[1]!), 'utf8');
    expect(theme).toContain(':root{--brand:#2e8555;');
    expect(theme).toContain('.marca-propria{color:#010203}');
    expect(html).toMatch(
      /<img class="navbar-logo logo-light" src="\/img\/logo\.svg"[^>]*><img class="navbar-logo logo-dark" src="\/img\/logo-dark\.svg"/,
    );
  });

  it("tells Docusaurus's classes from the site's own", () => {
    for (const name of [
      'navbar__brand',
      'menu__link--active',
      'theme-doc-sidebar-container',
      'margin-top--lg',
      'col--6',
    ])
      expect(isDocusaurusClass(name), name).toBe(true);
    for (const name of ['marca-propria', 'heroBanner', 'features']) expect(isDocusaurusClass(name), name).toBe(false);
  });
});
