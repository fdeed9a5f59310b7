import path from 'node:path';
import { compileSite } from '../pipeline/compile-site.ts';
import { docContext, renderDocPage, setPageAnchors } from '../page/doc-page.ts';
import { type CompileOptions, type CompileState, WATCH_STABLE_NAMES, watchSinks } from '../pipeline/model.ts';
import type { LoadedConfig } from '../sources/config/load-config.ts';
import { baseRoutesOf, blogDirOf, pagesDirOf, staticDirsOf } from '../sources/config/site-layout.ts';
import { sortDiagnostics, UserError, warning, type Diagnostic } from '../core/diagnostics.ts';
import { readText, specialFileKind } from '../util/read-text.ts';
import { checkLinks } from '../site/links/check-links.ts';
import { AssetRegistry } from '../assets/asset-registry.ts';
import { parseDoc, type DocSource } from '../sources/doc.ts';
import { isCategoryFile } from '../sources/discover.ts';
import { loadLanguages } from '../highlight/highlight.ts';
import { fenceLanguages } from '../markdown/plugins/code-fence.ts';
import { diagramChecker } from '../markdown/diagram-check.ts';
import { docsReusableAfter, LinkIndex, planRebuild, type FileChange } from './rebuild-plan.ts';
import { isInside } from '../core/path-inside.ts';
import type { MarkdownPage } from '../markdown-export/page-markdown.ts';
import { WatchMarkdown } from './watch-markdown.ts';
import { WatchSearch } from './watch-search.ts';
import { isFolder } from './content-watcher.ts';
import { unpackSections } from '../search/packed-sections.ts';
import { searchLanguageOf } from '../../format/search/language.ts';
import { isAssetName, placeChange, placeWatchedDoc, watchedDocsFolders } from './docs-folders.ts';
import type { PageMeta, CompiledSite } from '../output/compiled-site.ts';
import { payloadFileName } from '../util/site-file-names.ts';
import { loadWatchedSite } from './watched-locale.ts';
import { RenderedDocs } from '../pipeline/rendered-docs.ts';

/** The site as the dev server serves it: the last version without errors. */
export interface PublishedSite {
  manifestJson: string;
  baseUrl: string;
  /** The compiled site's own payload map (the search index included), kept up to date by edits. */
  payloads: Map<string, string>;
  pages: Map<string, PageMeta>;
  site: CompiledSite;
  /** The pages' Markdown exports, llms.txt and llms-full.txt, written when asked for. */
  markdown: WatchMarkdown;
}

export interface RebuildReport {
  /** Files that triggered the rebuild, as the writer names them. */
  files: string[];
  kind: 'full' | 'pages' | 'none';
  ms: number;
  diagnostics: Diagnostic[];
  /** Payload files whose content changed in what is now served. */
  changedPayloads: string[];
  manifestChanged: boolean;
  /** A full rebuild's docs, rendered and reused from the last one (see RenderedDocs). */
  docs?: { rendered: number; reused: number };
}

/**
 * Keeps a compiled site in memory and brings it up to date after file changes, redoing as little as possible. Errors
 * never replace what is served: readers keep the last good version of every page until the errors are fixed.
 */
export class WatchSession {
  private loaded?: LoadedConfig;
  private state?: CompileState;
  private published?: PublishedSite;
  /** Warnings of the last full compile (it leaves no state behind when it has errors), less those of files read again since. */
  private baseline: Diagnostic[] = [];
  /** Problems found reading or rendering files (front matter, images) since the last full compile, by file. */
  private readonly sourceDiagnostics = new Map<string, Diagnostic[]>();
  /** Link check results of the files re-checked since the last full compile. */
  private readonly linkDiagnostics = new Map<string, Diagnostic[]>();
  /** Payloads rendered while errors existed, published once the site is clean. */
  private readonly pending = new Map<string, string>();
  private readonly assets = new AssetRegistry();
  private readonly renderedDocs = new RenderedDocs();
  /** The search index of the last full compile, kept up to date by edits; see rebuildSearch. */
  private search?: WatchSearch;
  /** Every page's links, by file and by the page they lead to; built at the first save after a full compile. */
  private links?: LinkIndex;
  /** The state's docs by their file (see FileChange.relPath), kept up to date by saves. */
  private docsByFile?: Map<string, DocSource>;
  /** Docs' Markdown rendered while errors existed, published with the payloads. */
  private readonly pendingMarkdown = new Map<string, MarkdownPage | undefined>();
  /** The source files of the islands (components and what they import): a change there rebuilds the bundle. */
  private islandSources = new Set<string>();

