import fs from 'node:fs';
import path from 'node:path';
import type { BuildFailure, Message, Plugin } from 'esbuild';
import { error, type Diagnostic, warning } from '../../core/diagnostics.ts';
import { confineImports, importScope, OUTSIDE_PROJECT } from '../../mdx/islands/confine-imports.ts';
import { resolveFrom, resolveSiteAlias } from '../../mdx/islands/site-alias.ts';
import { fromWorkingDir, type LoadedConfig } from '../../sources/config/load-config.ts';
import { staticDirsOf } from '../../sources/config/site-layout.ts';
import type { ThemeOptions } from '../../sources/config/types.ts';
import { contrastProblem, paletteCss, TEXT_CONTRAST, THEME_BACKGROUND } from './palette.ts';

/** The folder of the site the theme's style sheet and the files it names are written to. */
export const THEME_DIR = 'theme';

export interface SiteTheme {
  /** Style sheets every page loads after the viewer's, by path in the site. */
  styles: string[];
  /** The style sheet and the fonts and images it names, by path in the site, named by content. */
  files: Map<string, Uint8Array>;
  /** Every source file read (absolute paths), so that watch mode rebuilds the theme when one changes. */
  inputs: string[];
  diagnostics: Diagnostic[];
}

const NAMESPACE = 'docsgen-theme';
const EMPTY: SiteTheme = { styles: [], files: new Map(), inputs: [], diagnostics: [] };

/**
 * The config's `theme` as one style sheet: the primary colours' custom properties, the fonts and their @font-face
 * rules, then the project's custom CSS, bundled by esbuild (its @imports and url()s resolved inside the project, fonts
 * and images written beside it with hashed names) and minified. Loaded after the viewer's, so at equal specificity the
 * writer's rules win. No theme, no file: a site without one loads exactly the viewer's CSS.
 */
export async function siteTheme(loaded: LoadedConfig, projectRoots: readonly string[]): Promise<SiteTheme> {
  const theme = loaded.config.theme;
  if (!theme) return EMPTY;
  const diagnostics = contrastWarnings(loaded, theme);
  const missing = missingFiles(loaded, theme);
  if (missing.length) return { ...EMPTY, diagnostics: [...diagnostics, ...missing] };
  const variables = themeVariables(theme, (src) => path.resolve(loaded.rootDir, src));
  const imports = theme.customCss.map((file) => `@import ${JSON.stringify(path.resolve(loaded.rootDir, file))};`);
  if (!variables && !imports.length) return { ...EMPTY, diagnostics };
  const entry = [`@import "${NAMESPACE}:variables";`, ...imports].join('\n');
  const outdir = path.join(loaded.rootDir, THEME_DIR);
  const esbuild = await import('esbuild');
  try {
    const result = await esbuild.build({
      absWorkingDir: loaded.rootDir,
      entryPoints: [{ in: `${NAMESPACE}:entry`, out: 'site' }],
      outdir,
      write: false,
      bundle: true,
      minify: true,
      metafile: true,
      target: ['chrome110', 'firefox110', 'safari16'],
      entryNames: '[name]-[hash]',
      assetNames: '[name]-[hash]',
      // Fonts and images the style sheet names are fetched from the theme's folder, wherever the page is.
      publicPath: `${loaded.config.baseUrl}${THEME_DIR}/`,
      loader: Object.fromEntries(
        ['.woff2', '.woff', '.ttf', '.otf', '.png', '.jpg', '.jpeg', '.gif', '.svg', '.webp', '.avif'].map((ext) => [
          ext,
          'file' as const,
        ]),
      ),
      legalComments: 'none',
      logLevel: 'silent',
      plugins: [
        confineImports(importScope(projectRoots)),
        virtualModules({ entry, variables }),
        siteFiles(loaded.rootDir, staticDirsOf(loaded)),
      ],
    });
    const files = new Map(
      result.outputFiles.map((file) => [sitePath(outdir, file.path), file.contents] as [string, Uint8Array]),
    );
    return {
      styles: [...files.keys()].filter((file) => file.endsWith('.css')),
      files,
      inputs: inputsOf(Object.keys(result.metafile.inputs), loaded.rootDir),
      diagnostics,
    };
  } catch (failure) {
    const errors = (failure as Partial<BuildFailure>).errors;
    if (!errors) throw failure;
    const files = errors.map((m) => m.location?.file ?? '');
    return {
      ...EMPTY,
      inputs: inputsOf(files, loaded.rootDir),
      diagnostics: [...diagnostics, ...errors.map((m) => cssDiagnostic(loaded, m))],
    };
  }
}

const sitePath = (outdir: string, file: string) =>
  `${THEME_DIR}/${path.relative(outdir, file).split(path.sep).join('/')}`;

const inputsOf = (files: readonly string[], rootDir: string) =>
  files.filter((file) => file && !file.includes(':')).map((file) => path.resolve(rootDir, file));

/** The entry (the variables first, then each custom file) and the variables, as modules of their own. */
function virtualModules(modules: { entry: string; variables: string }): Plugin {
  return {
    name: 'docsgen-theme',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({
        path: args.path.slice(NAMESPACE.length + 1),
        namespace: NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: args.path === 'entry' ? modules.entry : modules.variables,
        loader: 'css',
        resolveDir: build.initialOptions.absWorkingDir,
      }));
    },
  };
}

