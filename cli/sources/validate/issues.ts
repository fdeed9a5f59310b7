import type * as z from 'zod/mini';
import { didYouMean } from '../../util/near-miss.ts';
import { describeValue, quote } from './describe.ts';
import { formatJsonPath } from './path.ts';
import type { Position } from './positions.ts';

/** One mistake found by a schema, before it is placed in its file. */
export interface Problem {
  path: PropertyKey[];
  /** The key itself (an unknown key) or its value; a value that is missing points at the object that lacks it. */
  at: 'key' | 'value';
  /** The whole message, starting with the key's path: `navbar.items[2].docId: expected …, got …`. */
  message: string;
  /** Where it is, when the path alone cannot say: the second of two equal keys. */
  position?: Position;
  /** A key the schema does not know, which files Docusaurus reads loosely report as a warning. */
  unknownKey?: true;
}

/** Parameters of a check whose message is what it expected, so that it reads like the built-in ones. */
export interface ExpectationParams {
  expected: string;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

/**
 * Passed to every parse: what each built-in check expected, in words, when its schema gives none. An unknown key's
 * issue carries the keys its object knows instead, one a line, because Zod drops the schema from the issues it
 * returns and the "did you mean" needs them; so an object must not word that issue itself (rules.ts objectWith).
 */
export const expectationWords: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'unrecognized_keys':
      return Object.keys((issue.inst as z.core.$ZodObject)._zod.def.shape).join('\n');
    case 'invalid_type':
      return TYPE_WORDS[issue.expected] ?? `a ${issue.expected}`;
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_small':
      return `at least ${issue.minimum}`;
    case 'too_big':
      return `at most ${issue.maximum}`;
    default:
      return undefined;
  }
};

/** How every schema here is run: with the words above, and with the value each issue is about. */
export const PARSE_OPTIONS = { error: expectationWords, reportInput: true } as const;

/** An unknown-key issue raised by hand, for keys that no kind of a tagged object knows. */
export function unknownKeysIssue(
  keys: string[],
  known: readonly string[],
  input: Record<string, unknown>,
): z.core.$ZodRawIssue {
  return { code: 'unrecognized_keys', keys, input, message: known.join('\n') };
}

/** Zod's issues as messages that name the key, say what was expected and what was found instead. */
export function problemsOf(issues: readonly z.core.$ZodIssue[], under: PropertyKey[] = []): Problem[] {
  const problems: Problem[] = [];
  for (const issue of issues) {
    const where = [...under, ...issue.path];
    const chosen = issue.code === 'invalid_union' ? optionOfMatchingType(issue.errors) : undefined;
    if (chosen) {
      problems.push(...problemsOf(chosen, where));
      continue;
    }
    if (issue.code === 'unrecognized_keys') {
      const known = issue.message.split('\n');
      for (const key of issue.keys)
        problems.push({
          path: [...where, key],
          at: 'key',
          message: `${named(where, key)}: unknown key${didYouMean(key, known)}`,
          unknownKey: true,
        });
      continue;
    }
    const expected =
      issue.code === 'custom' ? (issue.params as Partial<ExpectationParams> | undefined)?.expected : issue.message;
    if (expected === undefined) {
      problems.push({ path: where, at: 'value', message: `${named(where)}: ${issue.message}` });
      continue;
    }
    // JSON and YAML have no undefined: a value that is undefined was never written.
    const message =
      issue.input === undefined
        ? `missing required key, expected ${expected}`
        : // A value of the right type whose content is wrong is shown as written; one of the wrong type says its type.
          `expected ${expected}, got ${issue.code === 'invalid_format' || issue.code === 'custom' ? quote(issue.input) : describeValue(issue.input)}`;
    problems.push({ path: where, at: 'value', message: `${named(where)}: ${message}` });
  }
  return problems;
}

/**
 * A union reports what each of its options found. When the value has the type of only one option (a list where a
 * string or a list is allowed), that option's own findings say more than "expected a string or a list".
 */
function optionOfMatchingType(options: readonly z.core.$ZodIssue[][]): z.core.$ZodIssue[] | undefined {
  const typed = options.filter(
    (found) => !found.some((issue) => issue.code === 'invalid_type' && issue.path.length === 0),
  );
  return typed.length === 1 ? typed[0] : undefined;
}

function named(path: PropertyKey[], key?: string): string {
  return formatJsonPath(key === undefined ? path : [...path, key]) || '(root)';
}