  /**
   * @param gate The access gate is off in watch mode unless `--gate` asks for
   *   it, so writers can preview; the viewer then shows a banner saying so.
   */
  constructor(
    private readonly configPath: string,
    private readonly cwd: string,
    private readonly gate = false,
    /** The locale served, of a site with translations (see loadWatchedSite); the default one when absent. */
    private readonly locale?: string,
  ) {}

  get site(): PublishedSite | undefined {
    return this.published;
  }

  get config(): LoadedConfig | undefined {
    return this.loaded;
  }

  /** The files of the docs the last compile read, absolute. */
  get docFiles(): string[] {
    return (this.state?.docs ?? []).map((doc) => path.resolve(this.cwd, doc.file));
  }

  /** The island bundle's source files, which the watcher adds to what it watches. */
  get islandInputs(): ReadonlySet<string> {
    return this.islandSources;
  }

  get searchIsStale(): boolean {
    return this.search?.stale ?? false;
  }

  /**
   * Serves the search index once it has caught up with the pages: a full compile hands every page to the index
   * worker as it renders it and serves the site before the index is built; an edit publishes its page first and
   * updates the index in place on the worker (LiveSearchIndex). Returns whether the served manifest changed.
   */
  async rebuildSearch(): Promise<boolean> {
    const search = this.search;
    if (!search) return false;
    // A full compile may have published a new site with an index of its own; pages rendered with errors wait too.
    return search.serve(() => {
      const site = this.published;
      if (!site || search !== this.search || this.pending.size) return undefined;
      return {
        payloads: site.payloads,
        setSearch: (ref) => {
          site.site.manifest = { ...site.site.manifest, search: [ref] };
          site.manifestJson = JSON.stringify(site.site.manifest);
        },
      };
    });
  }

  /** Source of a hashed file the pages reference, by its path in the site. */
  assetSource(outPath: string): string | undefined {
    return this.assets.find(outPath)?.source;
  }

  get configFile(): string {
    return path.resolve(this.cwd, this.configPath);
  }

  /** Compiles everything again; `reuse`: the docs not changed may be reused (see docsReusableAfter). */
  async full(files: string[] = [], reuse = false): Promise<RebuildReport> {
    const started = performance.now();
    if (!reuse) this.renderedDocs.forget();
    const report = (
      diagnostics: Diagnostic[],
      changedPayloads: string[] = [],
      manifestChanged = false,
    ): RebuildReport => ({
      files,
      kind: 'full',
      ms: performance.now() - started,
      diagnostics: sortDiagnostics(diagnostics),
      changedPayloads,
      manifestChanged,
    });
    try {
      this.loaded = loadWatchedSite(this.configPath, this.cwd, this.locale);
    } catch (e) {
      if (!(e instanceof UserError)) throw e;
      this.state = undefined;
      return report(e.diagnostics);
    }
    const search = new WatchSearch(searchLanguageOf(this.loaded.config.locale.htmlLang));
    const options: CompileOptions = {
      drafts: true,
      cwd: this.cwd,
      sinks: watchSinks(search.add),
      assets: this.assets,
      gate: this.gate,
      unreadableWarns: true,
      renderedDocs: this.renderedDocs,
    };
    const result = await compileSite(this.loaded, options).catch((e: unknown) => {
      search.close();
      throw e;
    });
    this.islandSources = new Set(result.islandInputs);
    this.baseline = result.diagnostics;
    this.sourceDiagnostics.clear();
    this.linkDiagnostics.clear();
    this.pending.clear();
    this.pendingMarkdown.clear();
    this.links = undefined;
    this.docsByFile = undefined;
    this.state = result.state;
    // The full compile highlighted on a worker thread, and this thread has not loaded shiki yet; a one-page rebuild
    // highlights here. Loading it and the grammars now, while the site is served, keeps that out of the first edit.
    if (result.state) loadLanguages(result.state.docs.flatMap((d) => fenceLanguages(d.body))).catch(() => {});
    if (!result.site || !result.state || result.diagnostics.some((d) => d.severity === 'error')) {
      search.close();
      return report(result.diagnostics);
    }
    // The index is built on its worker once the site is served; rebuildSearch serves it once it is there.
    this.search?.close();
    this.search = search;
    search.pagesAdded(result.state.searchTarget);
    const previous = this.published;
    this.published = publish(
      result.site,
      new WatchMarkdown(this.loaded.config, result.state.markdownPages, result.site.table.sidebars),
    );
    const changed = [...this.published.payloads]
      .filter(([file, json]) => previous?.payloads.get(file) !== json)
      .map(([file]) => file);
    this.renderedDocs.commit();
    const docs = { ...this.renderedDocs.counts };
    return { ...report(result.diagnostics, changed, previous?.manifestJson !== this.published.manifestJson), docs };
  }

