/**
 * How deep a structure of the input may nest: JSON in config and category files, elements of an MDX page, types of a
 * GraphQL schema. The compiler walks these recursively; past this depth it reports one error at the first place that
 * crosses it instead of running out of stack. Real documents stay far below it (a Docusaurus config nests about 8
 * levels, a page's elements about 15).
 */
export const MAX_NESTING_DEPTH = 200;

/** The message for the first place past MAX_NESTING_DEPTH, naming what nests (`elements`, `arrays and objects`). */
export function nestedTooDeep(what: string): string {
  return `${what} nested more than ${MAX_NESTING_DEPTH} levels deep; docsgen stops here rather than run out of stack, so flatten the structure`;
}
