/**
 * Colour arithmetic for the site's theme: hex colours, Docusaurus's shades (the `color` package's `darken` and
 * `lighten`, which scale HSL lightness) and WCAG 2 contrast.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** "#2e8555" or "#2e8" (the schema has checked the form). */
export function parseHex(hex: string): Rgb {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const n = Number.parseInt(full, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG 2 relative luminance. */
function luminance({ r, g, b }: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(parseHex(a)), luminance(parseHex(b))].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function toHsl({ r, g, b }: Rgb): Hsl {
  const [rs, gs, bs] = [r / 255, g / 255, b / 255];
  const max = Math.max(rs, gs, bs);
  const min = Math.min(rs, gs, bs);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rs ? (gs - bs) / d + (gs < bs ? 6 : 0) : max === gs ? (bs - rs) / d + 2 : (rs - gs) / d + 4;
  return { h: h / 6, s, l };
}

function fromHsl({ h, s, l }: Hsl): Rgb {
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255 };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return { r: hue(h + 1 / 3) * 255, g: hue(h) * 255, b: hue(h - 1 / 3) * 255 };
}

function withLightness(hex: string, lightness: (l: number) => number): string {
  const hsl = toHsl(parseHex(hex));
  return toHex(fromHsl({ ...hsl, l: Math.min(1, Math.max(0, lightness(hsl.l))) }));
}

/** Docusaurus's `--ifm-color-primary-dark` is `darken(0.1)`: lightness times 0.9. */
export const darken = (hex: string, ratio: number) => withLightness(hex, (l) => l * (1 - ratio));
/** Docusaurus's `--ifm-color-primary-light` is `lighten(0.1)`: lightness times 1.1. */
export const lighten = (hex: string, ratio: number) => withLightness(hex, (l) => l * (1 + ratio));

/** `weight` of `a` over `b`, channel by channel. */
export function mix(a: string, b: string, weight: number): string {
  const [x, y] = [parseHex(a), parseHex(b)];
  return toHex({
    r: x.r * weight + y.r * (1 - weight),
    g: x.g * weight + y.g * (1 - weight),
    b: x.b * weight + y.b * (1 - weight),
  });
}

/**
 * `hex` itself when it reaches `min` contrast on `background`, else the nearest colour of its hue that does: darker on
 * a light background, lighter on a dark one, in steps of 1% lightness.
 */
export function withContrast(hex: string, background: string, min = 4.5): string {
  const lightBackground = luminance(parseHex(background)) > 0.18;
  const { h, s, l } = toHsl(parseHex(hex));
  for (let step = 0; step <= 100; step++) {
    const lightness = lightBackground ? l - step / 100 : l + step / 100;
    const candidate = toHex(fromHsl({ h, s, l: Math.min(1, Math.max(0, lightness)) }));
    if (contrastRatio(candidate, background) >= min) return candidate;
  }
  return lightBackground ? '#000000' : '#ffffff';
}

/** `hex` as `rgba()` at `alpha`. */
export function rgba(hex: string, alpha: number): string {
  const { r, g, b } = parseHex(hex);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