  /** Applies a batch of changed, added or deleted files (absolute paths). */
  async apply(absolutePaths: string[]): Promise<RebuildReport> {
    if (!this.loaded || !this.state || !this.published)
      return this.full(absolutePaths.map((p) => path.relative(this.cwd, p)));
    // A component's source changed: the island bundle is built again, with the rest of the site (esbuild's part is small).
    if (absolutePaths.some((p) => this.islandSources.has(p)))
      return this.full(absolutePaths.map((p) => path.relative(this.cwd, p)));
    const started = performance.now();
    const folders = watchedDocsFolders(this.loaded, this.cwd);
    const changes: FileChange[] = [];
    const files: string[] = [];
    this.docsByFile ??= new Map(this.state.docs.map((d) => [d.file, d]));
    for (const abs of absolutePaths) {
      const change = this.classify(abs, folders);
      if (change !== 'reported' && change.kind === 'other') continue;
      files.push(path.relative(this.cwd, abs));
      if (change !== 'reported') changes.push(change);
    }
    this.links ??= new LinkIndex(this.state.linkSites);
    const docsRoute = { route: baseRoutesOf(this.loaded.config).docs, shows: this.state.pages.shownAtDocs };
    const plan = planRebuild(changes, this.docsByFile, this.links, docsRoute, this.state.pages.categories?.described);
    if (plan.kind === 'full') return this.full(files, docsReusableAfter(files, changes, this.docsByFile));
    const changedNow: string[] = [];
    for (const rel of plan.render) {
      const next = changes.find((c) => c.relPath === rel)!.next!;
      const rendered = await this.rerender(next);
      // An explorer's new endpoint changes every page's Content-Security-Policy, which a full build writes; a page's
      // new island, or an edited component the page defines, changes the island bundle.
      if (rendered === 'policy-changed' || rendered === 'islands-changed') return this.full(files);
      changedNow.push(...rendered);
    }
    this.recheck(new Set(plan.recheck));
    const diagnostics = sortDiagnostics([
      ...this.baseline,
      ...[...this.sourceDiagnostics.values()].flat(),
      ...[...this.linkDiagnostics.values()].flat(),
    ]);
    const changedPayloads = diagnostics.some((d) => d.severity === 'error') ? [] : this.flushPending();
    return {
      files,
      kind: plan.render.length ? 'pages' : 'none',
      ms: performance.now() - started,
      diagnostics,
      changedPayloads,
      manifestChanged: false,
    };
  }

  /** A file of the content folder, the blog or pages folder or a static folder: a change there rebuilds the site. */
  private isSourceFile(abs: string): boolean {
    const loaded = this.loaded!;
    return [loaded.contentDir, blogDirOf(loaded), pagesDirOf(loaded), ...staticDirsOf(loaded)].some((dir) =>
      isInside(abs, dir),
    );
  }

  /** What a changed file is; `reported`: only its diagnostics changed (it does not parse, or it is no regular file). */
  private classify(abs: string, folders: ReturnType<typeof watchedDocsFolders>): FileChange | 'reported' {
    if (abs === this.configFile) return { relPath: path.relative(this.cwd, abs), kind: 'config' };
    const at = placeChange(this.loaded!, folders, abs);
    // A version's sidebars are read with the config's and rebuild the site as it does; so does a translation's file
    // outside its docs. A default locale's file whose translation is shown changes nothing served.
    if (at === 'site') return { relPath: path.relative(this.cwd, abs), kind: 'config' };
    if (at === 'shadowed') return { relPath: path.relative(this.cwd, abs), kind: 'other' };
    const { rel } = at;
    const special = specialFileKind(abs);
    if (special) {
      const file = path.relative(this.cwd, abs);
      const message = `not a regular file (${special}); watch skips it, as a build does`;
      this.sourceDiagnostics.set(file, [warning('unreadable-file', file, 1, 1, message)]);
      return 'reported';
    }
    const kind = this.kindOf(abs, rel, at.dir);
    if (kind === 'other') return { relPath: rel, kind };
    // A folder now where a source file was, or a folder named as one (a page replaced by a folder of the same name):
    // the site is compiled again, which finds whatever the folder holds. Its files are reported one by one too.
    if (isFolder(abs)) return { relPath: rel, kind: 'folder' };
    if (kind !== 'doc') return { relPath: rel, kind };
    const file = path.relative(this.cwd, abs);
    const source = readText(abs, file);
    // Gone, or not readable: compiled again without it, which says why.
    if (source.text === undefined) return { relPath: rel, kind: 'doc' };
    const parsed = parseDoc(file, rel, source.text, at.folder.route, this.loaded!.config.markdown.format);
    // From here the file's own diagnostics come from this version: parsing now and rendering it next.
    this.baseline = this.baseline.filter((d) => d.file !== file);
    const diagnostics = [...source.diagnostics, ...parsed.diagnostics];
    if (diagnostics.some((d) => d.severity === 'error')) {
      this.sourceDiagnostics.set(file, diagnostics);
      return 'reported';
    }
    this.sourceDiagnostics.delete(file);
    return { relPath: file, kind: 'doc', next: placeWatchedDoc(parsed.doc, at, abs, this.docsByFile?.get(file)) };
  }

