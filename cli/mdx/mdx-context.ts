import type { Token } from 'markdown-it';
import type { CategoryCard, SidebarCategory } from '../../format/site-format.ts';
import type { PageHead } from './components/head.ts';
import type { BuildValue } from './evaluate.ts';
import type { Position } from './locate.ts';

/** A partial's tokens, parsed in its own file's terms (its links, images and diagnostics are its own). */
export type PartialLoader = (file: string, props: Record<string, BuildValue>, from: Position) => Token[] | undefined;

/** What the MDX rules need to know of the page beyond its text; on RenderEnv as `mdx`. */
export interface MdxContext {
  /** Absolute path of the file being read: the page, or a partial it includes. */
  file: string;
  /** The folder `@site/` names: the config's. */
  siteDir: string;
  /** In a partial, the props it was given (`{props.nome}`). */
  props?: Record<string, BuildValue>;
  /** Reads a partial; absent, a partial is an error (a page read outside a build). */
  loadPartial?: PartialLoader;
  /**
   * The config's `mdx.components`: components every page may use without importing them, by JSX name, each with the
   * module that provides it (see globalComponents).
   */
  components?: ReadonlyMap<string, string>;
  /**
   * Whether a component the page defines itself (`export const Nome = () => …`) may run in the reader's browser: the
   * config's `mdx.inlineComponents`. Absent, it may not, and using one is an error at its export.
   */
  inlineComponents?: boolean;
  /** The config's `mdx.styleElements`: a `<style>` element styles the page's content only, unless "global". */
  styleElements?: 'scoped' | 'global';
  /** Where files may be read from (a CSS module elsewhere is an error); absent, anywhere. */
  projectRoots?: readonly string[];
  /** The site's code translations, message by id (i18n/<locale>/code.json), for `<Translate>` and `translate()`. */
  codeTranslations?: ReadonlyMap<string, string>;
  /** Cards of the page's category, for DocCardList; absent outside a category. */
  docCards?: () => CategoryCard[];
  /** The category whose page this doc is, which `useCurrentSidebarCategory()` gives; absent outside the docs. */
  sidebarCategory?: () => SidebarCategory | undefined;
  /** A doc's card text by its id, for the card of a link item that names a doc. */
  docDescription?: (docId: string) => string | undefined;
  /**
   * The operation a page of docusaurus-plugin-openapi-docs holds in its `api` front matter, drawn as docsgen draws an
   * operation where the page has the theme's parameters, body or responses (undefined when its `api` cannot be
   * read: nothing is drawn); absent on other pages.
   */
  apiOperation?: () => OperationHtml | undefined;
  /** Receives what the page's `<Head>` elements add to its head; absent, they are left out with a warning. */
  head?: PageHead;
  /** Receives every island the page and its partials use (see island-element.ts); absent, they are not recorded. */
  islands?: IslandUse[];
}

/** An operation drawn into a page: its HTML, the ids in it, and the origins its Testar panel calls. */
export interface OperationHtml {
  html: string;
  anchors: string[];
  connectOrigins: string[];
}

/** A component a page renders in the browser, and where the page brings it in. */
export interface IslandUse {
  /** The same for every use of one export of one module (see islandId). */
  id: string;
  /** What error messages call the component. */
  name: string;
  /** The module's export the island renders: "default", or a name. */
  export: string;
  /**
   * The module as the page imports it, with the folder it resolves from; or, for a component the page defines, the
   * page's own ESM, whose line n is line n + lineOffset of `file`.
   */
  module:
    | { specifier: string; resolveDir: string }
    | { inline: string; lineOffset: number }
    /** The compiled CSS of a CSS module the page imports (see css-module.ts): an island that renders nothing. */
    | { styles: string; resolveDir: string };
  /** The import (or the inline definition) in the page or partial: errors of the module are reported here. */
  file: string;
  line: number;
  column: number;
}
