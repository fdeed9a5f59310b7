/**
 * How the viewer asks mermaid to draw, kept apart from mermaid itself so that tests read it without a browser.
 *
 * - `securityLevel: 'strict'`: labels go through DOMPurify and no click handler is bound.
 * - `htmlLabels: false`: labels are SVG text, never HTML in a `<foreignObject>`, so a label's markup is never parsed
 *   into the page, not even into the hidden copy mermaid measures while it draws.
 * - `secure`: mermaid's own list, plus `htmlLabels` and `dompurifyConfig`, so that a diagram's front matter or
 *   `%%{init}%%` directive cannot switch HTML labels back on or loosen DOMPurify (mermaid removes these keys from a
 *   diagram's config at any depth, `flowchart.htmlLabels` too).
 * - suppressErrorRendering: a diagram that does not parse throws rather than drawing mermaid's error picture, so that
 *   its message can be shown in words.
 */
export type Mode = 'light' | 'dark';

/** Mermaid's dark theme writes edge labels in #ccc on #585858, under the 4.5:1 contrast of WCAG AA; #333 gives 7.9:1. */
const DARK_THEME_VARIABLES = { edgeLabelBackground: '#333333' };

/** Mermaid's default `secure` keys (11.17.2), which a diagram's own config may not set. */
const MERMAID_SECURE = ['secure', 'securityLevel', 'startOnLoad', 'maxTextSize', 'suppressErrorRendering', 'maxEdges'];

export function mermaidConfig(mode: Mode) {
  const theme =
    mode === 'dark'
      ? { theme: 'dark' as const, themeVariables: DARK_THEME_VARIABLES }
      : { theme: 'default' as const, themeVariables: {} };
  return {
    startOnLoad: false,
    securityLevel: 'strict' as const,
    htmlLabels: false,
    secure: [...MERMAID_SECURE, 'htmlLabels', 'dompurifyConfig'],
    suppressErrorRendering: true,
    ...theme,
  };
}

/**
 * Diagram types the viewer does not draw, their source staying on the page: their renderer writes HTML that it
 * changed after DOMPurify had cleaned it, whatever `htmlLabels` says. Mermaid 11.17.2's eventmodeling turns the
 * spaces of a sanitized label into `&nbsp;`, so that `<img alt="/onmouseover=…//">` is read again as an element with
 * an `onmouseover` attribute, put into the page while the diagram is measured (issue 39).
 */
export const UNDRAWN_DIAGRAM_TYPES: ReadonlySet<string> = new Set(['eventmodeling']);

/** Attributes and elements of a drawing that could run script, taken out before it reaches the page. */
export const ACTIVE_ELEMENTS = /^(script|iframe|object|embed|frame|frameset|base|meta|link|form)$/i;
export const ACTIVE_ATTRIBUTE = (name: string, value: string): boolean =>
  /^on/i.test(name) || (/(^|:)(href|src|action|formaction)$/i.test(name) && /^\s*(javascript|vbscript):/i.test(value));
