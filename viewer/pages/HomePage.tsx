import { useManifest } from '../data/manifest-context.tsx';
import { usePageTitle } from '../layout/use-page-title.ts';
import { SiteLink } from '../navigation/SiteLink.tsx';

export function HomePage() {
  const { site, home } = useManifest();
  usePageTitle(null);
  return (
    <main id="main" className="home" tabIndex={-1}>
      <section className="hero">
        <h1 className="hero-title">{site.title}</h1>
        <p className="hero-tagline">{site.tagline}</p>
        <SiteLink href={home.cta.href} className="button button-primary button-large">
          {home.cta.label}
        </SiteLink>
      </section>
      <ul className="home-entries">
        {home.entries.map((entry) => (
          <li key={entry.title} className="home-entry">
            <h2>
              <SiteLink href={entry.href}>{entry.title}</SiteLink>
            </h2>
            <p>{entry.text}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
