import { useManifest } from '../data/manifest-context.tsx';
import { ChevronIcon } from '../layout/icons.tsx';
import { SiteLogo } from '../layout/SiteLogo.tsx';
import { usePageTitle } from '../layout/use-page-title.ts';
import { SiteLink } from '../navigation/SiteLink.tsx';

export function HomePage() {
  const { site, home } = useManifest();
  usePageTitle(null);
  // Routes shows this page only when the config has a home page.
  if (!home) return null;
  return (
    <main id="main" className="home" tabIndex={-1}>
      <section className="hero">
        <div className="hero-inner">
          <SiteLogo className="hero-logo" />
          <h1 className="hero-title">{site.title}</h1>
          <p className="hero-tagline">{site.tagline}</p>
          <SiteLink href={home.cta.href} className="button button-primary button-large">
            {home.cta.label}
          </SiteLink>
        </div>
      </section>
      <ul className="home-entries">
        {home.entries.map((entry) => (
          <li key={entry.title}>
            <SiteLink href={entry.href} className="home-entry">
              <h2>{entry.title}</h2>
              <p>{entry.text}</p>
              {entry.label && (
                <span className="home-entry-more">
                  {entry.label}
                  <ChevronIcon size={16} />
                </span>
              )}
            </SiteLink>
          </li>
        ))}
      </ul>
    </main>
  );
}
