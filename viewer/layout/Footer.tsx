import { useManifest } from '../data/manifest-context.tsx';
import { SiteLink } from '../navigation/SiteLink.tsx';

export function Footer() {
  const { footer } = useManifest();
  return (
    <footer className="footer">
      {footer.links.length > 0 && (
        <nav aria-label="Rodapé">
          <ul className="footer-links">
            {footer.links.map((l) => (
              <li key={l.href + l.label}>
                <SiteLink href={l.href}>{l.label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {footer.copyright && <p className="footer-copyright">{footer.copyright}</p>}
    </footer>
  );
}
