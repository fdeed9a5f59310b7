import { useEffect, useSyncExternalStore } from 'react';
import type { ColorModeOptions } from '../../format/site-format.ts';
import { readStorage, writeStorage } from '../data/storage.ts';

export type ColorMode = 'light' | 'dark';
export type ColorModeChoice = ColorMode | 'system';

/** Docusaurus's key, so a reader's choice survives the move from the old site. */
export const COLOR_MODE_KEY = 'theme';
export const DEFAULT_COLOR_MODE: ColorModeOptions = {
  defaultMode: 'light',
  disableSwitch: false,
  respectPrefersColorScheme: false,
};

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = matchMedia(DARK_QUERY);
  media.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', listener);
  };
}

function storedChoice(): ColorModeChoice | null {
  const value = readStorage(COLOR_MODE_KEY);
  return value === 'light' || value === 'dark' || value === 'system' ? value : null;
}

/** The same rule as the shell's inline script, which applies it before first paint. */
export function resolveColorMode(
  choice: ColorModeChoice | null,
  options: ColorModeOptions,
  systemIsDark: boolean,
): ColorMode {
  if (choice === 'light' || choice === 'dark') return choice;
  if (options.respectPrefersColorScheme) return systemIsDark ? 'dark' : 'light';
  return options.defaultMode;
}

/** light -> dark, or light -> dark -> system when the system preference counts. */
export function nextChoice(current: ColorModeChoice, options: ColorModeOptions): ColorModeChoice {
  if (current === 'light') return 'dark';
  if (current === 'dark') return options.respectPrefersColorScheme ? 'system' : 'light';
  return 'light';
}

export function useColorMode(options: ColorModeOptions = DEFAULT_COLOR_MODE) {
  const choice = useSyncExternalStore(subscribe, storedChoice);
  const systemIsDark = useSyncExternalStore(subscribe, () => matchMedia(DARK_QUERY).matches);
  const mode = resolveColorMode(choice, options, systemIsDark);
  const current: ColorModeChoice = choice === 'system' && options.respectPrefersColorScheme ? 'system' : mode;
  useEffect(() => {
    document.documentElement.setAttribute('data-theme', mode);
  }, [mode]);
  return {
    mode,
    choice: current,
    toggle() {
      writeStorage(COLOR_MODE_KEY, nextChoice(current, options));
      notify();
    },
  };
}
