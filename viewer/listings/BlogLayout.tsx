import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { TocItem } from '../../format/site-format.ts';
import { useManifest } from '../data/manifest-context.tsx';
import { blogArchiveRoute, blogTagsRoute, normalizeSitePath, pageHref } from '../../format/routes.ts';
import { SiteLink } from '../navigation/SiteLink.tsx';
import { Toc, TocCollapsible } from '../navigation/Toc.tsx';

/** The blog's columns: recent posts, the content, and a post's table of contents. */
export function BlogLayout({
  withSidebar,
  toc,
  children,
}: {
  withSidebar: boolean;
  toc: TocItem[];
  children: ReactNode;
}) {
  const manifest = useManifest();
  const { blog, site } = manifest;
  const [path] = useLocation();
  const current = pageHref(site, normalizeSitePath(path));
  const sidebar = withSidebar && blog && blog.recent.length > 0;
  const routes = { docs: manifest.version.path, blog: blog?.path ?? '' };
  const columns = ['docs-layout', sidebar ? '' : 'docs-layout-no-sidebar', toc.length ? '' : 'docs-layout-no-toc']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={columns}>
      {sidebar && (
        <nav className="sidebar blog-sidebar" aria-label={UI.recentPosts}>
          <p className="blog-sidebar-title">{UI.recentPosts}</p>
          <ul className="sidebar-items">
            {blog.recent.map((post) => (
              <li key={post.href}>
                <SiteLink
                  href={post.href}
                  className="sidebar-link"
                  {...(post.href === current ? { 'aria-current': 'page' as const } : {})}
                >
                  {post.label}
                </SiteLink>
              </li>
            ))}
          </ul>
          <ul className="sidebar-items blog-sidebar-more">
            <li>
              <SiteLink
                href={blog.href}
                className="sidebar-link"
                {...(blog.href === current ? { 'aria-current': 'page' as const } : {})}
              >
                {UI.allPosts}
              </SiteLink>
            </li>
            <li>
              <SiteLink href={pageHref(site, blogTagsRoute(routes))} className="sidebar-link">
                {UI.tagsTitle}
              </SiteLink>
            </li>
            <li>
              <SiteLink href={pageHref(site, blogArchiveRoute(routes))} className="sidebar-link">
                {UI.archive}
              </SiteLink>
            </li>
          </ul>
        </nav>
      )}
      <main id="main" className="docs-main" tabIndex={-1}>
        <div className="doc">
          <TocCollapsible items={toc} />
          {children}
        </div>
      </main>
      {toc.length > 0 && (
        <aside className="docs-toc">
          <Toc items={toc} />
        </aside>
      )}
    </div>
  );
}
