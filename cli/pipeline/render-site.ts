import { searchLanguageOf } from '../../format/search/language.ts';
import type { Diagnostic } from '../core/diagnostics.ts';
import { MarkdownPacker } from '../markdown-export/markdown-packer.ts';
import type { MarkdownPage } from '../markdown-export/page-markdown.ts';
import { bundleIslands, type IslandBundle } from '../mdx/islands/bundle-islands.ts';
import { codeTranslations } from '../page/code-translations.ts';
import type { DocPage } from '../page/doc-page.ts';
import type { BuiltSearchIndex, SearchIndexTarget } from '../search/build-index.ts';
import type { PageSections } from '../search/sections.ts';
import { type SearchPageInput, unpackSections } from '../search/packed-sections.ts';
import {
  type CategoryIndexListing,
  categoryIndexPages,
  categoryIndexSearchPage,
} from '../site/listings/category-index.ts';
import { withBase } from '../../format/routes.ts';
import type { Compilation } from './compilation.ts';
import { type PayloadStream, payloadStream } from './payload-files.ts';
import type { SiteSources } from './read-sources.ts';
import { type RenderedPages, renderPages } from './render-pages.ts';

/** Every page rendered, and the work that goes on from there on other threads while the site is checked. */
export interface RenderedSite {
  pages: RenderedPages;
  /** The docs' payloads, named as their code comes back from the highlighter; none when files go nowhere. */
  payloads: PayloadStream | undefined;
  /** A build's docs' Markdown, deflated as they are rendered (see MarkdownPacker). */
  packer: MarkdownPacker | undefined;
  categoryIndexes: CategoryIndexListing[];
  /** Every page with a Markdown export, docs then posts (see markdownExports). */
  markdownPages: MarkdownPage[];
  /** esbuild bundling the pages' components in its own process. */
  bundling: Promise<IslandBundle>;
  /** Mermaid's parser checking the diagrams on its worker. */
  diagramWarnings: Promise<Diagnostic[]>;
  /** The compile's own index worker finishing the index, when it is the search sink. */
  searching: Promise<BuiltSearchIndex> | undefined;
  searchTarget: SearchIndexTarget;
}

/**
 * The render stage: docs, blog posts and standalone pages through the page pipeline while the worker highlights, each
 * page's search sections to the search sink as it is rendered, and each doc's payload to the files sink as soon as
 * its code is back; then the generated category index pages, the islands and the diagrams' check are started.
 */
export async function renderSite(run: Compilation, src: SiteSources): Promise<RenderedSite> {
  const { loaded, options, sinks } = run;
  const { config } = loaded;
  const { files, search } = sinks;
  const { indexer } = run;
  const indexPage = indexer
    ? (page: SearchPageInput) => indexer.add(page)
    : search.to === 'caller'
      ? (page: SearchPageInput) => search.add(unpackSections(page))
      : undefined;
  const stableNames = files.to === 'memory' && files.stableNames;
  const ready = run.highlighter ? run.highlighter.ready : (json: string) => json;
  const writer = files.to === 'writer' ? files.writer : undefined;
  const caughtUp = run.highlighter?.caughtUp;
  const payloads = files.to === 'nowhere' ? undefined : payloadStream(ready, stableNames, writer, caughtUp);
  const packer = writer ? new MarkdownPacker(src.docs.length) : undefined;
  const handRendered = (page: DocPage) => {
    payloads!.add(page);
    if (packer && page.markdown) packer.pack(page.markdown);
  };
  // A build's cache on disk, where it writes the site; else watch mode's in memory.
  const cache = writer && options.pageCache ? options.pageCache : options.renderedDocs;
  const pages = run.report(
    await renderPages(src.docs, src.pages, options.drafts, {
      ...(indexPage ? { onSearchPage: indexPage } : {}),
      ...(payloads ? { onDocPage: handRendered, betweenBatches: payloads.drain } : {}),
      ...(sinks.sources === 'release' ? { releaseBodies: true } : {}),
      ...(cache ? { cache } : {}),
    }),
  );
  const diagramWarnings = run.diagrams.finish();
  // A build that fails from here on does not wait for the diagrams, nor for the index.
  diagramWarnings.catch(() => {});
  const islands = [
    ...pages.docPages.flatMap((page) => page.islands),
    ...pages.blog.islands,
    ...pages.standalone.islands,
  ];
  const translations = run.report(codeTranslations(loaded, options.cwd));
  const bundling = bundleIslands(islands, {
    siteDir: loaded.rootDir,
    projectRoots: src.pages.projectRoots,
    cwd: options.cwd,
    baseUrl: config.baseUrl,
    codeTranslations: translations.messages,
  });
  const { generatedIndexes, navigation } = src.navigation;
  // Drawn by the categories the docs rendered with, which note the docs whose card text they drew.
  const categoryIndexes = categoryIndexPages(generatedIndexes, src.pages.categories.descriptionOf, navigation);
  for (const listing of categoryIndexes) {
    const page: PageSections = categoryIndexSearchPage(listing, withBase(config.baseUrl, listing.path));
    if (indexPage) indexPage(page);
    else pages.searchPages.set(page.url, page);
  }
  const language = searchLanguageOf(config.locale.htmlLang);
  const searchTarget = { version: config.version.name, locale: config.locale.path, language };
  const searching = indexer?.finish(searchTarget);
  searching?.catch(() => {});
  const markdownPages = [...pages.docPages.flatMap((p) => p.markdown ?? []), ...pages.blog.markdownPages];
  return {
    pages,
    payloads,
    packer,
    categoryIndexes,
    markdownPages,
    bundling,
    diagramWarnings,
    searching,
    searchTarget,
  };
}
