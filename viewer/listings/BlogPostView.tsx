import { useRef } from 'react';
import type { BlogPostPayload } from '../../format/site-format.ts';
import { useInternalLinks } from '../navigation/use-internal-links.ts';
import { DocFooter } from '../pages/DocFooter.tsx';
import { SiteLink } from '../navigation/SiteLink.tsx';
import { PostMeta } from './PostMeta.tsx';
import { useCodeCopyButtons } from '../layout/use-code-copy-buttons.ts';
import { useScrollableTables } from '../layout/use-scrollable-tables.ts';
import { useTabs } from '../tabs/use-tabs.ts';
import { useMermaidDiagrams } from '../mermaid/use-mermaid-diagrams.ts';
import { useIslands } from '../islands/use-islands.ts';
import { useImageZoom } from '../zoom/use-image-zoom.ts';

export function BlogPostView({ payload }: { payload: BlogPostPayload }) {
  const body = useRef<HTMLDivElement>(null);
  useInternalLinks(body);
  useScrollableTables(body, payload.html);
  useCodeCopyButtons(body, payload.html);
  useTabs(body, payload.html);
  useMermaidDiagrams(body, payload.html);
  useIslands(body, payload.html, payload.islands);
  useImageZoom(body, payload.html);
  return (
    <article className="blog-post">
      {payload.unlisted && (
        <p className="banner banner-info" role="note">
          <strong>{UI.unlistedPost}</strong>
          {` ${UI.unlistedPostText}`}
        </p>
      )}
      {payload.draft && (
        <p className="banner banner-warning" role="note">
          <strong>{UI.draft}</strong>
          {` ${UI.draftPostText}`}
        </p>
      )}
      {/* The note of a translation's post shown in the default locale's text: HTML made by the compiler. */}
      {payload.notice && <div dangerouslySetInnerHTML={{ __html: payload.notice }} />}
      <header>
        <h1 className="doc-title">{payload.title}</h1>
        <PostMeta post={payload} />
      </header>
      {/* Rendered from Markdown by the compiler. */}
      <div ref={body} className="markdown" dangerouslySetInnerHTML={{ __html: payload.html }} />
      <DocFooter payload={payload} />
      {(payload.newer || payload.older) && (
        <nav className="pager" aria-label={UI.blogPosts}>
          {payload.newer ? (
            <SiteLink href={payload.newer.href} className="pager-link pager-previous">
              <span className="pager-sub">{UI.newerPost}</span>
              <span className="pager-label">{payload.newer.label}</span>
            </SiteLink>
          ) : (
            <span />
          )}
          {payload.older && (
            <SiteLink href={payload.older.href} className="pager-link pager-next">
              <span className="pager-sub">{UI.olderPost}</span>
              <span className="pager-label">{payload.older.label}</span>
            </SiteLink>
          )}
        </nav>
      )}
    </article>
  );
}
