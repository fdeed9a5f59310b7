import GithubSlugger from 'github-slugger';
import type { CategoryLink } from '../../sources/validate/category-link.ts';
import { docsCategoryRoute } from '../../../format/routes.ts';
import type { SidebarCategory, SidebarItem, SidebarItemExtras } from '../../../format/site-format.ts';

/** A category's generated index page, before its cards are drawn from the docs (see listings/category-index.ts). */
export interface GeneratedIndex {
  /** Site path without baseUrl, e.g. "/docs/category/guia". */
  route: string;
  sidebar: string;
  title: string;
  description: string;
  keywords: string[];
  /** The social card, as written: a URL, or a path under the static folder. */
  image?: string;
  category: SidebarCategory;
}

/** A category as the config or a `_category_` file describes it, before its items are known. */
export interface CategoryOptions extends SidebarItemExtras {
  label: string;
  /** Absent, the docs' `sidebarCollapsed` decides. */
  collapsed?: boolean;
  collapsible?: boolean;
  link?: CategoryLink | null;
}

/** What a category's `link` became: the doc it opens, or the generated index page it has. */
export type CategoryTarget =
  | { docId: string; href: string }
  | { generated: Omit<GeneratedIndex, 'category' | 'sidebar'>; href: string }
  | undefined;

/**
 * Names generated index pages as Docusaurus 3.8 does: `slug` under the docs route, by default "/category/" and the
 * label slugified, numbered ("-1", "-2") when labels repeat across the site's sidebars, in sidebar order.
 */
export class CategoryPages {
  private readonly slugger = new GithubSlugger();
  readonly pages: GeneratedIndex[] = [];

  constructor(
    private readonly hrefOf: (route: string) => string,
    private readonly docsRoute: string,
    private readonly collapsedByDefault: boolean,
  ) {}

  /** Where a generated index goes; called before the category's items, so that slugs number as Docusaurus's do. */
  generated(options: CategoryOptions, link: Extract<CategoryLink, { type: 'generated-index' }>): CategoryTarget {
    const route = docsCategoryRoute(link.slug ?? `/category/${this.slugger.slug(options.label)}`, this.docsRoute);
    const keywords =
      link.keywords === undefined ? [] : typeof link.keywords === 'string' ? [link.keywords] : link.keywords;
    const generated = {
      route,
      title: link.title ?? options.label,
      description: link.description ?? '',
      keywords,
      ...(link.image ? { image: link.image } : {}),
    };
    return { generated, href: this.hrefOf(route) };
  }

  /**
   * The category as Docusaurus post-processes it: one without items opens its doc as a plain link, or is dropped when
   * its page would be a generated index of nothing; one that cannot collapse is open.
   */
  finish(
    sidebar: string,
    options: CategoryOptions,
    target: CategoryTarget,
    items: SidebarItem[],
  ): SidebarItem | undefined {
    const extras = {
      ...(options.className ? { className: options.className } : {}),
      ...(options.customProps ? { customProps: options.customProps } : {}),
      ...(options.key ? { key: options.key } : {}),
      ...(options.description ? { description: options.description } : {}),
    };
    if (!items.length) {
      return target && 'docId' in target
        ? { type: 'link', label: options.label, href: target.href, docId: target.docId, ...extras }
        : undefined;
    }
    const collapsible = options.collapsible !== false;
    const category: SidebarCategory = {
      type: 'category',
      label: options.label,
      collapsed: collapsible && (options.collapsed ?? this.collapsedByDefault),
      ...(collapsible ? {} : { collapsible: false as const }),
      items,
      ...(target ? { href: target.href } : {}),
      ...(target && 'docId' in target ? { docId: target.docId } : {}),
      ...extras,
    };
    if (target && 'generated' in target) this.pages.push({ ...target.generated, sidebar, category });
    return category;
  }
}
