import { describe, expect, it } from 'vitest';
import type { ColorModeOptions } from '../../../format/site-format.ts';
import { nextChoice, resolveColorMode } from '../../../viewer/theme/color-mode.ts';

const fixed: ColorModeOptions = { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false };
const followsSystem: ColorModeOptions = { ...fixed, respectPrefersColorScheme: true };

describe('resolveColorMode', () => {
  it("puts the reader's own choice first", () => {
    expect(resolveColorMode('light', followsSystem, true)).toBe('light');
    expect(resolveColorMode('dark', fixed, false)).toBe('dark');
  });

  it('follows the system only when the site respects it', () => {
    expect(resolveColorMode(null, followsSystem, true)).toBe('dark');
    expect(resolveColorMode('system', followsSystem, false)).toBe('light');
    expect(resolveColorMode(null, { ...fixed, defaultMode: 'light' }, true)).toBe('light');
  });

  it("falls back to the site's default mode", () => {
    expect(resolveColorMode(null, fixed, false)).toBe('dark');
    expect(resolveColorMode('system', fixed, false)).toBe('dark');
  });
});

describe('nextChoice', () => {
  it('toggles light and dark when the system does not count', () => {
    expect(nextChoice('light', fixed)).toBe('dark');
    expect(nextChoice('dark', fixed)).toBe('light');
  });

  it('cycles light, dark, system when it does', () => {
    expect(nextChoice('light', followsSystem)).toBe('dark');
    expect(nextChoice('dark', followsSystem)).toBe('system');
    expect(nextChoice('system', followsSystem)).toBe('light');
  });
});
