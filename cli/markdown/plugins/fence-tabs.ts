import type { StateCore, Token } from 'markdown-it';
import type { RenderEnv } from '../../core/render-env.ts';
import { renderTabs } from '../../mdx/components/tabs.ts';
import { MDX_HTML } from '../../mdx/element-tokens.ts';
import { cutAt, slotMarkers } from '../../mdx/slots.ts';

/** One tab of fences: its value, its label (the value shows without one), the tokens inside it and its file line. */
export interface FenceTab {
  value: string;
  label?: string;
  tokens: Token[];
  line: number;
}

/**
 * Tabs made of fences (npm2yarn's, tab blocks'), rendered as `@theme/Tabs` is: the tabs' markup as MDX_HTML tokens
 * around each tab's own tokens, which stay fences (highlighted, indexed and exported as any other). Ids come from the
 * counter MDX's components number theirs with, so that no two tabs of a page share one. Undefined when renderTabs
 * refuses them (it has reported why).
 */
export function fenceTabs(
  state: StateCore,
  tabs: readonly FenceTab[],
  groupId: string | undefined,
  at: Token,
): Token[] | undefined {
  const env = state.env as RenderEnv;
  const markers = slotMarkers(tabs.length);
  const ids = ((env.mdxIds as { next: number } | undefined) ??= { next: 0 });
  const html = renderTabs(
    {
      id: `Tabs-${++ids.next}`,
      ...(groupId === undefined ? {} : { groupId }),
      items: tabs.map((tab, i) => ({
        value: tab.value,
        ...(tab.label === undefined ? {} : { label: tab.label }),
        html: markers[i]!,
        line: tab.line,
        column: 1,
      })),
      line: tabs[0]!.line,
      column: 1,
    },
    (problem) => env.report({ ...problem, code: 'invalid-code-block' }),
  );
  if (!html) return undefined;
  const pieces = cutAt(html, markers);
  const markup = (content: string, title: string | undefined) => {
    const token = new state.Token(MDX_HTML, '', 0);
    Object.assign(token, { block: true, level: at.level, map: at.map, content: `${content}\n` });
    // The Markdown export writes each panel as a section titled with its tab's label.
    if (title !== undefined) token.meta = { markdownExport: { title } };
    return token;
  };
  return [
    ...tabs.flatMap((tab, i) => [markup(pieces[i]!, tab.label ?? tab.value), ...tab.tokens]),
    markup(pieces[tabs.length]!, undefined),
  ];
}
