import path from 'node:path';
import type { ImportDeclaration } from 'acorn';
import type { Program } from './js-parser.ts';
import type { CssModule } from './css-module.ts';
import { DOCUSAURUS_MODULES, isDocusaurusModule } from './docusaurus-modules.ts';
import { evaluate, EvaluationError, snippet, type BuildValue, type Scope } from './evaluate.ts';

/** The components docsgen renders at build time, by the Docusaurus import path that brings each. */
export const BUILT_IN_COMPONENTS = {
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/Admonition': 'Admonition',
  '@theme/CodeBlock': 'CodeBlock',
  '@theme/Details': 'Details',
  '@theme/TOCInline': 'TOCInline',
  '@theme/DocCardList': 'DocCardList',
  '@theme/DocCard': 'DocCard',
  '@docusaurus/Link': 'Link',
  '@docusaurus/BrowserOnly': 'BrowserOnly',
  '@theme/Heading': 'Heading',
  '@docusaurus/Translate': 'Translate',
  // docusaurus-theme-openapi-docs's, on pages its plugin generated that a site keeps (see components/openapi-theme.ts).
  '@theme/ApiExplorer/MethodEndpoint': 'MethodEndpoint',
  '@theme/OperationTabs': 'OperationTabs',
  '@theme/SchemaTabs': 'SchemaTabs',
  '@theme/ApiExplorer': 'ApiExplorer',
  '@theme/ParamsDetails': 'ParamsDetails',
  '@theme/RequestSchema': 'RequestSchema',
  '@theme/ResponseSchema': 'ResponseSchema',
  '@theme/StatusCodes': 'StatusCodes',
  '@theme/Schema': 'Schema',
  '@theme/ApiLogo': 'ApiLogo',
  '@theme/ApiExplorer/Export': 'Export',
} as const;
export type BuiltInName = (typeof BUILT_IN_COMPONENTS)[keyof typeof BUILT_IN_COMPONENTS];

const BASE_URL_MODULE = '@docusaurus/useBaseUrl';
const CSS_MODULE = /\.module\.css$/;
const PLAIN_CSS = /\.css$/;
const TRANSLATE_MODULE = '@docusaurus/Translate';
/** The hook DocCardList's items come from, and the modules that export it (theme-common in Docusaurus 2). */
const SIDEBAR_CATEGORY_HOOK = 'useCurrentSidebarCategory';
const DOCS_CLIENT_MODULE = '@docusaurus/plugin-content-docs/client';
const THEME_COMMON_MODULE = '@docusaurus/theme-common';
/** redocusaurus's components, whose reference docsgen generates on its own pages instead. */
const REDOCUSAURUS_MODULES = new Set(['@theme/Redoc', '@theme/ApiDocMdx', '@theme/ApiSchema']);
const SUPPORTED = [...new Set([...Object.keys(BUILT_IN_COMPONENTS), ...Object.keys(DOCUSAURUS_MODULES)])].join(', ');

/** What a name a page imports stands for. */
export type Binding =
  | { kind: 'built-in'; component: BuiltInName }
  | { kind: 'partial'; file: string }
  /** `@docusaurus/Head`, whose tags docsgen leaves out (front matter sets the title and description). */
  | { kind: 'head' }
  /** A name whose import is an error (reported there once): its elements render nothing, with no error of their own. */
  | { kind: 'unavailable' }
  /**
   * A component the browser renders (an island): `export` of the module `source` (a site file, a relative path or an
   * npm package, resolved by the island bundler from `dir`), imported at `offset` of the page body (-1 for one of the
   * config's mdx.components, which the page does not import: it is placed where the page uses it); or, when `inline`,
   * a component the page itself defines with `export const X = (props) => …`, at `offset`, whose `export` statement
   * begins at `exportOffset`.
   */
  | { kind: 'island'; source: string; export: string; offset: number; inline?: true; exportOffset?: number };

export interface ModuleScope extends Scope {
  bindings: Map<string, Binding>;
  baseUrlFunctions: Set<string>;
  translateFunctions: Set<string>;
  sidebarCategoryFunctions: Set<string>;
  /** The statements an inline component's module keeps (see inlineModuleSource). */
  moduleStatements: ModuleStatement[];
  /** The CSS modules the page imports, whose styles the island bundle ships (see css-module.ts). */
  styles: { file: string; css: string; offset: number }[];
}

