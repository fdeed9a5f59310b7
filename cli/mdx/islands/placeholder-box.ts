import type { BuildValue } from '../evaluate.ts';

/** A length as a component's prop or style may give it: a number of pixels, or a CSS length of a unit in common use. */
const LENGTH = /^\d+(?:\.\d+)?(?:px|rem|em|vh|svh|dvh)?$/;
/** `16 / 9`, `1.5`. */
const RATIO = /^\d+(?:\.\d+)?(?:\s*\/\s*\d+(?:\.\d+)?)?$/;

function pixels(value: BuildValue): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : undefined;
  if (typeof value === 'string' && /^\d+(?:\.\d+)?(?:px)?$/.test(value.trim()))
    return Number.parseFloat(value) || undefined;
  return undefined;
}

function cssLength(value: BuildValue): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? `${value}px` : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return LENGTH.test(trimmed) && Number.parseFloat(trimmed) > 0
    ? /\d$/.test(trimmed)
      ? `${trimmed}px`
      : trimmed
    : undefined;
}

function ratio(value: BuildValue): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? String(value) : undefined;
  return typeof value === 'string' && RATIO.test(value.trim()) ? value.trim() : undefined;
}

/**
 * The box an island's placeholder reserves, from what its props say of the component's size, so that the page does
 * not move when the component mounts: numeric `width` and `height` (an iframe's, a video's) reserve that aspect ratio,
 * at most `width` pixels wide, as the browser reserves an image's; `height` alone, `style.height` or `style.minHeight`
 * reserve that height; `style.aspectRatio` that ratio. Anything else reserves nothing (the placeholder holds the
 * children). Only values the build checked reach the style attribute.
 */
export function placeholderStyle(props: Readonly<Record<string, BuildValue>>): string | undefined {
  const declarations: string[] = [];
  const style = props.style && typeof props.style === 'object' && !Array.isArray(props.style) ? props.style : {};
  const width = pixels(props.width);
  const height = pixels(props.height);
  const styleHeight = cssLength(style.height) ?? cssLength(style.minHeight);
  const styleRatio = ratio(style.aspectRatio);
  if (styleHeight) declarations.push(`min-height:${styleHeight}`);
  else if (styleRatio) declarations.push(`aspect-ratio:${styleRatio}`);
  else if (width && height) declarations.push(`aspect-ratio:${width} / ${height}`, `max-width:${width}px`);
  else if (height) declarations.push(`min-height:${height}px`);
  return declarations.length ? declarations.join(';') : undefined;
}
