import type { Token } from 'markdown-it';
import { MERMAID_CLASS, MERMAID_SOURCE_CLASS } from '../../../format/diagrams.ts';
import { UI_STRINGS, type UiLanguage } from '../../../format/ui-strings/language.ts';
import { escapeHtml } from '../../util/html.ts';
import type { RenderEnv } from '../../core/render-env.ts';

/** As Docusaurus's theme-mermaid: a fence is a diagram when its language is exactly `mermaid`. */
export const MERMAID_LANGUAGE = 'mermaid';

/**
 * Hands a diagram's source to the build's check, at the line and column of its fence's opening, where a writer
 * looks for it; mermaid's own message says which line of the diagram is wrong.
 */
export function settleMermaidFence(token: Token, env: RenderEnv): void {
  const fenceLine = token.map![0];
  const column = (env.lines[fenceLine] ?? '').indexOf(token.markup) + 1 || 1;
  env.checkDiagram?.({ code: token.content.replace(/\n$/, ''), line: fenceLine + 1 + env.lineOffset, column });
}

/**
 * A diagram is not highlighted: its source goes into the page as text, which the viewer draws. Until then (and for a
 * reader without the viewer) the source shows, open; once drawn, it stays below the drawing as its text alternative.
 */
export function mermaidHtml(code: string, language: UiLanguage = 'pt-BR'): string {
  const label = UI_STRINGS[language].diagramSource;
  return `<div class="${MERMAID_CLASS}"><details class="${MERMAID_SOURCE_CLASS}" open><summary>${label}</summary><pre tabindex="0"><code>${escapeHtml(code)}</code></pre></details></div>\n`;
}
