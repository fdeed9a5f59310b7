import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, darken, lighten } from '../../../cli/site/theme/colors.ts';
import { paletteFor } from '../../../cli/site/theme/palette.ts';
import { siteTheme } from '../../../cli/site/theme/site-theme.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { projectRoots } from '../../../cli/sources/project-roots.ts';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';
import { editConfig, type EditableConfig, tempProject } from '../../helpers/temp-project.ts';

/** A temp copy of the basic fixture with `theme` set, its config loaded and its theme compiled. */
async function themed(theme: EditableConfig, files: Record<string, string> = {}) {
  const project = tempProject('basic');
  editConfig(project, (config) => (config.theme = theme));
  for (const [rel, content] of Object.entries(files)) project.write(rel, content);
  const loaded = loadConfig(project.file('docs.config.json'), project.dir);
  const result = await siteTheme(loaded, projectRoots(loaded));
  const css = [...result.files].filter(([file]) => file.endsWith('.css')).map(([, c]) => Buffer.from(c).toString());
  return { project, result, css: css.join('') };
}

describe('the theme', () => {
  it("derives Docusaurus's shades of the primary (its new site's custom.css, dark mode's #25c2a0)", () => {
    expect([0.1, 0.15, 0.3].map((r) => darken('#25c2a0', r))).toEqual(['#21af90', '#1fa588', '#1a8870']);
    expect([0.1, 0.15, 0.3].map((r) => lighten('#25c2a0', r))).toEqual(['#29d5b0', '#32d8b4', '#4fddbf']);
    expect([0.1, 0.15, 0.3].map((r) => darken('#2e8555', r))).toEqual(['#29784c', '#277148', '#205d3b']);
  });

  it('keeps every colour it derives for text at 4.5:1 on what the text sits on, in both modes', () => {
    for (const primary of ['#2e8555', '#25c2a0', '#ffd600', '#0b3d91']) {
      for (const mode of ['light', 'dark'] as const) {
        const p = paletteFor(primary, mode);
        expect(contrastRatio(p['--brand-on-soft']!, p['--brand-soft']!)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(p['--footer-link']!, p['--footer-bg']!)).toBeGreaterThanOrEqual(4.5);
        for (const stop of ['--hero-from', '--hero-via', '--hero-to'])
          expect(contrastRatio(p[stop]!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      }
      expect(paletteFor(primary, 'light')['--brand']).toBe(primary);
    }
  });

  it('warns at the key, with the measured ratio and a colour that passes, when links read below 4.5:1 in a mode', async () => {
    const { project, result } = await themed({ primaryColor: '#25c2a0' });
    const text = project.read('docs.config.json');
    const line = text.split('\n').findIndex((l) => l.includes('"primaryColor"')) + 1;
    const column = text.split('\n')[line - 1]!.indexOf('"#25c2a0"') + 1;
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      `docs.config.json:${line}:${column}: warning: theme.primaryColor: links in #25c2a0 on the light theme's background #ffffff have a contrast of 2.26:1, below the 4.5:1 text needs (WCAG AA); a darker colour such as "#19826b" reaches it`,
    ]);
    expect(result.diagnostics[0]!.code).toBe('low-contrast');
    expect(contrastRatio('#19826b', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('warns about the dark mode too, and asks for primaryColorDark when only one colour is given', async () => {
    const { result } = await themed({ primaryColor: '#2e8555' });
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      expect.stringMatching(
        /^theme\.primaryColor: links in #2e8555 on the dark theme's background #121814 have a contrast of 3\.95:1, .*set theme\.primaryColorDark to a lighter colour for dark mode, such as "#[0-9a-f]{6}"$/,
      ),
    ]);
    const fixed = await themed({ primaryColor: '#2e8555', primaryColorDark: '#25c2a0' });
    expect(fixed.result.diagnostics).toEqual([]);
    expect(fixed.css).toContain(':root{--brand:#2e8555;');
    expect(fixed.css).toMatch(/@media screen\{:root\[data-theme=dark\]\{--brand:#25c2a0;/);
  });

  it('bundles custom CSS after the variables, with its fonts hashed beside it, and nothing without a theme', async () => {
    const { result, css } = await themed(
      {
        primaryColor: '#0b3d91',
        primaryColorDark: '#8ab4f8',
        fonts: { body: 'Marca, sans-serif', files: [{ family: 'Marca', src: 'fonts/marca.woff2' }] },
        customCss: ['src/css/custom.css'],
      },
      { 'src/css/custom.css': '.navbar { border: 0 }\n', 'fonts/marca.woff2': 'wOF2' },
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.styles).toEqual([expect.stringMatching(/^theme\/site-\w+\.css$/)]);
    expect([...result.files.keys()]).toContainEqual(expect.stringMatching(/^theme\/marca-\w+\.woff2$/));
    expect(css).toMatch(/@font-face\{font-family:Marca;src:url\("\/theme\/marca-\w+\.woff2"\) format\("woff2"\)/);
    expect(css.indexOf('--brand:#0b3d91')).toBeLessThan(css.indexOf('.navbar{border:0}'));
    const none = await themed({});
    expect(none.result.files.size).toBe(0);
  });

  it("resolves @site/ and site paths in custom CSS as Docusaurus's webpack does: static folders, then the site's", async () => {
    const { project, result, css } = await themed(
      { customCss: ['src/css/custom.css'] },
      {
        'src/css/custom.css':
          ".a { background: url('@site/content/static/img/card.png') }\n.b { background: url(/img/pass.svg) }\n" +
          '.c { background: url(/assets/logo.png) }\n.d { background: url(//cdn.example.com/x.png) }\n',
        'content/static/img/card.png': 'png',
        'content/static/img/pass.svg': '<svg/>',
        'assets/logo.png': 'png',
      },
    );
    expect(result.diagnostics).toEqual([]);
    expect(css).toMatch(/\.a\{background:url\("\/theme\/card-\w+\.png"\)\}/);
    expect(css).toMatch(/\.b\{background:url\("\/theme\/pass-\w+\.svg"\)\}/);
    expect(css).toMatch(/\.c\{background:url\("\/theme\/logo-\w+\.png"\)\}/);
    expect(css).toContain('url(//cdn.example.com/x.png)');
    const missing = await themed({ customCss: ['a.css'] }, { 'a.css': '.a { background: url(/img/nada.png) }\n' });
    expect(missing.result.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(
        /a\.css:1:18: custom CSS: Could not resolve "\/img\/nada\.png" \(no such file in content\/static, \.\)$/,
      ),
    ]);
    fs.rmSync(project.dir, { recursive: true });
    fs.rmSync(missing.project.dir, { recursive: true });
  });

  it('reports a custom CSS file that is missing at its key, and an error in one at its line', async () => {
    const missing = await themed({ customCss: ['src/nada.css'] });
    expect(missing.result.diagnostics.map((d) => [d.code, d.message])).toEqual([
      ['missing-file', expect.stringMatching(/^theme\.customCss\.0: missing file src\/nada\.css: /)],
    ]);
    const broken = await themed({ customCss: ['a.css'] }, { 'a.css': '.a {}\n.b { background: url(./nada.png) }\n' });
    expect(broken.result.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(/a\.css:2:18: custom CSS: Could not resolve "\.\/nada\.png"$/),
    ]);
    fs.rmSync(broken.project.dir, { recursive: true });
  });
});
