import type { PagerLink } from '../../format/site-format.ts';
import { SiteLink } from './SiteLink.tsx';

export function Pager({ previous, next }: { previous?: PagerLink; next?: PagerLink }) {
  if (!previous && !next) return null;
  return (
    <nav className="pager" aria-label={UI.docsPages}>
      {previous ? (
        <SiteLink href={previous.href} className="pager-link pager-previous">
          <span className="pager-sub">{UI.previous}</span>
          <span className="pager-label">{previous.label}</span>
        </SiteLink>
      ) : (
        <span />
      )}
      {next && (
        <SiteLink href={next.href} className="pager-link pager-next">
          <span className="pager-sub">{UI.next}</span>
          <span className="pager-label">{next.label}</span>
        </SiteLink>
      )}
    </nav>
  );
}
