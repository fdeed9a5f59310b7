import type { ReactNode } from 'react';

/**
 * `@docusaurus/BrowserOnly` for islands, which only ever render in the browser: the function child runs at once, and
 * the fallback is what the page shows before the island mounts (the compiler prerenders it).
 */
export default function BrowserOnly({ children }: { children?: () => ReactNode; fallback?: ReactNode }) {
  return <>{children?.()}</>;
}
