import { useEffect, useState, useSyncExternalStore } from 'react';
import { islandGlobals } from '../island-globals.ts';

export { ThemeClassNames } from './theme-class-names.ts';
// Docusaurus 2 exported it here; Docusaurus 3 from @docusaurus/plugin-content-docs/client.
export { useCurrentSidebarCategory } from './plugin-content-docs-client.ts';

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
export function useColorMode(): { colorMode: ColorMode; setColorMode(mode: ColorMode): void; isDarkTheme: boolean } {
  const colorMode = useSyncExternalStore(subscribe, current);
  return {
    colorMode,
    isDarkTheme: colorMode === 'dark',
    setColorMode: (mode) => document.documentElement.setAttribute('data-theme', mode),
  };
}

/** `useThemeConfig`: the theme options the manifest carries (colour mode). */
export function useThemeConfig(): Record<string, unknown> {
  return islandGlobals().context.siteConfig.themeConfig;
}

// Docusaurus's breakpoint (docusaurus-theme-common/src/hooks/useWindowSize.ts).
const DESKTOP_BREAKPOINT = 996;
const windowSize = (): 'desktop' | 'mobile' => (window.innerWidth > DESKTOP_BREAKPOINT ? 'desktop' : 'mobile');

/** `useWindowSize`: "desktop" or "mobile", following the window. */
export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  const [size, setSize] = useState(windowSize);
  useEffect(() => {
    const update = () => setSize(windowSize());
    addEventListener('resize', update);
    return () => removeEventListener('resize', update);
  }, []);
  return size;
}

/** `usePluralForm`: picks the form for a count from "one|other", with the browser's plural rules for the site's language. */
export function usePluralForm(): { selectMessage(count: number, messages: string): string } {
  const rules = new Intl.PluralRules(islandGlobals().context.i18n.currentLocale);
  return {
    selectMessage(count, messages) {
      const forms = messages.split('|');
      if (forms.length === 1) return forms[0]!;
      const index = ['zero', 'one', 'two', 'few', 'many', 'other'].indexOf(rules.select(count));
      return forms[Math.min(Math.max(index - 1, 0), forms.length - 1)]!;
    },
  };
}
