import codeTranslations from 'docsgen:code-translations';
import { interpolate, type Values } from './interpolate.tsx';

/** The site's `i18n/<locale>/code.json` message for `id`, else the message written in the code. */
function message(id: string | undefined, fallback: string | undefined): string {
  return (id !== undefined ? codeTranslations[id] : undefined) ?? fallback ?? id ?? '';
}

/** `translate()` of `@docusaurus/Translate`. */
export function translate(
  { id, message: text }: { id?: string; message?: string; description?: string },
  values?: Record<string, string | number>,
): string {
  return String(interpolate(message(id, text), values));
}

/** `<Translate>` of `@docusaurus/Translate`: its children are the message. */
export default function Translate({
  id,
  values,
  children,
}: {
  id?: string;
  values?: Values;
  description?: string;
  children?: string;
}) {
  return <>{interpolate(message(id, children), values)}</>;
}
