import type { ReactNode } from 'react';

/** `@docusaurus/BrowserOnly` for islands, which only ever render in the browser. */
export default function BrowserOnly({ children }: { children?: () => ReactNode; fallback?: ReactNode }) {
  return <>{children?.()}</>;
}
