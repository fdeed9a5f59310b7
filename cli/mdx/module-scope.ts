import path from 'node:path';
import type { Program } from './js-parser.ts';
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
  '@docusaurus/Link': 'Link',
  '@docusaurus/BrowserOnly': 'BrowserOnly',
} as const;
export type BuiltInName = (typeof BUILT_IN_COMPONENTS)[keyof typeof BUILT_IN_COMPONENTS];

const BASE_URL_MODULE = '@docusaurus/useBaseUrl';
const SUPPORTED = [...Object.keys(BUILT_IN_COMPONENTS), BASE_URL_MODULE, '@docusaurus/Head'].join(', ');

/** What a name a page imports stands for. */
export type Binding =
  | { kind: 'built-in'; component: BuiltInName }
  | { kind: 'partial'; file: string }
  /** `@docusaurus/Head`, whose tags docsgen leaves out (front matter sets the title and description). */
  | { kind: 'head' }
  /** A component of the site or of npm: an island, which this build does not render yet (see Islands). */
  | { kind: 'island'; source: string };

export interface ModuleScope extends Scope {
  bindings: Map<string, Binding>;
  baseUrlFunctions: Set<string>;
}

export interface ScopeProblem {
  /** Offset in the page body. */
  offset: number;
  message: string;
}

/**
 * What a page's ESM brings in: components by their local names, `useBaseUrl`, partials, and `export const` values.
 * `dir` is the folder of the page (relative imports), `siteDir` the folder `@site/` names.
 */
export function moduleScope(programs: readonly { program: Program; source: string }[], dir: string, siteDir: string, props?: Record<string, BuildValue>): { scope: ModuleScope; problems: ScopeProblem[] } {
  const scope: ModuleScope = { bindings: new Map(), constants: new Map(), baseUrlFunctions: new Set(), ...(props ? { props } : {}) };
  const constants = scope.constants as Map<string, { value: BuildValue } | { unsupported: string }>;
  const problems: ScopeProblem[] = [];
  for (const { program, source } of programs) {
    for (const statement of program.body) {
      if (statement.type === 'ImportDeclaration') {
        const from = String(statement.source.value);
        if (from === BASE_URL_MODULE) {
          for (const specifier of statement.specifiers) scope.baseUrlFunctions.add(specifier.local.name);
          continue;
        }
        const binding = bindingOf(from, dir, siteDir);
        if ('problem' in binding) {
          problems.push({ offset: statement.source.start, message: binding.problem });
          continue;
        }
        if (binding.kind === 'island' && statement.specifiers.length === 0) {
          problems.push({ offset: statement.start, message: `import ${JSON.stringify(from)} brings in code or styles for the browser, which docsgen runs only in islands (not supported yet); remove the line` });
        }
        for (const specifier of statement.specifiers) {
          const imported = specifier.type === 'ImportSpecifier' ? specifier.imported : undefined;
          if (binding.kind !== 'island' && binding.kind !== 'head' && imported && (imported.type !== 'Identifier' || imported.name !== 'default')) {
            problems.push({ offset: specifier.start, message: `${from} has a default export only; write import ${specifier.local.name} from ${JSON.stringify(from)}` });
            continue;
          }
          scope.bindings.set(specifier.local.name, binding);
        }
      } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration') {
        for (const declarator of statement.declaration.declarations) {
          if (declarator.id.type !== 'Identifier') continue;
          const name = declarator.id.name;
          if (!declarator.init) {
            constants.set(name, { value: undefined });
            continue;
          }
          try {
            constants.set(name, { value: evaluate(declarator.init, scope, source) });
          } catch (error) {
            if (!(error instanceof EvaluationError)) throw error;
            constants.set(name, { unsupported: `defined by ${snippet(source, declarator.init)}, which is not a value the build can know` });
          }
        }
      } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'FunctionDeclaration' && statement.declaration.id) {
        constants.set(statement.declaration.id.name, { unsupported: 'a function, which runs in the browser (site components arrive with islands)' });
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
    scope.bindings.set(name, isBuiltInModule(source) ? { kind: 'built-in', component: BUILT_IN_COMPONENTS[source] } : { kind: 'island', source });
  }
}

/** Whether a module path is one of docsgen's built-in components (`@theme/Tabs`), which a site may make global. */
export function isBuiltInModule(source: string): source is keyof typeof BUILT_IN_COMPONENTS {
  return Object.hasOwn(BUILT_IN_COMPONENTS, source);
}

/** What an import path names: a built-in, a partial, a site or npm module, or a Docusaurus module docsgen lacks. */
function bindingOf(from: string, dir: string, siteDir: string): Binding | { problem: string } {
  if (from === '@docusaurus/Head') return { kind: 'head' };
  if (from in BUILT_IN_COMPONENTS) return { kind: 'built-in', component: BUILT_IN_COMPONENTS[from as keyof typeof BUILT_IN_COMPONENTS] };
  if (from.startsWith('@theme/') || from.startsWith('@docusaurus/') || from.startsWith('@theme-original/') || from.startsWith('@theme-init/')) {
    return { problem: `${from} is not one of the Docusaurus modules docsgen provides; supported: ${SUPPORTED}` };
  }
  if (/\.mdx?$/.test(from)) {
    if (from.startsWith('@site/')) return { kind: 'partial', file: path.join(siteDir, from.slice('@site/'.length)) };
    if (from.startsWith('./') || from.startsWith('../')) return { kind: 'partial', file: path.resolve(dir, from) };
    return { problem: `${from}: a partial is imported by a relative path ('./_parte.mdx') or from @site/` };
  }
  return { kind: 'island', source: from };
}
