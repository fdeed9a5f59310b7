import { useManifest } from '../data/manifest-context.tsx';
import { SiteLink } from '../navigation/SiteLink.tsx';

export function Footer() {
  const { footer, navbar } = useManifest();
  return (
    <footer className="footer">
      <div className="footer-inner">
        <div className="footer-brand">
          <span>{navbar.title}</span>
        </div>
        {footer.links.length > 0 && (
          <nav aria-label={UI.footer}>
            <ul className="footer-links">
              {footer.links.map((l) => (
                <li key={l.href + l.label}>
                  <SiteLink href={l.href}>{l.label}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      {footer.copyright && <p className="footer-copyright">{footer.copyright}</p>}
    </footer>
  );
}
