import type { PagerLink } from '../../format/site-format.ts';
import { SiteLink } from './SiteLink.tsx';

export function Pager({ previous, next }: { previous?: PagerLink; next?: PagerLink }) {
  if (!previous && !next) return null;
  return (
    <nav className="pager" aria-label="Páginas da documentação">
      {previous ? (
        <SiteLink href={previous.href} className="pager-link pager-previous">
          <span className="pager-sub">Anterior</span>
          <span className="pager-label">{previous.label}</span>
        </SiteLink>
      ) : (
        <span />
      )}
      {next && (
        <SiteLink href={next.href} className="pager-link pager-next">
          <span className="pager-sub">Próxima</span>
          <span className="pager-label">{next.label}</span>
        </SiteLink>
      )}
    </nav>
  );
}
