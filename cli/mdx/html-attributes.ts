import { escapeHtml } from '../util/html.ts';
import { isRecord, type BuildValue } from './evaluate.ts';

/** React's names for HTML attributes that differ from the HTML name by more than case. */
const RENAMED: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  acceptCharset: 'accept-charset',
  httpEquiv: 'http-equiv',
};
/** CSS properties React leaves without "px" when given a number. */
const UNITLESS = new Set([
  'animationIterationCount',
  'aspectRatio',
  'columnCount',
  'columns',
  'flex',
  'flexGrow',
  'flexShrink',
  'fontWeight',
  'gridColumn',
  'gridRow',
  'lineHeight',
  'opacity',
  'order',
  'orphans',
  'scale',
  'tabSize',
  'widows',
  'zIndex',
  'zoom',
  'fillOpacity',
  'strokeOpacity',
  'strokeWidth',
]);

/** A `style={{ marginTop: 10 }}` object as CSS text, as React writes it: `margin-top:10px`. */
export function styleText(style: Record<string, BuildValue>): string {
  return Object.entries(style)
    .filter(([, value]) => value !== null && value !== undefined && value !== false && value !== '')
    .map(([name, value]) => {
      const property = name.startsWith('--')
        ? name
        : name.replace(/^(ms|moz|webkit)(?=[A-Z])/, '-$1').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      const text =
        typeof value === 'number' && value !== 0 && !UNITLESS.has(name) && !name.startsWith('--')
          ? `${value}px`
          : String(value);
      return `${property}:${text}`;
    })
    .join(';');
}

/** Why a prop cannot be an HTML attribute, if it cannot. */
export function attributeProblem(name: string, value: BuildValue): string | undefined {
  if (name === 'dangerouslySetInnerHTML')
    return "dangerouslySetInnerHTML is not supported; write the HTML as the element's children";
  if (name === 'style' && !isRecord(value) && typeof value !== 'string')
    return 'style takes an object, as in style={{ marginTop: 10 }}';
  if (name !== 'style' && (Array.isArray(value) || isRecord(value)))
    return `${name} takes a string, a number or a boolean, not ${Array.isArray(value) ? 'an array' : 'an object'}`;
  return undefined;
}

/**
 * JSX props as HTML attributes: `className` is `class`, `htmlFor` is `for`, camelCase names are lower-cased
 * (`tabIndex`, `colSpan`), except `aria-*`/`data-*` kept as written; `true` writes the bare name, and false, null and
 * undefined leave the attribute out, as React does.
 */
export function htmlAttributes(props: Record<string, BuildValue>): string {
  let html = '';
  for (const [name, value] of Object.entries(props)) {
    if (value === false || value === null || value === undefined || name === 'key' || name === 'children') continue;
    const attribute = RENAMED[name] ?? (name.includes('-') || name.includes(':') ? name : name.toLowerCase());
    if (value === true) {
      html += ` ${attribute}`;
      continue;
    }
    const text = name === 'style' && isRecord(value) ? styleText(value) : String(value);
    html += ` ${attribute}="${escapeHtml(text)}"`;
  }
  return html;
}
