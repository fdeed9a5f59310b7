import type { DocsConfig } from '../sources/config/types.ts';
import { LLMS_FILES, markdownExports, pageExport, siteUrls } from '../markdown-export/site-exports.ts';
import type { MarkdownPage } from '../markdown-export/page-markdown.ts';
import type { SidebarItem } from '../../format/site-format.ts';

/**
 * The Markdown exports `docsgen watch` serves, written when first asked for rather than at every start and save:
 * at 10,000 pages, llms-full.txt alone took a third of a second, and writing them all a second. A save writes
 * again its page's export, if they were written, and leaves llms.txt and llms-full.txt to the next request for them.
 */
export class WatchMarkdown {
  private files?: Map<string, string>;
  private llmsStale = false;

  constructor(
    private readonly config: DocsConfig,
    private pages: readonly MarkdownPage[],
    private readonly sidebars: Record<string, SidebarItem[]>,
  ) {}

  get(file: string): string | undefined {
    const llms = (LLMS_FILES as readonly string[]).includes(file);
    // The dev server asks for every path it has no other file for, a page's address among them.
    if (!llms && !file.endsWith('.md')) return undefined;
    if (!this.files || (this.llmsStale && llms)) {
      this.files = markdownExports(this.config, this.pages, this.sidebars).files;
      this.llmsStale = false;
    }
    return this.files.get(file);
  }

  /** A doc's new Markdown (undefined: it has none any more). */
  replaceDoc(docId: string, next: MarkdownPage | undefined): void {
    const at = this.pages.findIndex((page) => page.kind === 'doc' && page.docId === docId);
    this.pages =
      at === -1
        ? next
          ? [...this.pages, next]
          : this.pages
        : [...this.pages.slice(0, at), ...(next ? [next] : []), ...this.pages.slice(at + 1)];
    if (!this.files) return;
    // A page that gains or loses its export changes where other pages' links to it lead: everything is written again.
    if (at === -1 || !next) {
      this.files = undefined;
      return;
    }
    const [file, markdown] = pageExport(siteUrls(this.config), new Set(this.pages.map((page) => page.route)), next);
    this.files.set(file, markdown);
    this.llmsStale = true;
  }
}
