import { useManifest } from '../data/manifest-context.tsx';
import { MoonIcon, SunIcon, SystemIcon } from '../layout/icons.tsx';
import { DEFAULT_COLOR_MODE, useColorMode } from './color-mode.ts';

const LABELS = { light: UI.lightMode, dark: UI.darkMode, system: UI.systemMode };

/** The colour-mode switch; hidden when the config disables it. */
export function ColorModeToggle({ className = '' }: { className?: string }) {
  const options = useManifest().colorMode ?? DEFAULT_COLOR_MODE;
  const { choice, toggle } = useColorMode(options);
  if (options.disableSwitch) return null;
  const Icon = choice === 'dark' ? MoonIcon : choice === 'system' ? SystemIcon : SunIcon;
  return (
    <button
      type="button"
      className={`icon-button color-mode-toggle ${className}`}
      title={`${UI.colorModeToggle} ${LABELS[choice]})`}
      aria-label={`${UI.colorModeToggle} ${LABELS[choice]})`}
      aria-live="polite"
      onClick={toggle}
    >
      <Icon />
    </button>
  );
}
