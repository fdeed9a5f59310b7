import type { TryItOperation, TryItParameter } from '../site-format.ts';
import {
  API_KEY_ENV,
  PASSWORD_ENV,
  type RequestValues,
  requestUrl,
  sampleValue,
  TOKEN_ENV,
  USERNAME_ENV,
} from './request-values.ts';

/** A string of a sample, in order: literal text, and environment variables each language reads its own way. */
export type SampleString = readonly (string | { env: string })[];

/** A form's fields in order; a name repeats for each item of an array. */
export type FormFields = readonly (readonly [name: string, value: string])[];

export type SampleBody =
  /** `text` is the body as given, `value` what it parses to. */
  | { kind: 'json'; mediaType: string; text: string; value: unknown }
  | { kind: 'form'; fields: FormFields }
  | { kind: 'multipart'; fields: FormFields }
  | { kind: 'text'; mediaType: string; text: string };

/** A request as every language's sample writes it; headers leave out the body's content type. */
export interface SampleRequest {
  method: string;
  url: string;
  headers: readonly (readonly [name: string, value: SampleString])[];
  /** HTTP basic credentials, in place of an `Authorization` header: each language has its own way to send them. */
  basicAuth?: { username: SampleString; password: SampleString };
  body?: SampleBody;
}

/** `username:password`, which basic authentication encodes. */
export const basicPair = ({ username, password }: NonNullable<SampleRequest['basicAuth']>): SampleString => [
  ...username,
  ':',
  ...password,
];

/** Lone surrogates cannot be written in UTF-8 source, nor sent: each becomes U+FFFD, as a UTF-8 encoder makes it. */
const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** The request an operation's samples send, with the values given and the credentials as `values.auth` says. */
export function sampleRequest(op: TryItOperation, values: RequestValues): SampleRequest {
  const credential = (given: string, env: string) =>
    values.auth === 'env' || given === '' ? { env } : wellFormed(given);
  const basic = op.auth?.type === 'basic';
  const headers: [string, SampleString][] = basic
    ? []
    : [['Authorization', ['Bearer ', credential(values.token, TOKEN_ENV)]]];
  if (op.apiKeyHeader) headers.push([op.apiKeyHeader, [credential(values.apiKey, API_KEY_ENV)]]);
  const shown = (p: TryItParameter) => {
    const given = values.params[p.name];
    return (given !== undefined && given !== '') || p.required ? wellFormed(sampleValue(p, given)) : undefined;
  };
  for (const p of op.parameters.filter((x) => x.in === 'header')) {
    const value = shown(p);
    if (value !== undefined) headers.push([p.name, [value]]);
  }
  const cookies = op.parameters
    .filter((x) => x.in === 'cookie')
    .flatMap((p) => {
      const value = shown(p);
      return value === undefined ? [] : [`${p.name}=${encodeURIComponent(value)}`];
    });
  if (cookies.length) headers.push(['Cookie', [cookies.join('; ')]]);
  const body = op.requestBody && values.body?.trim() ? sampleBody(op.requestBody.mediaType, values.body) : undefined;
  return {
    method: op.method.toUpperCase(),
    url: wellFormed(requestUrl(op, values)),
    headers,
    ...(basic
      ? {
          basicAuth: {
            username: [credential(values.username ?? '', USERNAME_ENV)],
            password: [credential(values.password ?? '', PASSWORD_ENV)],
          },
        }
      : {}),
    ...(body ? { body } : {}),
  };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The body by its media type. The body is JSON text (the document's example, or what the reader typed and "Testar"
 * checked): a JSON media type sends it as written; a form sends the example object's properties as fields, an array's
 * items as one field each (none: no body); any other type sends it as text, a JSON string's content when it is one.
 */
function sampleBody(mediaType: string, given: string): SampleBody | undefined {
  const text = wellFormed(given.trim());
  const parsed = parseJson(text);
  const type = mediaType.split(';')[0]!.trim().toLowerCase();
  if (/^(application|text)\/(.+\+)?json$/.test(type) && parsed.ok)
    return { kind: 'json', mediaType, text, value: parsed.value };
  const form =
    type === 'application/x-www-form-urlencoded' ? 'form' : type === 'multipart/form-data' ? 'multipart' : '';
  if (form && parsed.ok && isRecord(parsed.value)) {
    const fields = formFields(parsed.value);
    return fields.length ? { kind: form, fields } : undefined;
  }
  return { kind: 'text', mediaType, text: parsed.ok && typeof parsed.value === 'string' ? parsed.value : text };
}

const fieldText = (v: unknown) =>
  typeof v === 'string'
    ? v
    : v === null || v === undefined
      ? ''
      : typeof v === 'object'
        ? JSON.stringify(v)
        : String(v);

function formFields(value: Record<string, unknown>): FormFields {
  return Object.entries(value).flatMap(([name, v]) =>
    (Array.isArray(v) ? v : [v]).map((item) => [name, fieldText(item)] as const),
  );
}

/** Fields with the values of a repeated name gathered, in the order names first appear. */
export function groupedFields(fields: FormFields): [name: string, values: string[]][] {
  const groups = new Map<string, string[]>();
  for (const [name, value] of fields) groups.set(name, [...(groups.get(name) ?? []), value]);
  return [...groups];
}

/** Whether a sample string reads an environment variable, so that a language imports what reads it. */
export const readsEnv = (request: SampleRequest) =>
  [...request.headers.map(([, value]) => value), ...(request.basicAuth ? [basicPair(request.basicAuth)] : [])].some(
    (value) => value.some((part) => typeof part !== 'string'),
  );

/** The bare media type for APIs that take it apart from its parameters (C#'s StringContent). */
export const bareMediaType = (mediaType: string) => mediaType.split(';')[0]!.trim();