  /** What a path of the watched folders is by its name: a doc, a partial, a category file, an asset, or none of them. */
  private kindOf(abs: string, rel: string, docsDir: string): FileChange['kind'] {
    if (!isInside(abs, docsDir)) {
      if (/\.mdx?$/.test(abs) && this.isSourceFile(abs)) return 'partial';
      return isAssetName(abs) && this.isSourceFile(abs) ? 'asset' : 'other';
    }
    // discover() skips hidden files and folders (fast-glob's default), so an editor's `.page.md` is never a page here either.
    if (rel.split('/').some((s) => s.startsWith('.'))) return 'other';
    if (isCategoryFile(rel)) return 'category';
    if (!/\.mdx?$/.test(rel)) return isAssetName(abs) ? 'asset' : 'other';
    // A file or folder starting with "_" is a partial, which any MDX page may include.
    if (rel.split('/').some((s) => s.startsWith('_'))) return 'partial';
    return 'doc';
  }

  /** Renders one doc again and stages its payload; returns nothing when the payload did not change. */
  private async rerender(doc: DocSource): Promise<string[] | 'policy-changed' | 'islands-changed'> {
    const state = this.state!;
    await loadLanguages(fenceLanguages(doc.body));
    // One page at a time: its diagrams are checked on this thread, where mermaid stays loaded between saves.
    const diagrams = diagramChecker({ inProcess: true });
    const page = renderDocPage(doc, { ...docContext(state.pages, doc), checkDiagram: diagrams.add });
    page.diagnostics.push(...(await diagrams.finish()));
    const allowed = this.published!.site.manifest.policy.connectSrc;
    if (page.connectOrigins.some((origin) => !allowed.includes(origin))) return 'policy-changed';
    const bundled = this.published!.site.manifest.islands ?? {};
    if (page.islands.some((use) => !(use.id in bundled) || 'inline' in use.module)) return 'islands-changed';
    if (page.diagnostics.length) this.sourceDiagnostics.set(doc.file, page.diagnostics);
    state.docs = state.docs.map((d) => (d.file === doc.file ? doc : d));
    setPageAnchors(state.anchorsByRoute, page);
    this.docsByFile?.set(doc.file, doc);
    // The link index holds every page's links from here on; the state's list is the full compile's.
    this.links!.replaceFile(doc.file, page.linkSites);
    if (page.search) this.search?.replace(unpackSections(page.search));
    this.pendingMarkdown.set(doc.id, page.markdown);
    const { json } = page;
    const file = payloadFileName(doc.id, json, WATCH_STABLE_NAMES);
    if (this.published!.payloads.get(file) === json) {
      this.pending.delete(file);
      return [];
    }
    this.pending.set(file, json);
    return [file];
  }

  private recheck(files: Set<string>): void {
    const state = this.state!;
    const sites = [...[...files].flatMap((file) => this.links!.sitesOf(file)), ...state.configLinkSites];
    const graph = { routes: state.routes, anchorsByRoute: state.anchorsByRoute };
    const found = checkLinks(sites, graph, this.loaded!.config);
    for (const file of [...files, this.loaded!.file])
      this.linkDiagnostics.set(
        file,
        found.filter((d) => d.file === file),
      );
  }

  private flushPending(): string[] {
    for (const [docId, markdown] of this.pendingMarkdown) this.published!.markdown.replaceDoc(docId, markdown);
    this.pendingMarkdown.clear();
    const changed = [...this.pending.keys()];
    for (const [file, json] of this.pending) this.published!.payloads.set(file, json);
    this.pending.clear();
    return changed;
  }
}

function publish(site: CompiledSite, markdown: WatchMarkdown): PublishedSite {
  return {
    markdown,
    manifestJson: JSON.stringify(site.manifest),
    baseUrl: site.manifest.site.baseUrl,
    payloads: site.payloadFiles,
    pages: new Map(site.pages.map((p) => [p.path, p])),
    site,
  };
}
