import type { ReactNode } from 'react';
import codeTranslations from 'docsgen:code-translations';

type Values = Record<string, ReactNode>;

/** Docusaurus's interpolation: `{name}` placeholders take values; a value that is not text makes the result a node. */
function interpolate(text: string, values?: Values): ReactNode {
  if (!values) return text;
  const parts = text.split(/(\{\w+\})/);
  const nodes = parts.map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in values ? values[name] : part;
  });
  return nodes.every((node) => typeof node === 'string' || typeof node === 'number') ? nodes.join('') : <>{nodes}</>;
}

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
