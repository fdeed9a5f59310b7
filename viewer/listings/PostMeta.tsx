import type { BlogPostMeta } from '../../format/site-format.ts';
import { useManifest } from '../data/manifest-context.tsx';
import { formatDate } from '../pages/page-states.tsx';

/** Date, reading time and authors of a post. */
export function PostMeta({ post }: { post: BlogPostMeta }) {
  const { locale } = useManifest();
  return (
    <div className="post-meta">
      <p className="post-date">
        <time dateTime={post.date}>{formatDate(post.date, locale.htmlLang)}</time> · {post.readingMinutes}
        {` ${UI.minutesRead}`}
      </p>
      {post.authors.length > 0 && (
        <ul className="post-authors">
          {post.authors.map((author) => (
            <li key={author.name} className="post-author">
              <span className="post-author-avatar" aria-hidden="true">
                {author.name
                  .split(/\s+/)
                  .slice(0, 2)
                  .map((w) => w[0])
                  .join('')}
              </span>
              <span>
                {author.url ? (
                  <a href={author.url} target="_blank" rel="noopener noreferrer" className="post-author-name">
                    {author.name}
                  </a>
                ) : (
                  <span className="post-author-name">{author.name}</span>
                )}
                {author.title && <span className="post-author-title">{author.title}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