export interface ScopeOptions {
  /** A partial's props. */
  props?: Record<string, BuildValue>;
  codeTranslations?: ReadonlyMap<string, string>;
  cssModule?: (file: string) => CssModule | { problem: string };
  /** A plain style sheet imported for its effect, by its specifier and the page's folder (see readPageStylesheet). */
  stylesheet?: (from: string, dir: string) => { file: string; css: string } | { problem: string };
  /** What `useCurrentSidebarCategory()` gives: the category whose page this doc is. */
  sidebarCategory?: () => BuildValue | undefined;
}

/** A statement of the page's ESM, by its offsets in `source` (body offsets); an import with the names it binds. */
export interface ModuleStatement {
  start: number;
  end: number;
  source: string;
  imports?: string[];
  /** Written around the statement's text on its own lines (a BrowserOnly element made an export, see browser-only.ts). */
  prefix?: string;
  suffix?: string;
}

export interface ScopeProblem {
  /** Offset in the page body. */
  offset: number;
  message: string;
}

/**
 * What a page's ESM brings in: components by their local names, `useBaseUrl`, partials, and `export const` values.
 * `dir` is the folder of the page (relative imports), `siteDir` the folder `@site/` names, `codeTranslations` the
 * site's messages by id, which `translate()` reads, and `cssModule` names the classes of an imported CSS module.
 */
