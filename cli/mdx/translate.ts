import { escapeHtml } from '../util/html.ts';

const PLACEHOLDER = /\{(\w+)\}/g;

/** The message Docusaurus shows: the site's code translation for `id`, else the message written, else the id. */
function messageOf(messages: ReadonlyMap<string, string> | undefined, id?: string, message?: string): string {
  return (id === undefined ? undefined : messages?.get(id)) ?? message ?? id ?? '';
}

/**
 * What `translate({ id, message }, values)` and `<Translate id values>` show, as Docusaurus computes it: the site's
 * code translation for `id` (i18n/<locale>/code.json), else the message written in the page, else the id; each
 * `{name}` placeholder replaced by its value, and left as written when there is none.
 */
export function translateText(
  messages: ReadonlyMap<string, string> | undefined,
  id: string | undefined,
  message: string | undefined,
  values: Readonly<Record<string, unknown>> | undefined,
): string {
  return messageOf(messages, id, message).replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values && Object.hasOwn(values, name) ? values[name] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : placeholder;
  });
}

/** The same message as HTML, its placeholders replaced by the HTML of each value (`<Translate values>` with JSX). */
export function translateHtml(
  messages: ReadonlyMap<string, string> | undefined,
  id: string | undefined,
  message: string | undefined,
  htmlValues: Readonly<Record<string, string>>,
): string {
  const text = messageOf(messages, id, message);
  let html = '';
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1]!;
    html += escapeHtml(text.slice(last, match.index));
    html += Object.hasOwn(htmlValues, name) ? htmlValues[name] : escapeHtml(match[0]);
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}
