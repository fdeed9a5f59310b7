import { Fragment, type ReactNode } from 'react';

export type Values = Record<string, ReactNode>;

/** Docusaurus's interpolation: `{name}` placeholders take values; a value that is not text makes the result nodes. */
export function interpolate(text: string, values?: Values): ReactNode {
  if (!values) return text;
  const parts = text.split(/(\{\w+\})/);
  const nodes = parts.map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in values ? values[name] : part;
  });
  if (nodes.every((node) => typeof node === 'string' || typeof node === 'number')) return nodes.join('');
  // Keyed by position, as Docusaurus's interpolate keys its elements: the parts of a message never move.
  return nodes.map((node, i) => <Fragment key={i}>{node}</Fragment>);
}
