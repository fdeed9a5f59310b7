import type { AnchorHTMLAttributes } from 'react';
import { addBaseUrl } from './useBaseUrl.ts';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to?: string;
  isNavLink?: boolean;
  activeClassName?: string;
  autoAddBaseUrl?: boolean;
};

/**
 * `@docusaurus/Link` for islands: a site path gets the base URL, and the viewer's link handling (the page body's
 * click listener) navigates to it without a reload; other addresses open in a new tab, as Docusaurus opens them.
 */
export default function Link({
  to,
  href,
  isNavLink: _nav,
  activeClassName: _active,
  autoAddBaseUrl = true,
  ...rest
}: LinkProps) {
  const target = to ?? href ?? '';
  const external = /^(?:\w*:|\/\/)/.test(target);
  return (
    <a
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
      href={external || !autoAddBaseUrl ? target : addBaseUrl(target)}
    />
  );
}
