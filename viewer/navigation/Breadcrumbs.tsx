import type { BreadcrumbItem } from '../../format/site-format.ts';
import { useManifest } from '../data/manifest-context.tsx';
import { HomeIcon } from '../layout/icons.tsx';
import { SiteLink } from './SiteLink.tsx';

export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  const { site } = useManifest();
  return (
    <nav className="breadcrumbs" aria-label={UI.breadcrumbs}>
      <ol>
        <li>
          <SiteLink href={site.baseUrl} className="breadcrumbs-home">
            <HomeIcon />
            <span className="visually-hidden">{UI.homePage}</span>
          </SiteLink>
        </li>
        {items.map((item, i) => (
          <li key={`${i}:${item.label}`} {...(i === items.length - 1 ? { 'aria-current': 'page' as const } : {})}>
            {item.href && i < items.length - 1 ? (
              <SiteLink href={item.href}>{item.label}</SiteLink>
            ) : (
              <span>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
