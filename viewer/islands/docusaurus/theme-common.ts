import { useSyncExternalStore } from 'react';

type ColorMode = 'light' | 'dark';

function subscribe(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

const current = (): ColorMode => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');

/**
 * `useColorMode` of `@docusaurus/theme-common` for islands: the mode the viewer shows, following the reader's
 * switch. The switch stays the reader's: `setColorMode` changes the page's attribute only until the next choice.
 */
export function useColorMode(): { colorMode: ColorMode; setColorMode(mode: ColorMode): void } {
  const colorMode = useSyncExternalStore(subscribe, current);
  return { colorMode, setColorMode: (mode) => document.documentElement.setAttribute('data-theme', mode) };
}
