import type { PagePayload, Tag } from '../../format/site-format.ts';
import { useManifest } from '../data/manifest-context.tsx';
import { EditIcon } from '../layout/icons.tsx';
import { SiteLink } from '../navigation/SiteLink.tsx';
import { formatDate } from './page-states.tsx';

export function TagList({ tags }: { tags: Tag[] }) {
  if (!tags.length) return null;
  return (
    <div className="tag-list">
      <span className="tag-list-title">{UI.tags}</span>
      <ul>
        {tags.map((tag) => (
          <li key={tag.slug}>
            {tag.href ? (
              <SiteLink href={tag.href} className="tag">
                {tag.label}
              </SiteLink>
            ) : (
              <span className="tag">{tag.label}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Tags, "edit this page" and the last update, under the content. */
export function DocFooter({
  payload,
}: {
  payload: Pick<PagePayload, 'tags' | 'editUrl' | 'lastUpdated' | 'lastUpdatedBy'>;
}) {
  const { locale } = useManifest();
  const { lastUpdated, lastUpdatedBy } = payload;
  if (!payload.tags.length && !payload.editUrl && !lastUpdated && !lastUpdatedBy) return null;
  return (
    <footer className="doc-footer">
      <TagList tags={payload.tags} />
      <div className="doc-footer-row">
        {payload.editUrl && (
          <a href={payload.editUrl} className="doc-edit" target="_blank" rel="noopener noreferrer">
            <EditIcon />
            {UI.editThisPage}
          </a>
        )}
        {(lastUpdated || lastUpdatedBy) && (
          <p className="doc-last-updated">
            {UI.lastUpdated}
            {lastUpdated && (
              <>
                {` ${UI.on} `}
                <time dateTime={lastUpdated}>{formatDate(lastUpdated, locale.htmlLang)}</time>
              </>
            )}
            {lastUpdatedBy && (
              <>
                {` ${UI.by} `}
                <b>{lastUpdatedBy}</b>
              </>
            )}
          </p>
        )}
      </div>
    </footer>
  );
}
