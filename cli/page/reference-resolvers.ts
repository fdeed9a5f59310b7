import type { UiLanguage } from '../../format/ui-strings/language.ts';
import path from 'node:path';
import type { Asset, AssetRegistry } from '../assets/asset-registry.ts';
import { publishKatex } from '../assets/katex-assets.ts';
import { resolveFileRef } from '../assets/resolve-file.ts';
import { error, warning, type Diagnostic } from '../core/diagnostics.ts';
import type { LinkSite } from '../site/links/check-links.ts';
import {
  hrefFor,
  type LinkContext,
  type LinkTarget,
  type MarkdownLookup,
  resolveLink,
  servedUrlPath,
} from '../site/links/resolve.ts';
import type { DocSource } from '../sources/doc.ts';
import type { PageResolvers } from '../markdown/render-doc.ts';
import type {
  CodeHighlighter,
  DiagramRef,
  HtmlPolicy,
  LinkRef,
  Npm2YarnOptions,
  TabBlocksOptions,
} from '../core/render-env.ts';
import { embedRenderer, type ApiDescriptions } from '../api/embed-renderer.ts';
import { basePrefix } from '../../format/routes.ts';
import { longFileName } from './long-names.ts';

export interface ResolverContext {
  /** The page holding the references: a doc, or a blog post (whose URL never ends with "/" unless all do). */
  doc: Pick<DocSource, 'file' | 'relPath' | 'route'> & {
    slashed?: boolean;
    /** The page's file, absolute, when it is not `docsDir/relPath`: a translation's. */
    path?: string;
  };
  /** Folder that `doc.relPath` is relative to. */
  docsDir: string;
  staticDirs: readonly string[];
  /** Where files may be read from: the config's folder and the content folder (see projectRoots). */
  projectRoots: readonly string[];
  /** What the page's raw HTML may do: the config's `markdown` settings. */
  htmlPolicy: HtmlPolicy;
  baseUrl: string;
  /** The config's `trailingSlash`. */
  trailingSlash?: boolean;
  cwd: string;
  routeByRelPath: ReadonlyMap<string, string>;
  assets: AssetRegistry;
  /** Receives missing files and Markdown mistakes (errors), images without alt text and unknown code languages (warnings). */
  diagnostics: Diagnostic[];
  apis: ApiDescriptions;
  /** How the page's code blocks (its fences and API samples) become HTML. */
  highlight: CodeHighlighter;
  /** Where the page's Markdown links are looked up; the docs' lookup when absent. */
  markdownLookup?: MarkdownLookup;
  /** Receives the page's mermaid diagrams for the build's check (see DiagramChecker); unchecked when absent. */
  checkDiagram?: (file: string, diagram: DiagramRef) => void;
  /** `markdown.math`, or its section's own (see SectionMarkdown): `$…$` is math, typeset with KaTeX. */
  math?: boolean;
  /** `markdown.npm2yarn`, or its section's own: ```bash npm2yarn fences become tabs. */
  npm2yarn?: Npm2YarnOptions | undefined;
  /** See RenderEnv.uiLanguage. */
  uiLanguage?: UiLanguage;
  /** `markdown.tabBlocks`, or its section's own: adjacent ```js tab fences become tabs. */
  tabBlocks?: TabBlocksOptions | undefined;
}

/** A page's resolvers, with the context its links resolve from. */
export type PlacedResolvers = PageResolvers & {
  context: LinkContext;
  /** A link the page rendered, to check: with its target when rewriteHref resolved it (see LinkSite.target). */
  linkSite(file: string, link: LinkRef): LinkSite;
};

