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
  const text = (id === undefined ? undefined : messages?.get(id)) ?? message ?? id ?? '';
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values && Object.hasOwn(values, name) ? values[name] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : placeholder;
  });
}
