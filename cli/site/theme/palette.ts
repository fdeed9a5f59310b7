import { contrastRatio, darken, lighten, mix, rgba, withContrast } from './colors.ts';

/** The viewer's page backgrounds (`--bg` in viewer/styles/base.css), which links are read on. */
export const THEME_BACKGROUND = { light: '#ffffff', dark: '#121814' } as const;
export type ColorMode = keyof typeof THEME_BACKGROUND;

/** WCAG AA for body text. */
export const TEXT_CONTRAST = 4.5;

/**
 * The custom properties a primary colour sets in one colour mode: Docusaurus's six shades, and what the viewer draws
 * with them. Colours that carry text are pushed to 4.5:1 on what they sit on; the primary itself is left as given
 * (the build warns instead, see contrastWarnings).
 */
export function paletteFor(primary: string, mode: ColorMode): Record<string, string> {
  const bg = THEME_BACKGROUND[mode];
  const light = mode === 'light';
  const soft = mix(primary, bg, light ? 0.12 : 0.16);
  const footerBg = light ? mix(primary, '#000000', 0.35) : mix(primary, '#000000', 0.1);
  const onBrand = ['#ffffff', '#0d1a0f'].sort((a, b) => contrastRatio(b, primary) - contrastRatio(a, primary))[0]!;
  // The hero's text is white in both modes: each stop of its gradient is dark enough for it.
  const hero = (
    light
      ? [darken(primary, 0.3), primary, lighten(primary, 0.1)]
      : [0.25, 0.33, 0.4].map((w) => mix(primary, '#000000', w))
  ).map((stop) => withContrast(stop, '#ffffff'));
  return {
    '--brand': primary,
    '--brand-strong': light ? darken(primary, 0.15) : lighten(primary, 0.15),
    '--brand-dark': darken(primary, 0.1),
    '--brand-darker': darken(primary, 0.15),
    '--brand-darkest': darken(primary, 0.3),
    '--brand-light': lighten(primary, 0.1),
    '--brand-lighter': lighten(primary, 0.15),
    '--brand-lightest': lighten(primary, 0.3),
    '--brand-soft': soft,
    '--brand-softer': mix(primary, bg, light ? 0.06 : 0.08),
    '--brand-on-soft': withContrast(primary, soft),
    '--on-brand': onBrand,
    '--code-highlight': rgba(primary, light ? 0.12 : 0.16),
    '--hero-from': hero[0]!,
    '--hero-via': hero[1]!,
    '--hero-to': hero[2]!,
    '--hero-glow': rgba(light ? lighten(primary, 0.3) : primary, light ? 0.18 : 0.14),
    '--footer-bg': footerBg,
    '--footer-link': withContrast(mix(primary, '#ffffff', light ? 0.3 : 0.5), footerBg),
  };
}

/**
 * The custom properties of each mode's primary, for the modes given one; the dark ones on screen only, as the viewer's
 * own (paper gets the light palette).
 */
export function paletteCss(light: string | undefined, dark: string | undefined): string {
  const block = (selector: string, vars: Record<string, string>) =>
    `${selector}{${Object.entries(vars)
      .map(([name, value]) => `${name}:${value}`)
      .join(';')}}`;
  return [
    ...(light ? [block(':root', paletteFor(light, 'light'))] : []),
    ...(dark ? [`@media screen{${block(":root[data-theme='dark']", paletteFor(dark, 'dark'))}}`] : []),
  ].join('\n');
}

export interface ContrastProblem {
  mode: ColorMode;
  color: string;
  ratio: number;
  /** The nearest colour of the same hue that reaches 4.5:1. */
  suggestion: string;
}

/** Links are drawn in the primary: where that reads below 4.5:1 on the mode's background. */
export function contrastProblem(color: string, mode: ColorMode): ContrastProblem | undefined {
  const ratio = contrastRatio(color, THEME_BACKGROUND[mode]);
  if (ratio >= TEXT_CONTRAST) return undefined;
  return { mode, color, ratio, suggestion: withContrast(color, THEME_BACKGROUND[mode]) };
}