/**
 * `@site/…` and site paths (`url(/img/card.png)`) in custom CSS, resolved as Docusaurus's webpack resolves them
 * (packages/docusaurus/src/webpack/base.ts: the `@site` alias, and `resolve.roots`, the static folders then the site's
 * folder): bundled and hashed like any file the style sheet names, so they follow baseUrl as they do there.
 */
function siteFiles(siteDir: string, staticDirs: readonly string[]): Plugin {
  return {
    name: 'docsgen-theme-site-files',
    setup(build) {
      resolveSiteAlias(build, siteDir);
      // Only the CSS's own; the entry imports each custom file by its absolute path. esbuild's filters are Go
      // expressions, without lookahead: "//host/x" is told apart here.
      build.onResolve({ filter: /^\// }, async (args) => {
        if (args.namespace !== 'file' || args.path.startsWith('//')) return undefined;
        for (const root of [...staticDirs, siteDir]) {
          const resolved = await resolveFrom(build, args, `.${args.path}`, root);
          if (!resolved.errors.length) return resolved;
        }
        const folders = [...staticDirs, siteDir].map((dir) => path.relative(siteDir, dir) || '.');
        return { errors: [{ text: `Could not resolve "${args.path}" (no such file in ${folders.join(', ')})` }] };
      });
    },
  };
}

/** The custom properties and @font-face rules the config asks for; empty when it asks for none. */
export function themeVariables(theme: ThemeOptions, fontPath: (src: string) => string): string {
  const { primaryColor, primaryColorDark, fonts } = theme;
  const palette = paletteCss(primaryColor, primaryColorDark ?? primaryColor);
  const families = [...(fonts?.body ? [`--font:${fonts.body}`] : []), ...(fonts?.code ? [`--mono:${fonts.code}`] : [])];
  const faces = (fonts?.files ?? []).map(
    (font) =>
      `@font-face{font-family:${JSON.stringify(font.family)};src:url(${JSON.stringify(fontPath(font.src))}) format("${fontFormat(font.src)}");font-weight:${font.weight};font-style:${font.style};font-display:swap}`,
  );
  return [...(palette ? [palette] : []), ...(families.length ? [`:root{${families.join(';')}}`] : []), ...faces].join(
    '\n',
  );
}

function fontFormat(src: string): string {
  const ext = path.extname(src).slice(1).toLowerCase();
  return ext === 'ttf' ? 'truetype' : ext === 'otf' ? 'opentype' : ext;
}

/** A warning for each mode whose links, drawn in its primary, read below 4.5:1 on its background. */
function contrastWarnings(loaded: LoadedConfig, theme: ThemeOptions): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const check = (color: string | undefined, mode: 'light' | 'dark', key: 'primaryColor' | 'primaryColorDark') => {
    const problem = color && contrastProblem(color, mode);
    if (!problem) return;
    const at = loaded.locate(['theme', key]);
    const fix =
      mode === 'dark' && key === 'primaryColor'
        ? `set theme.primaryColorDark to a lighter colour for dark mode, such as "${problem.suggestion}"`
        : `a ${mode === 'light' ? 'darker' : 'lighter'} colour such as "${problem.suggestion}" reaches it`;
    diagnostics.push(
      warning(
        'low-contrast',
        loaded.file,
        at.line,
        at.column,
        `theme.${key}: links in ${color} on the ${mode} theme's background ${THEME_BACKGROUND[mode]} have a contrast of ${problem.ratio.toFixed(2)}:1, below the ${TEXT_CONTRAST}:1 text needs (WCAG AA); ${fix}`,
      ),
    );
  };
  check(theme.primaryColor, 'light', 'primaryColor');
  const dark = theme.primaryColorDark ? 'primaryColorDark' : 'primaryColor';
  check(theme.primaryColorDark ?? theme.primaryColor, 'dark', dark);
  return diagnostics;
}

/** A custom CSS file or font file that is not there, at its key. */
function missingFiles(loaded: LoadedConfig, theme: ThemeOptions): Diagnostic[] {
  const named: [string, (string | number)[]][] = [
    ...theme.customCss.map((file, i): [string, (string | number)[]] => [file, ['theme', 'customCss', i]]),
    ...(theme.fonts?.files ?? []).map((font, i): [string, (string | number)[]] => [
      font.src,
      ['theme', 'fonts', 'files', i, 'src'],
    ]),
  ];
  return named.flatMap(([file, jsonPath]) => {
    const source = path.resolve(loaded.rootDir, file);
    if (fs.statSync(source, { throwIfNoEntry: false })?.isFile()) return [];
    const at = loaded.locate(jsonPath);
    return [
      error(
        'missing-file',
        loaded.file,
        at.line,
        at.column,
        `${jsonPath.join('.')}: missing file ${file}: ${fromWorkingDir(loaded, source)} does not exist`,
      ),
    ];
  });
}

/** esbuild's error in a custom CSS file, at its line and column; one without a place, at `theme.customCss`. */
function cssDiagnostic(loaded: LoadedConfig, message: Message): Diagnostic {
  const code = message.detail === OUTSIDE_PROJECT ? 'outside-project' : 'invalid-custom-css';
  const { location } = message;
  if (location && !location.file.includes(':')) {
    const file = fromWorkingDir(loaded, path.resolve(loaded.rootDir, location.file));
    return error(code, file, location.line, location.column + 1, `custom CSS: ${message.text}`);
  }
  const at = loaded.locate(['theme', 'customCss']);
  return error(code, loaded.file, at.line, at.column, `theme.customCss: ${message.text}`);
}
