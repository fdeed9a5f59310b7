import * as z from 'zod/mini';
import type { ExpectationParams } from './issues.ts';

/**
 * Building blocks of the schemas, each carrying what it expects in words, so that a mistake reads
 * "expected a site path starting with "/", got "docs"" whichever file it is in.
 */

/** A string with something other than spaces in it. */
export function text(expected = 'a non-empty string') {
  return matching(/\S/, expected);
}

/** A string that matches `pattern`. */
export function matching(pattern: RegExp, expected: string) {
  return z.string({ error: expected }).check(z.regex(pattern, { error: expected }));
}

/** A whole number from `min` to `max`. */
export function integer(min: number, max: number) {
  const expected = `an integer from ${min} to ${max}`;
  return z.int({ error: expected }).check(z.gte(min, { error: expected }), z.lte(max, { error: expected }));
}

/**
 * A strict object that says what it is when the value is not one. Its words are kept to that case: a message of the
 * object's own would also replace the list of keys that an unknown-key issue carries (see expectationWords).
 */
export function objectWith<Shape extends z.core.$ZodLooseShape>(expected: string, shape: Shape) {
  return z.strictObject(shape, { error: (issue) => (issue.code === 'invalid_type' ? expected : undefined) });
}

/** A rule of its own on one value, read like the built-in ones: "expected <expected>, got <value>". */
export function satisfying<T>(test: (value: T) => boolean, expected: string) {
  return z.refine<T>(test, { params: { expected } satisfies ExpectationParams });
}

/**
 * A rule across an object's fields; `mistake` returns a sentence saying what is wrong. It runs only once every
 * field passed, so that a refused field is not reported again as part of the whole.
 */
export function acrossFields<T>(mistake: (value: T) => string | undefined, path: PropertyKey[] = []) {
  return z.superRefine<T>(
    (value, ctx) => {
      const message = mistake(value);
      if (message) ctx.addIssue({ code: 'custom', message, path, input: value });
    },
    { when: (payload) => payload.issues.length === 0 },
  );
}

/** `customProps` and `sidebar_custom_props`: any keys with any values, which Docusaurus hands to the theme as they are. */
export const customProps = z.record(z.string(), z.unknown(), { error: 'an object of props' });
