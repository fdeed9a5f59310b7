import { evaluate, EvaluationError, isRecord, type BuildValue, type Scope } from './evaluate.ts';
import type { DiagnosticCode } from '../core/diagnostic-codes.ts';
import type { Position } from './locate.ts';
import type { Element } from './pair-tags.ts';

export type Props = Record<string, BuildValue>;
/** Reports a problem of the page's MDX; `code` is `mdx-component` unless given. */
export type Report = (at: Position, message: string, severity?: 'error' | 'warning', code?: DiagnosticCode) => void;

/**
 * An element's props at build time: strings as written, bare names as true, expressions evaluated, spreads merged in
 * order. A prop that cannot be computed is reported at its expression and left out. `skip` names props read
 * otherwise (TOCInline's `toc`).
 */
export function propsOf(element: Element, scope: Scope, report: Report, skip: ReadonlySet<string> = new Set()): Props {
  const props: Props = {};
  const { source } = element.open.meta as { source: string };
  for (const attribute of element.tag.attributes) {
    try {
      if ('spread' in attribute) {
        const value = attribute.spread.node ? evaluate(attribute.spread.node, scope, source) : undefined;
        if (!isRecord(value))
          report(
            element.at(attribute.spread.start),
            `a spread among attributes must be an object, as in {...{ title: "Nota" }}`,
            'error',
            'mdx-expression',
          );
        else Object.assign(props, value);
        continue;
      }
      if (skip.has(attribute.name)) continue;
      const { value } = attribute;
      if (value.kind === 'true') props[attribute.name] = true;
      else if (value.kind === 'string') props[attribute.name] = value.value;
      else props[attribute.name] = value.expression.node ? evaluate(value.expression.node, scope, source) : undefined;
    } catch (error) {
      if (!(error instanceof EvaluationError)) throw error;
      report(element.at(error.offset), error.message, 'error', 'mdx-expression');
    }
  }
  return props;
}

/** A prop that must be a string, if given; reports another type. */
export function stringProp(props: Props, name: string, element: Element, report: Report): string | undefined {
  const value = props[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  report(
    element.at(element.tag.start),
    `<${element.tag.name}>: ${name} must be a string, got ${Array.isArray(value) ? 'an array' : typeof value}`,
  );
  return undefined;
}
