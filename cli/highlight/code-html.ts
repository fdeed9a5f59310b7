import type { ThemedToken } from 'shiki/core';

/**
 * Token colours as short classes instead of inline styles: a third of a
 * highlighted page was `style="color:var(--code-token-...)"`. The viewer's
 * stylesheet maps each class to its CSS variable. `style` is the token's
 * CSS as shiki writes it.
 */
export function tokenClasses(style: string): string[] {
  const classes: string[] = [];
  const color = /color:var\(--code-(?:token-)?([a-z-]+)\)/.exec(style)?.[1];
  if (color && color !== 'foreground') classes.push(`t-${color}`);
  if (style.includes('font-style:italic')) classes.push('t-italic');
  if (style.includes('font-weight:bold')) classes.push('t-bold');
  if (style.includes('text-decoration:underline')) classes.push('t-underline');
  return classes;
}

const UNDERLINE_OR_STRIKETHROUGH = 4 | 8;
const WHITESPACE_ONLY = /^\s+$/;

/** Shiki's default mergeWhitespaces: a whitespace-only token joins the next one, unless that one is underlined or struck through. */
function mergeWhitespace(line: ThemedToken[]): ThemedToken[] {
  const merged: ThemedToken[] = [];
  let carried = '';
  line.forEach((token, i) => {
    const mergeable = !(token.fontStyle && token.fontStyle & UNDERLINE_OR_STRIKETHROUGH);
    if (mergeable && WHITESPACE_ONLY.test(token.content) && line[i + 1]) carried += token.content;
    else if (carried) {
      merged.push(
        ...(mergeable
          ? [{ ...token, content: carried + token.content }]
          : [{ content: carried, offset: token.offset }, token]),
      );
      carried = '';
    } else merged.push(token);
  });
  return merged;
}

/** As hast-util-to-html escapes text: only "<" and "&", as hexadecimal references. */
export function escapeText(text: string): string {
  return text.replace(/[<&]/g, (c) => (c === '<' ? '&#x3C;' : '&#x26;'));
}

/**
 * The HTML of a highlighted block, written straight from shiki's tokens:
 * what shiki's codeToHtml gives with our class mapping (a test compares the
 * two on every language the portal uses), without building and then
 * serializing a HAST tree for each block, which cost more than
 * tokenizing in a cold build.
 */
export function tokensToHtml(
  lines: ThemedToken[][],
  themeName: string,
  highlightedLines: ReadonlySet<number>,
  styleOf: (token: ThemedToken) => string,
): string {
  const body = lines
    .map((line, i) => {
      const spans = mergeWhitespace(line)
        .map((token) => {
          const classes = tokenClasses(styleOf(token));
          return `<span${classes.length ? ` class="${classes.join(' ')}"` : ''}>${escapeText(token.content)}</span>`;
        })
        .join('');
      return `<span class="${highlightedLines.has(i + 1) ? 'line highlighted' : 'line'}">${spans}</span>`;
    })
    .join('\n');
  return `<pre class="shiki ${themeName}" tabindex="0"><code>${body}</code></pre>`;
}
