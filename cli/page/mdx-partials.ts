import fs from 'node:fs';
import path from 'node:path';
import type { LinkSite } from '../site/links/check-links.ts';
import type { IslandUse, MdxContext } from '../mdx/mdx-context.ts';
import type { PageHead } from '../mdx/components/head.ts';
import type { BuildValue } from '../mdx/evaluate.ts';
import type { Position } from '../mdx/locate.ts';
import { parseFrontMatter } from '../sources/front-matter.ts';
import { isMdxPage, type MarkdownFormat } from '../sources/doc.ts';
import { parsePartial } from '../markdown/render-doc.ts';
import type { PlacedResolvers } from './reference-resolvers.ts';
import type { RenderEnv } from '../core/render-env.ts';
import { error, type Diagnostic } from '../core/diagnostics.ts';
import { isInside } from '../core/path-inside.ts';
import { MAX_NESTING_DEPTH, MAX_PARTIAL_TEXT_PER_PAGE, MAX_PARTIALS_PER_PAGE, nestedTooDeep } from '../core/limits.ts';
import { readText } from '../util/read-text.ts';

/** What an MDX page needs from the compile to read its partials. */
export interface MdxPageSetup {
  cwd: string;
  /** The folder `@site/` names: the config's. */
  siteDir: string;
  /** Where files may be read from; a partial elsewhere is an error, as for images. */
  projectRoots: readonly string[];
  format: MarkdownFormat;
  /** Resolvers for a partial (its links and images resolve from its own folder), reporting into `diagnostics`. */
  resolversFor(file: string, display: string, diagnostics: Diagnostic[]): PlacedResolvers;
  /** The page's diagnostics and link sites, which receive the partials' own. */
  diagnostics: Diagnostic[];
  linkSites: LinkSite[];
  /** The site's code translations, message by id. */
  codeTranslations?: ReadonlyMap<string, string>;
  /** The page's category cards, for DocCardList. */
  docCards?: MdxContext['docCards'];
  sidebarCategory?: MdxContext['sidebarCategory'];
  docDescription?: MdxContext['docDescription'];
  /** The page's own operation (see MdxContext.apiOperation); its partials have none. */
  apiOperation?: MdxContext['apiOperation'];
  /** The config's global components (see globalComponents). */
  components?: ReadonlyMap<string, string>;
  /** The config's `mdx.inlineComponents`: whether a page's own components run in the browser. */
  inlineComponents?: boolean;
  /** The config's `mdx.styleElements`. */
  styleElements?: 'scoped' | 'global';
  /** Receives the islands of the page and of its partials. */
  islands?: IslandUse[];
}

/**
 * The MDX context of a page (see renderDoc): partials are read from disk, parsed in their own terms, and their
 * diagnostics and links reported at their own files, saying which file included them. An import cycle is an error
 * at the tag that would close it.
 */
