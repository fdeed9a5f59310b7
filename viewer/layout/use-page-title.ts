import { useEffect } from 'react';
import { useManifest } from '../data/manifest-context.tsx';

/** Sets `<title>` as the compiler does: "Page | Site". */
export function usePageTitle(title: string | null): void {
  const { site } = useManifest();
  useEffect(() => {
    document.title = title
      ? `${title} ${site.titleDelimiter} ${site.title}`
      : [site.title, site.tagline].filter(Boolean).join(` ${site.titleDelimiter} `);
  }, [title, site]);
}
