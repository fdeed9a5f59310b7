import type { TryItOperation, TryItParameter, TryItServer } from '../../../format/site-format.ts';
import { jsonProblem } from '../json-problem.ts';

/** Problems with what the reader typed, by field name ("body" for the request body). */
export type FieldErrors = Record<string, string>;

function checkParameter(p: TryItParameter, value: string): string | undefined {
  if (value === '') return p.required ? UI.tryItRequiredField : undefined;
  if (p.type === 'integer' && !/^-?\d+$/.test(value)) return UI.tryItInteger;
  if (p.type === 'number' && !Number.isFinite(Number(value))) return UI.tryItNumber;
  if (p.type === 'boolean' && value !== 'true' && value !== 'false') return UI.tryItBoolean;
  if (p.enum && !p.enum.includes(value)) return `${UI.tryItOneOf} ${p.enum.join(', ')}.`;
  const n = Number(value);
  if (p.minimum !== undefined && n < p.minimum) return `${UI.tryItMinimum} ${p.minimum}.`;
  if (p.maximum !== undefined && n > p.maximum) return `${UI.tryItMaximum} ${p.maximum}.`;
  return undefined;
}

/** Checks required fields, types, enums and ranges, and that the body is JSON, before anything is sent. */
export function validateValues(
  op: TryItOperation,
  params: Record<string, string>,
  body: string | undefined,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const p of op.parameters) {
    const problem = checkParameter(p, (params[p.name] ?? '').trim());
    if (problem) errors[p.name] = problem;
  }
  if (op.requestBody) {
    const text = (body ?? '').trim();
    if (!text && op.requestBody.required) errors.body = UI.tryItBodyRequired;
    else if (text) {
      // Untrimmed, so the line and column are those the reader sees.
      const problem = jsonProblem(body ?? '');
      if (problem) errors.body = problem;
    }
  }
  return errors;
}

/** The chosen server's variables left empty, by name: a URL with a blank where its host or path goes. */
export function validateServerVariables(
  server: TryItServer | undefined,
  values: Readonly<Record<string, string>>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const v of server?.variables ?? [])
    if ((values[v.name] ?? v.default).trim() === '') errors[v.name] = UI.tryItRequiredField;
  return errors;
}
