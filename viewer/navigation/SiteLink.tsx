import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';
import { stripBase } from '../../format/routes.ts';
import { useManifest } from '../data/manifest-context.tsx';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A manifest href: baseUrl included, or an external URL. */
  href: string;
  children: ReactNode;
}

/** Navigates inside the app for site links; external links open normally. */
export function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  const { site } = useManifest();
  const internal = /^[a-z][a-z\d+.-]*:|^\/\//i.test(href) ? null : stripBase(href, site.baseUrl);
  if (internal === null) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={internal} {...rest}>
      {children}
    </Link>
  );
}
