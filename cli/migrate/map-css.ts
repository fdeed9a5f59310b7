import fs from 'node:fs';
import path from 'node:path';
import { findViewerAssets } from '../core/viewer-assets.ts';
import { cssClasses, customProperties } from '../util/css-read.ts';
import type { RelativePath } from './map-content.ts';
import type { Notes } from './notes.ts';

/**
 * Infima's components and Docusaurus's layout blocks (infima/packages/core/styles/components, and the classic
 * theme's `container`, `row`, `col`, `main-wrapper`…): a class whose block (before `__` or `--`) is one of these was
 * written for Docusaurus's markup.
 */
const DOCUSAURUS_BLOCKS = new Set([
  'admonition',
  'alert',
  'avatar',
  'badge',
  'breadcrumbs',
  'button',
  'button-group',
  'card',
  'clean-btn',
  'clean-list',
  'col',
  'container',
  'dropdown',
  'footer',
  'hero',
  'main-wrapper',
  'markdown',
  'menu',
  'navbar',
  'navbar-sidebar',
  'pagination',
  'pagination-nav',
  'pills',
  'row',
  'shadow',
  'table-of-contents',
  'tabs',
  'text',
]);
/** The classic theme's stable class names (ThemeClassNames), Algolia's DocSearch and Prism's code blocks. */
const DOCUSAURUS_PREFIXES = ['theme-', 'docusaurus', 'DocSearch', 'prism-'];

export function isDocusaurusClass(name: string): boolean {
  const block = name.split(/__|--/)[0]!;
  return (
    DOCUSAURUS_BLOCKS.has(block) ||
    /^(margin|padding)(-(top|bottom|left|right|vert|horiz))?$/.test(block) ||
    DOCUSAURUS_PREFIXES.some((prefix) => name.startsWith(prefix))
  );
}

const LIGHT = new Set([':root', 'html']);
const DARK = new Set(['[data-theme=dark]', 'html[data-theme=dark]', ':root[data-theme=dark]']);
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
/** Infima's shades of the primary, which the build derives from `theme.primaryColor` as Docusaurus's docs do. */
const SHADES = /^--ifm-color-primary-(dark|darker|darkest|light|lighter|lightest)$/;
/** Infima's properties the viewer's own read (see viewer/styles/base.css). */
const INFIMA_READ = [
  '--ifm-navbar-height',
  '--ifm-global-radius',
  '--ifm-font-family-base',
  '--ifm-font-family-monospace',
];

export interface MappedCss {
  /** `theme` of docs.config.json: the primary colours and the custom CSS files. */
  theme?: Record<string, unknown>;
  /** The folders of the custom CSS files (absolute), which the project must hold. */
  folders: string[];
}

/** The classic theme's `customCss` files, or `src/css/custom.css` where the site has one but names none. */
function customCssFiles(siteDir: string, customCss: unknown): string[] {
  const named = (Array.isArray(customCss) ? customCss : [customCss]).filter((f): f is string => typeof f === 'string');
  if (named.length) return named.map((file) => path.resolve(siteDir, file));
  const conventional = path.join(siteDir, 'src/css/custom.css');
  return fs.existsSync(conventional) ? [conventional] : [];
}

/** The class names of the viewer's own style sheets, read from the prebuilt viewer. */
async function viewerClasses(): Promise<Set<string>> {
  const viewer = findViewerAssets();
  const sheets = viewer.files.filter((file) => file.endsWith('.css'));
  const names = await Promise.all(
    sheets.map((file) => cssClasses(fs.readFileSync(path.join(viewer.dir, file), 'utf8'))),
  );
  return new Set(names.flat());
}

/** Line and column of a class's first use in the sheet, comments blanked so that one named only there is skipped. */
function positionOf(css: string, name: string): string {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const escaped = name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  const match = new RegExp(`\\.${escaped}(?![\\w-])`).exec(text);
  if (!match) return '';
  const before = text.slice(0, match.index).split('\n');
  return `:${before.length}:${before.at(-1)!.length + 1}`;
}

/**
 * The site's custom CSS as docs.config.json's `theme`: its files loaded as they are (`customCss`), its
 * `--ifm-color-primary` in `:root` and in `[data-theme='dark']` as `primaryColor` and `primaryColorDark`, and a note
 * for each Docusaurus class it styles that the viewer does not have (that rule styles nothing any more).
 */
export async function mapCustomCss(
  siteDir: string,
  customCss: unknown,
  at: string,
  relative: RelativePath,
  notes: Notes,
): Promise<MappedCss> {
  const files = customCssFiles(siteDir, customCss);
  const present = files.filter((file) => {
    if (fs.existsSync(file)) return true;
    notes.add(at, `${path.relative(siteDir, file)} does not exist; no custom CSS is loaded from it`);
    return false;
  });
  if (!present.length) return { folders: [] };
  const theme: Record<string, unknown> = {};
  const known = await viewerClasses();
  for (const file of present) {
    const rel = path.relative(siteDir, file).split(path.sep).join('/');
    const css = fs.readFileSync(file, 'utf8');
    let properties: Awaited<ReturnType<typeof customProperties>>;
    let classes: string[];
    try {
      [properties, classes] = await Promise.all([customProperties(css), cssClasses(css)]);
    } catch (e) {
      const first = (e as { errors?: { text: string; location?: { line: number; column: number } }[] }).errors?.[0];
      const where = first?.location ? `:${first.location.line}:${first.location.column + 1}` : '';
      notes
        .forFile(`${rel}${where}`)
        .add('', `cannot be read as CSS (${first?.text ?? String(e)}); fix it before building`);
      continue;
    }
    const unread = new Set(
      properties.map((p) => p.name).filter((name) => /^--(ifm|docusaurus)-/.test(name) && !SHADES.test(name)),
    );
    for (const name of ['--ifm-color-primary', ...INFIMA_READ]) unread.delete(name);
    if (unread.size)
      notes
        .forFile(rel)
        .add(
          '',
          `sets ${[...unread].join(', ')}, which docsgen's viewer does not read (it derives the shades of --ifm-color-primary itself); set the viewer's own custom properties instead (see the theme page of the docs)`,
        );
    for (const { context, name, value } of properties) {
      if (name !== '--ifm-color-primary' || context.length !== 1) continue;
      const selectors = context[0]!.split(/,\s*/);
      const key = selectors.some((s) => DARK.has(s))
        ? 'primaryColorDark'
        : selectors.some((s) => LIGHT.has(s))
          ? 'primaryColor'
          : undefined;
      if (!key) continue;
      if (HEX.test(value)) theme[key] = value.toLowerCase();
      else
        notes
          .forFile(rel)
          .add('', `--ifm-color-primary is ${value}, not a hex colour; set theme.${key} in docs.config.json by hand`);
    }
    for (const name of classes.filter((c) => isDocusaurusClass(c) && !known.has(c)))
      notes
        .forFile(`${rel}${positionOf(css, name)}`)
        .add(
          '',
          `.${name} is a class of Docusaurus's theme that docsgen's viewer does not have: this rule styles nothing; style the viewer's classes or custom properties instead (see the theme page of the docs)`,
        );
  }
  if (theme.primaryColorDark !== undefined && theme.primaryColorDark === theme.primaryColor)
    delete theme.primaryColorDark;
  theme.customCss = present.map((file) => relative(path.relative(siteDir, file)));
  return { theme, folders: [...new Set(present.map((file) => path.dirname(file)))] };
}
