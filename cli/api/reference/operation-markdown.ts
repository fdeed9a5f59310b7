import type { ApiStrings } from '../../../format/ui-strings/api/api-strings.ts';
import { escapeText } from '../../markdown/markdown-inline.ts';
import { operationRoute } from '../openapi/find-operation.ts';
import type { ApiOperation, ApiSpec } from '../openapi/types.ts';
import { REFERENCE_DIRECTIVE } from './reference-parts.ts';

/** A `:::api-reference` block: one part of the reference, drawn from the description when the page renders. */
export function part(spec: ApiSpec, ...args: string[]): string {
  return `:::${REFERENCE_DIRECTIVE} ${spec.name} ${args.join(' ')}\n:::`;
}

/** A Markdown heading at `level` whose text is taken as written. */
export function heading(level: number, text: string): string {
  return `${'#'.repeat(level)} ${escapeText(text, false)}`;
}

/**
 * Markdown written by an API description's authors, with its headings moved down so that the highest one is at
 * `top`: a description's `#` would otherwise be a second title, and the page's headings would skip levels.
 */
export function nestedMarkdown(markdown: string, top: number): string {
  let fence: string | undefined;
  const lines = markdown.split('\n');
  const levels: number[] = [];
  for (const line of lines) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) fence = fence === undefined ? marker : line.trim().startsWith(fence) ? undefined : fence;
    else if (fence === undefined) {
      const level = /^(#{1,6})\s/.exec(line)?.[1]?.length;
      if (level) levels.push(level);
    }
  }
  if (!levels.length) return markdown.trim();
  const shift = Math.max(0, top - Math.min(...levels));
  fence = undefined;
  return lines
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker) fence = fence === undefined ? marker : line.trim().startsWith(fence) ? undefined : fence;
      else if (fence === undefined && shift)
        return line.replace(
          /^(#{1,6})(\s)/,
          (_, hashes: string, space: string) => `${'#'.repeat(Math.min(6, hashes.length + shift))}${space}`,
        );
      return line;
    })
    .join('\n')
    .trim();
}

/** Where a piece of prose of the generated page comes from in the description: its JSON pointer's segments. */
export type Pointer = (string | number)[];

/**
 * Writes an API description's prose into a generated page: headings moved under `top` (see nestedMarkdown), links to
 * the root of another site made absolute with the entry's `linkBase`, and each piece remembered with its pointer, so
 * that a problem found in the page (a broken link) is reported where the description says it.
 */
export interface ProseWriter {
  (markdown: string, top: number, pointer: Pointer): string;
}

/** A ProseWriter that records what it wrote into `written`. */
export function proseWriter(
  linkBase: string | undefined,
  written: { markdown: string; pointer: Pointer }[],
): ProseWriter {
  return (markdown, top, pointer) => {
    const absolute = linkBase
      ? markdown.replace(/(\]\(\s*<?|href=["'])\/(?!\/)/g, (_, before: string) => `${before}${linkBase}/`)
      : markdown;
    const nested = nestedMarkdown(absolute, top);
    written.push({ markdown: nested, pointer });
    return nested;
  };
}

/** What an operation is called: its summary, else its method and path. */
export function operationTitle(op: ApiOperation): string {
  return op.summary?.trim() || `${op.method} ${op.path}`;
}

/**
 * An operation's sections from `level` down: its signature, description, authentication, parameters by location,
 * body, responses by status, callbacks, code samples and "Testar". Each section's heading is Markdown, so the table of
 * contents, search and the Markdown export see it as they see a writer's; its content is an `:::api-reference` part.
 * The headings are in the site's language (`t`).
 */
export function operationSections(
  spec: ApiSpec,
  op: ApiOperation,
  level: number,
  prose: ProseWriter,
  t: ApiStrings,
): string {
  const key = [op.method, operationRoute(op)];
  const blocks = [part(spec, 'signature', ...key)];
  if (op.description) blocks.push(prose(op.description, level + 1, [...op.pointer, 'description']));
  if (op.security.length && op.security.some((requirement) => requirement.length))
    blocks.push(heading(level, t.authentication), part(spec, 'security', ...key));
  blocks.push(...messageSections(spec, op, level, prose, t));
  if (op.callbacks.length) {
    blocks.push(heading(level, 'Callbacks'));
    for (const callback of op.callbacks)
      blocks.push(
        heading(level + 1, callback.name),
        ...callback.operations.map((sent) => sentRequestSections(spec, sent, level + 2, prose, t)),
      );
  }
  blocks.push(heading(level, t.codeSamples), part(spec, 'samples', ...key));
  blocks.push(heading(level, t.tryIt), part(spec, 'try-it', ...key));
  return blocks.join('\n\n');
}

/**
 * A request the API sends (a webhook's, a callback's) from `level` down: its signature and description, then what it
 * carries and the responses it expects, as an operation's. No samples nor "Testar": the reader receives it.
 */
export function sentRequestSections(
  spec: ApiSpec,
  op: ApiOperation,
  level: number,
  prose: ProseWriter,
  t: ApiStrings,
): string {
  const blocks = [part(spec, 'signature', op.method, operationRoute(op))];
  if (op.description) blocks.push(prose(op.description, level + 1, [...op.pointer, 'description']));
  return [...blocks, ...messageSections(spec, op, level, prose, t)].join('\n\n');
}

/** A request's parameters by location, its body and its responses by status, each under its heading. */
function messageSections(spec: ApiSpec, op: ApiOperation, level: number, prose: ProseWriter, t: ApiStrings): string[] {
  const key = [op.method, operationRoute(op)];
  const blocks: string[] = [];
  if (op.parameters.length) {
    blocks.push(heading(level, t.parameters));
    for (const [location, title] of Object.entries(t.parameterTitles))
      if (op.parameters.some((p) => p.in === location))
        blocks.push(heading(level + 1, title), part(spec, 'parameters', ...key, location));
  }
  if (op.requestBody) {
    const required = op.requestBody.required ? ` (${t.required})` : '';
    blocks.push(heading(level, `${t.requestBody}${required}`));
    if (op.requestBody.description)
      blocks.push(prose(op.requestBody.description, level + 1, [...op.pointer, 'requestBody', 'description']));
    blocks.push(part(spec, 'body', ...key));
  }
  if (op.responses.length) {
    blocks.push(heading(level, t.responses));
    for (const response of op.responses) {
      const title = [response.status, firstLine(response.description)].filter(Boolean).join(' — ');
      blocks.push(heading(level + 1, title), part(spec, 'response', ...key, response.status));
    }
  }
  return blocks;
}

/**
 * The start of a response's description for its heading, which the table of contents repeats: its first sentence,
 * cut at a word past 48 characters. The whole description is shown below the heading.
 */
function firstLine(text: string): string {
  const sentence = (text.trim().split(/\n|(?<=[.!?])\s/)[0] ?? '').replace(/[*_`[\]]/g, '').replace(/[.:;]$/, '');
  if (sentence.length <= 56) return sentence;
  const cut = sentence.slice(0, 48).replace(/\s+\S*$/, '');
  return `${cut}…`;
}