/** How one page's links and images become URLs (routes for pages, hashed or static paths for files), and its code HTML. */
export function referenceResolvers(ctx: ResolverContext): PlacedResolvers {
  const { doc, baseUrl } = ctx;
  const base = basePrefix(baseUrl);
  const context: LinkContext = {
    fromRoute: doc.route,
    fromUrlPath: servedUrlPath(doc.route, doc.slashed ?? false, ctx.trailingSlash),
    fromRelPath: doc.relPath,
    routeByRelPath: ctx.routeByRelPath,
    baseUrl,
    ...(ctx.trailingSlash === undefined ? {} : { trailingSlash: ctx.trailingSlash }),
    ...(ctx.markdownLookup ? { markdownLookup: ctx.markdownLookup } : {}),
  };
  const sourceFile = doc.path ?? path.join(ctx.docsDir, doc.relPath);
  const resolveFile = (
    href: string,
    line: number,
    column: number,
  ): { url: string | null; dimensions?: { width: number; height: number } } => {
    const ref = resolveFileRef(href, sourceFile, ctx.staticDirs, ctx.projectRoots);
    switch (ref.kind) {
      case 'none':
        return { url: null };
      case 'static':
        return { url: `${base}${ref.path}`, dimensions: ctx.assets.dimensionsOf(ref.source) };
      case 'local': {
        let asset: Asset;
        try {
          asset = ctx.assets.add(ref.source);
        } catch (e) {
          // Said at the link that brings the file, as a missing file is.
          const why = `${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`;
          ctx.diagnostics.push(
            error(
              'unreadable-file',
              doc.file,
              line,
              column,
              `cannot read ${href}: ${path.relative(ctx.cwd, ref.source)} (${why}); give the user running docsgen the right to read it (chmod a+r)`,
            ),
          );
          return { url: href };
        }
        const long = longFileName(href, asset.outPath);
        if (long) {
          ctx.diagnostics.push(error('name-too-long', doc.file, line, column, long));
          return { url: href };
        }
        return { url: `${base}/${asset.outPath}`, dimensions: asset.dimensions };
      }
      case 'missing':
        ctx.diagnostics.push(
          error(
            'missing-file',
            doc.file,
            line,
            column,
            `missing file ${href}: ${path.relative(ctx.cwd, ref.source)} does not exist`,
          ),
        );
        return { url: href };
      case 'outside':
        ctx.diagnostics.push(
          error(
            'outside-project',
            doc.file,
            line,
            column,
            `${href} leads to ${ref.target}, outside the project; a build publishes only files inside ${ctx.projectRoots.join(' or ')}, so copy the file there and link to the copy`,
          ),
        );
        return { url: href };
    }
  };
  const targets = new WeakMap<LinkRef, LinkTarget>();
  return {
    context,
    linkSite: (file, link) => {
      const target = targets.get(link);
      return target ? { file, ...link, context, target } : { file, ...link, context };
    },
    renderEmbed: embedRenderer(ctx.apis, doc.file, ctx.diagnostics, ctx.highlight, ctx.uiLanguage),
    highlight: ctx.highlight,
    report: (problem) => ctx.diagnostics.push({ file: doc.file, ...problem }),
    checkDiagram: (diagram) => ctx.checkDiagram?.(doc.file, diagram),
    htmlPolicy: ctx.htmlPolicy,
    ...(ctx.math ? { math: { stylesheet: () => `${base}/${publishKatex(ctx.assets)}` } } : {}),
    ...(ctx.npm2yarn ? { npm2yarn: ctx.npm2yarn } : {}),
    ...(ctx.uiLanguage ? { uiLanguage: ctx.uiLanguage } : {}),
    ...(ctx.tabBlocks ? { tabBlocks: ctx.tabBlocks } : {}),
    rewriteHref: (link) => {
      const target = resolveLink(link.href, context);
      targets.set(link, target);
      // A page first: a doc's route may end in a name with a dot (release-1.0), which resolveFileRef takes for a file.
      if (target.kind === 'page') return hrefFor(target, link.href, context);
      return resolveFile(link.href, link.line, link.column).url ?? hrefFor(target, link.href, context);
    },
    resolveImage: (ref, alt) => {
      if (!alt.trim())
        ctx.diagnostics.push(
          warning(
            'missing-alt-text',
            doc.file,
            ref.line,
            ref.column,
            `image ${ref.href} has no alt text; describe it for readers who cannot see it`,
          ),
        );
      const { url, dimensions } = resolveFile(ref.href, ref.line, ref.column);
      return { src: url ?? ref.href, ...dimensions };
    },
  };
}