export function moduleScope(
  programs: readonly { program: Program; source: string }[],
  dir: string,
  siteDir: string,
  { props, codeTranslations, cssModule, stylesheet, sidebarCategory }: ScopeOptions = {},
): { scope: ModuleScope; problems: ScopeProblem[] } {
  const scope: ModuleScope = {
    bindings: new Map(),
    constants: new Map(),
    baseUrlFunctions: new Set(),
    translateFunctions: new Set(),
    sidebarCategoryFunctions: new Set(),
    moduleStatements: [],
    styles: [],
    ...(props ? { props } : {}),
    ...(sidebarCategory ? { sidebarCategory } : {}),
    ...(codeTranslations ? { codeTranslations } : {}),
  };
  const constants = scope.constants as Map<string, { value: BuildValue } | { unsupported: string }>;
  const problems: ScopeProblem[] = [];
  for (const { program, source } of programs) {
    for (const statement of program.body) {
      if (keptInComponentModule(statement)) {
        const imports =
          statement.type === 'ImportDeclaration'
            ? statement.specifiers.map((specifier) => specifier.local.name)
            : undefined;
        scope.moduleStatements.push({
          start: statement.start,
          end: statement.end,
          source,
          ...(imports ? { imports } : {}),
        });
      }
      if (statement.type === 'ImportDeclaration') {
        const from = String(statement.source.value);
        if (from === BASE_URL_MODULE) {
          for (const specifier of statement.specifiers) scope.baseUrlFunctions.add(specifier.local.name);
          continue;
        }
        if (CSS_MODULE.test(from) && (from.startsWith('.') || from.startsWith('@site/'))) {
          const file = from.startsWith('@site/') ? path.join(siteDir, from.slice(6)) : path.resolve(dir, from);
          const compiled = cssModule?.(file) ?? { problem: `${from}: CSS modules are read in a build only` };
          if ('problem' in compiled) {
            problems.push({
              offset: statement.source.start,
              message: `cannot read the CSS module: ${compiled.problem}`,
            });
            continue;
          }
          scope.styles.push({ file, css: compiled.css, offset: statement.source.start });
          for (const specifier of statement.specifiers) {
            const name = importedName(specifier);
            constants.set(specifier.local.name, {
              value: name === 'default' || name === '*' ? compiled.classes : compiled.classes[name],
            });
          }
          continue;
        }
        if (PLAIN_CSS.test(from) && statement.specifiers.length === 0) {
          const read = stylesheet?.(from, dir) ?? { problem: 'style sheets are read in a build only' };
          if ('problem' in read) problems.push({ offset: statement.source.start, message: `${from}: ${read.problem}` });
          else scope.styles.push({ ...read, offset: statement.source.start });
          continue;
        }
        if (from === DOCS_CLIENT_MODULE) {
          for (const specifier of statement.specifiers) {
            if (importedName(specifier) === SIDEBAR_CATEGORY_HOOK)
              scope.sidebarCategoryFunctions.add(specifier.local.name);
            else
              problems.push({
                offset: specifier.start,
                message:
                  `${from}: docsgen provides ${SIDEBAR_CATEGORY_HOOK} only, whose items <DocCardList items={…} /> ` +
                  'draws; copy what the page needs of the rest into a component of the site (src/components/X.jsx)',
              });
          }
          continue;
        }
        const binding = bindingOf(from, dir, siteDir, statement.source.start);
        if ('problem' in binding) {
          problems.push({ offset: statement.source.start, message: binding.problem });
          for (const specifier of statement.specifiers)
            scope.bindings.set(specifier.local.name, { kind: 'unavailable' });
          continue;
        }
        if (binding.kind === 'island' && statement.specifiers.length === 0) {
          problems.push({
            offset: statement.start,
            message: `import ${JSON.stringify(from)} brings in code or styles for the whole page, which docsgen loads only with a component (an island); import it in the component that needs it, and remove the line`,
          });
        }
        for (const specifier of statement.specifiers) {
          const imported = specifier.type === 'ImportSpecifier' ? specifier.imported : undefined;
          if (from === TRANSLATE_MODULE && imported?.type === 'Identifier' && imported.name === 'translate') {
            scope.translateFunctions.add(specifier.local.name);
            continue;
          }
          if (from === THEME_COMMON_MODULE && importedName(specifier) === SIDEBAR_CATEGORY_HOOK) {
            scope.sidebarCategoryFunctions.add(specifier.local.name);
            continue;
          }
          if (
            binding.kind !== 'island' &&
            binding.kind !== 'head' &&
            imported &&
            (imported.type !== 'Identifier' || imported.name !== 'default')
          ) {
            problems.push({
              offset: specifier.start,
              message: `${from} has a default export only; write import ${specifier.local.name} from ${JSON.stringify(from)}`,
            });
            continue;
          }
          scope.bindings.set(
            specifier.local.name,
            binding.kind === 'island' ? { ...binding, export: importedName(specifier) } : binding,
          );
        }
      } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration') {
        for (const declarator of statement.declaration.declarations) {
          if (declarator.id.type !== 'Identifier') continue;
          const name = declarator.id.name;
          if (isComponent(name, declarator.init))
            scope.bindings.set(name, {
              kind: 'island',
              source: '',
              export: name,
              offset: declarator.start,
              inline: true,
              exportOffset: statement.start,
            });
          if (!declarator.init) {
            constants.set(name, { value: undefined });
            continue;
          }
          try {
            constants.set(name, { value: evaluate(declarator.init, scope, source) });
          } catch (error) {
            if (!(error instanceof EvaluationError)) throw error;
            constants.set(name, {
              unsupported: `defined by ${snippet(source, declarator.init)}, which is not a value the build can know`,
            });
          }
        }
      } else if (
        statement.type === 'ExportNamedDeclaration' &&
        statement.declaration?.type === 'FunctionDeclaration' &&
        statement.declaration.id
      ) {
        const name = statement.declaration.id.name;
        if (isComponent(name, statement.declaration))
          scope.bindings.set(name, {
            kind: 'island',
            source: '',
            export: name,
            offset: statement.declaration.start,
            inline: true,
            exportOffset: statement.start,
          });
        constants.set(name, { unsupported: 'a function, which runs in the browser: use it as a component, <Nome />' });
      }
    }
  }
  return { scope, problems };
}

/**
 * The config's global components (`mdx.components`, as a swizzled `src/theme/MDXComponents` registers them), bound on
 * every page that does not bind the name itself: an import or an `export const` of the page wins, as in MDX.
 */
export function addGlobalComponents(scope: ModuleScope, components: ReadonlyMap<string, string> | undefined): void {
  for (const [name, source] of components ?? []) {
    if (scope.bindings.has(name) || scope.constants.has(name)) continue;
    // A module's problems are reported where the page uses it; the config's own check names a missing file at its key.
    scope.bindings.set(
      name,
      isBuiltInModule(source)
        ? { kind: 'built-in', component: BUILT_IN_COMPONENTS[source] }
        : { kind: 'island', source, export: 'default', offset: -1 },
    );
  }
}

/** Whether a module path is one of docsgen's built-in components (`@theme/Tabs`), which a site may make global. */
export function isBuiltInModule(source: string): source is keyof typeof BUILT_IN_COMPONENTS {
  return Object.hasOwn(BUILT_IN_COMPONENTS, source);
}