export function mdxPageContext(pageFile: string, setup: MdxPageSetup): (pageEnv: RenderEnv) => MdxContext {
  return (pageEnv) => {
    // What the page has included so far, partials of partials too, against the budget (see core/limits.ts).
    const included = { partials: 0, characters: 0, stopped: false };
    const head: PageHead = { tags: [] };
    const contextOf = (file: string, stack: readonly string[], props?: Record<string, BuildValue>): MdxContext => ({
      file,
      siteDir: setup.siteDir,
      projectRoots: setup.projectRoots,
      ...(props ? { props } : {}),
      ...(setup.docCards ? { docCards: setup.docCards } : {}),
      ...(setup.sidebarCategory ? { sidebarCategory: setup.sidebarCategory } : {}),
      ...(setup.docDescription ? { docDescription: setup.docDescription } : {}),
      ...(setup.codeTranslations?.size ? { codeTranslations: setup.codeTranslations } : {}),
      ...(setup.components?.size ? { components: setup.components } : {}),
      ...(setup.inlineComponents ? { inlineComponents: true } : {}),
      ...(setup.styleElements ? { styleElements: setup.styleElements } : {}),
      ...(setup.islands ? { islands: setup.islands } : {}),
      head,
      loadPartial: (partial, partialProps, from) => load(partial, partialProps, from, file, [...stack, file]),
    });
    const load = (
      file: string,
      props: Record<string, BuildValue>,
      from: Position,
      includer: string,
      stack: readonly string[],
    ) => {
      const at = (message: string) =>
        setup.diagnostics.push(
          error('mdx-partial', path.relative(setup.cwd, includer), from.line, from.column, message),
        );
      const display = path.relative(setup.cwd, file);
      if (stack.includes(file))
        return void at(
          `partial import cycle: ${[...stack.slice(stack.indexOf(file)), file].map((f) => path.relative(setup.cwd, f)).join(' -> ')}; a partial cannot include itself`,
        );
      // A symlink is followed before the check: one inside the project that leads out is read as where it leads.
      const real = fs.existsSync(file) ? fs.realpathSync(file) : file;
      if (!setup.projectRoots.some((root) => isInside(real, root)))
        return void setup.diagnostics.push(
          error(
            'outside-project',
            path.relative(setup.cwd, includer),
            from.line,
            from.column,
            `the partial ${display}${real === file ? '' : ` leads to ${real}, which`} is outside the project; a build reads only files inside ${setup.projectRoots.join(' or ')}`,
          ),
        );
      if (!fs.existsSync(file)) return void at(`the partial ${display} does not exist`);
      // Past the budget, the page's other partials are left out without a word: the one error is at the first.
      if (included.stopped) return undefined;
      // Each partial is parsed inside the parse of the one that includes it, so a chain of them would run out of stack.
      if (stack.length > MAX_NESTING_DEPTH) {
        included.stopped = true;
        return void at(nestedTooDeep('partials'));
      }
      const source = readText(file, display);
      // Said where the partial is included, as a missing one is.
      if (source.text === undefined) return void at(`the partial ${display}: ${source.diagnostics[0]!.message}`);
      included.partials++;
      included.characters += source.text.length;
      if (included.partials > MAX_PARTIALS_PER_PAGE || included.characters > MAX_PARTIAL_TEXT_PER_PAGE) {
        included.stopped = true;
        return void at(partialsPastBudget(pageFile === includer ? undefined : path.relative(setup.cwd, pageFile)));
      }
      const parsed = parseFrontMatter(display, source.text);
      const diagnostics: Diagnostic[] = [
        ...source.diagnostics,
        ...parsed.diagnostics.filter((d) => d.severity === 'error'),
      ];
      const resolvers = setup.resolversFor(file, display, diagnostics);
      const partial = { body: parsed.body, bodyLineOffset: parsed.bodyLineOffset, mdx: isMdxPage(file, setup.format) };
      const { tokens, links } = parsePartial(partial, resolvers, contextOf(file, stack, props), pageEnv);
      const includedBy = ` (in the partial included at ${path.relative(setup.cwd, includer)}:${from.line}:${from.column})`;
      for (const d of diagnostics) setup.diagnostics.push({ ...d, message: `${d.message}${includedBy}` });
      for (const link of links) setup.linkSites.push(resolvers.linkSite(display, link));
      return tokens;
    };
    const page = contextOf(pageFile, []);
    return setup.apiOperation ? { ...page, apiOperation: setup.apiOperation } : page;
  };
}

/** The error at the partial that takes a page past its budget; `page` when it is included by another partial. */
function partialsPastBudget(page: string | undefined): string {
  return `this partial takes ${page ? `the page ${page}` : 'the page'} past ${MAX_PARTIALS_PER_PAGE.toLocaleString('en')} partials or ${MAX_PARTIAL_TEXT_PER_PAGE.toLocaleString('en')} characters of them, counting the partials that partials include; a partial that includes another twice doubles it at each level, so include each one once`;
}
