import { useRef } from 'react';
import type {
  BlogArchivePayload,
  DocTagPayload,
  PostListPayload,
  PostSummary,
  TagIndexPayload,
} from '../../format/site-format.ts';
import { useManifest } from '../data/manifest-context.tsx';
import { SiteLink } from '../navigation/SiteLink.tsx';
import { useInternalLinks } from '../navigation/use-internal-links.ts';
import { TagList } from '../pages/DocFooter.tsx';
import { formatDate } from '../pages/page-states.tsx';
import { PostMeta } from './PostMeta.tsx';

function PostCard({ post }: { post: PostSummary }) {
  const excerpt = useRef<HTMLDivElement>(null);
  useInternalLinks(excerpt);
  return (
    <article className="post-card">
      <h2 className="post-card-title">
        <SiteLink href={post.href}>{post.title}</SiteLink>
      </h2>
      <PostMeta post={post} />
      {/* Rendered from Markdown by the compiler. */}
      <div ref={excerpt} className="markdown" dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />
      <div className="post-card-footer">
        <TagList tags={post.tags} />
        {post.truncated && (
          <SiteLink href={post.href} className="post-card-more" aria-label={`${UI.readMoreAbout} ${post.title}`}>
            {UI.readMore}
          </SiteLink>
        )}
      </div>
    </article>
  );
}

export function PostListView({ payload }: { payload: PostListPayload }) {
  return (
    <>
      <header className="listing-header">
        <h1 className="doc-title">{payload.title}</h1>
        {payload.description && <p className="listing-description">{payload.description}</p>}
        {payload.allTagsHref && <SiteLink href={payload.allTagsHref}>{UI.seeAllTags}</SiteLink>}
      </header>
      {payload.posts.map((post) => (
        <PostCard key={post.href} post={post} />
      ))}
      {(payload.newerHref || payload.olderHref) && (
        <nav className="pager" aria-label={UI.blogPages}>
          {payload.newerHref ? (
            <SiteLink href={payload.newerHref} className="pager-link pager-previous">
              <span className="pager-label">{UI.newerPosts}</span>
            </SiteLink>
          ) : (
            <span />
          )}
          {payload.olderHref && (
            <SiteLink href={payload.olderHref} className="pager-link pager-next">
              <span className="pager-label">{UI.olderPosts}</span>
            </SiteLink>
          )}
        </nav>
      )}
    </>
  );
}

export function TagIndexView({ payload }: { payload: TagIndexPayload }) {
  return (
    <>
      <h1 className="doc-title">{payload.title}</h1>
      <ul className="tag-index">
        {payload.tags.map((tag) => (
          <li key={tag.href}>
            <SiteLink href={tag.href} className="tag">
              {tag.label}
              <span className="tag-count">{tag.count}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </>
  );
}

export function DocTagView({ payload }: { payload: DocTagPayload }) {
  return (
    <>
      <header className="listing-header">
        <h1 className="doc-title">{payload.title}</h1>
        <SiteLink href={payload.allTagsHref}>{UI.seeAllTags}</SiteLink>
      </header>
      <ul className="doc-tag-list">
        {payload.docs.map((doc) => (
          <li key={doc.href}>
            <SiteLink href={doc.href} className="doc-tag-item">
              <span className="doc-tag-item-title">{doc.title}</span>
              {doc.description && <span className="doc-tag-item-text">{doc.description}</span>}
            </SiteLink>
          </li>
        ))}
      </ul>
    </>
  );
}

export function ArchiveView({ payload }: { payload: BlogArchivePayload }) {
  const { locale } = useManifest();
  return (
    <>
      <h1 className="doc-title">{payload.title}</h1>
      {payload.years.map((year) => (
        <section key={year.year} className="archive-year" aria-labelledby={`archive-${year.year}`}>
          <h2 id={`archive-${year.year}`}>{year.year}</h2>
          <ul>
            {year.posts.map((post) => (
              <li key={post.href}>
                <time dateTime={post.date}>{formatDate(post.date, locale.htmlLang)}</time>
                <SiteLink href={post.href}>{post.title}</SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
