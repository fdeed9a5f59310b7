import { useEffect, type ReactNode } from 'react';
import { islandGlobals } from '../island-globals.ts';

interface LayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  wrapperClassName?: string;
  noFooter?: boolean;
}

/**
 * `@theme/Layout` for islands. A React page is drawn inside the viewer's own navbar and footer, so Docusaurus's
 * Layout is only what the page gives it: its content (in a `wrapperClassName` element when it names one) and its
 * `title`, which becomes the tab's title as Docusaurus formats it ("Title | Site").
 */
export default function Layout({ children, title, wrapperClassName }: LayoutProps) {
  useEffect(() => {
    if (!title) return;
    const { siteConfig } = islandGlobals().context;
    document.title = `${title} ${siteConfig.titleDelimiter} ${siteConfig.title}`;
  }, [title]);
  return wrapperClassName ? <div className={wrapperClassName}>{children}</div> : <>{children}</>;
}