/** What an import path names: a built-in, a partial, a site or npm module, or a Docusaurus module docsgen lacks. */
function bindingOf(from: string, dir: string, siteDir: string, offset: number): Binding | { problem: string } {
  if (from === '@docusaurus/Head') return { kind: 'head' };
  if (from in BUILT_IN_COMPONENTS)
    return { kind: 'built-in', component: BUILT_IN_COMPONENTS[from as keyof typeof BUILT_IN_COMPONENTS] };
  if (
    from.startsWith('@theme/') ||
    from.startsWith('@docusaurus/') ||
    from.startsWith('@theme-original/') ||
    from.startsWith('@theme-init/')
  ) {
    // The modules components use: a page's own components (an island) run with them.
    if (isDocusaurusModule(from)) return { kind: 'island', source: from, export: 'default', offset };
    if (REDOCUSAURUS_MODULES.has(from))
      return {
        problem:
          `${from} of redocusaurus draws a spec's whole reference in the page, which docsgen does on pages of ` +
          'its own: ' +
          'name the spec in an "apiReference" entry of docs.config.json (docsgen migrate does, from redocusaurus\'s ' +
          '"specs"), link to its route here, and remove the import and the element',
      };
    return {
      problem: `${from} is not one of the Docusaurus modules docsgen provides: copy what the page needs from it into a component of the site (src/components/X.jsx) and import that; supported: ${SUPPORTED}`,
    };
  }
  if (/\.mdx?$/.test(from)) {
    if (from.startsWith('@site/')) return { kind: 'partial', file: path.join(siteDir, from.slice('@site/'.length)) };
    if (from.startsWith('./') || from.startsWith('../')) return { kind: 'partial', file: path.resolve(dir, from) };
    return { problem: `${from}: a partial is imported by a relative path ('./_parte.mdx') or from @site/` };
  }
  return { kind: 'island', source: from, export: 'default', offset };
}

/** The name a specifier imports: `default`, a named export, or the whole module (`* as C`, used as C.X: unsupported). */
function importedName(specifier: ImportDeclaration['specifiers'][number]): string {
  if (specifier.type === 'ImportDefaultSpecifier') return 'default';
  if (specifier.type === 'ImportNamespaceSpecifier') return '*';
  const { imported } = specifier;
  return imported.type === 'Identifier' ? imported.name : String(imported.value);
}

/** A capitalised name defined by a function: a component, as MDX reads `<Highlight>` for `export const Highlight = …`. */
function isComponent(name: string, init: { type: string } | null | undefined): boolean {
  return (
    /^[A-Z]/.test(name) &&
    (init?.type === 'ArrowFunctionExpression' ||
      init?.type === 'FunctionExpression' ||
      init?.type === 'FunctionDeclaration')
  );
}

/**
 * What an inline component's module keeps of the page's ESM: its named exports and the imports a bundle can resolve
 * (site and npm modules, the Docusaurus modules islands get, built-ins included); partials and the other built-ins
 * (rendered at build time) have no module in the browser.
 */
function keptInComponentModule(statement: Program['body'][number]): boolean {
  if (statement.type === 'ExportNamedDeclaration') return true;
  if (statement.type !== 'ImportDeclaration') return false;
  const from = String(statement.source.value);
  if (isDocusaurusModule(from)) return true;
  return !(/\.mdx?$/.test(from) || from.startsWith('@theme/'));
}

/**
 * The module of a page's inline components: the kept statements at their own offsets, everything else blanked with
 * its line breaks kept, so that a line of the module is a line of the page body. An import none of whose names the
 * exports mention is left out, so that an inline component does not bring in every component of its page.
 */
export function inlineModuleSource(statements: readonly ModuleStatement[]): string {
  const textOf = (s: ModuleStatement) => `${s.prefix ?? ''}${s.source.slice(s.start, s.end)}${s.suffix ?? ''}`;
  const exported = statements
    .filter((s) => !s.imports)
    .map(textOf)
    .join('\n');
  const mentioned = (name: string) => new RegExp(`(^|[^\\w$])${name.replace(/\$/g, '\\$')}($|[^\\w$])`).test(exported);
  const kept = statements.filter((s) => !s.imports?.length || s.imports.some(mentioned));
  let text = '';
  let at = 0;
  for (const statement of kept.sort((a, b) => a.start - b.start)) {
    text += statement.source.slice(at, statement.start).replace(/[^\n]/g, ' ') + textOf(statement);
    at = statement.end;
  }
  return text;
}
