import { formatDiagnostic, type Diagnostic } from '../core/diagnostics.ts';

export const REPORTER_NAMES = ['default', 'github', 'json'] as const;
export type ReporterName = (typeof REPORTER_NAMES)[number];

/** How `build` and `check` print what they found, for a person (`default`) or for CI (`github`, `json`). */
export interface Reporter {
  /** Every problem of the run, errors and warnings, in their stable order; called once per run. */
  problems(list: readonly Diagnostic[]): void;
  /** A line for the person watching: the summary of a run that succeeded, the preview notice. */
  note(line: string): void;
  /** The closing line of a run that failed. */
  failure(line: string): void;
}

export function isReporterName(value: string): value is ReporterName {
  return (REPORTER_NAMES as readonly string[]).includes(value);
}

/** The one sentence for a `--reporter` docsgen does not have, in esbuild's words for an invalid flag value. */
export function unknownReporterMessage(value: string): string {
  const valid = REPORTER_NAMES.map((name) => `"${name}"`);
  return `docsgen: invalid value "${value}" in "--reporter"; valid values are ${valid.slice(0, -1).join(', ')}, or ${valid.at(-1)}`;
}

export function createReporter(name: ReporterName): Reporter {
  switch (name) {
    case 'default':
      return {
        problems: (list) => list.forEach((d) => console.error(formatDiagnostic(d))),
        note: (line) => console.log(line),
        failure: (line) => console.error(line),
      };
    case 'github':
      return {
        problems: (list) => list.forEach((d) => console.log(workflowCommand(d))),
        note: (line) => console.log(line),
        failure: (line) => console.error(line),
      };
    case 'json':
      // stdout carries the array and nothing else, so that `docsgen check --reporter json | jq` always parses.
      return {
        problems: (list) => console.log(JSON.stringify(list.map(jsonProblem), null, 2)),
        note: (line) => console.error(line),
        failure: (line) => console.error(line),
      };
  }
}

/**
 * A problem as a GitHub Actions workflow command, which the runner turns into an annotation on the file's line.
 * Escaped as GitHub's own toolkit escapes (`@actions/core`, command.ts): `%`, CR and LF in the message; those and
 * `:` and `,` in properties, which would otherwise end a property.
 */
export function workflowCommand(d: Diagnostic): string {
  const properties = [
    `file=${escapeProperty(d.file)}`,
    `line=${d.line}`,
    `col=${d.column}`,
    `title=${escapeProperty(d.code)}`,
  ];
  return `::${d.severity} ${properties.join(',')}::${escapeData(d.message)}`;
}

function escapeData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

/** One entry of `--reporter json`'s array. */
export interface JsonProblem {
  file: string;
  line: number;
  column: number;
  severity: Diagnostic['severity'];
  code: Diagnostic['code'];
  /** The whole message, as the default reporter prints it. */
  message: string;
  /** The part of the message after its first "; ", which says what to do; null when the message has none. */
  hint: string | null;
}

export function jsonProblem(d: Diagnostic): JsonProblem {
  return {
    file: d.file,
    line: d.line,
    column: d.column,
    severity: d.severity,
    code: d.code,
    message: d.message,
    hint: hintOf(d.message),
  };
}

/**
 * Messages state the problem, then, after "; ", the fix ("image x.png has no alt text; describe it for readers who
 * cannot see it"). A "; " inside quotes or parentheses is part of a quoted value, not that boundary.
 */
export function hintOf(message: string): string | null {
  let quoted: string | undefined;
  let depth = 0;
  for (let i = 0; i < message.length - 1; i++) {
    const c = message[i]!;
    if (quoted) {
      if (c === quoted) quoted = undefined;
    } else if (c === '"' || c === '`') quoted = c;
    else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0 && message[i + 1] === ' ') return message.slice(i + 2).trim() || null;
  }
  return null;
}
