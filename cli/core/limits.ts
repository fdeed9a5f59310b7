/**
 * How deep a structure of the input may nest: JSON in config and category files, elements of an MDX page, partials
 * that include partials, types of a GraphQL schema. The compiler walks these recursively; past this depth it reports
 * one error at the first place that crosses it instead of running out of stack. Real documents stay far below it (a
 * Docusaurus config nests about 8 levels, a page's elements about 15, its partials 2 or 3).
 */
export const MAX_NESTING_DEPTH = 200;

/** The message for the first place past MAX_NESTING_DEPTH, naming what nests (`elements`, `arrays and objects`). */
export function nestedTooDeep(what: string): string {
  return `${what} nested more than ${MAX_NESTING_DEPTH} levels deep; docsgen stops here rather than run out of stack, so flatten the structure`;
}

/*
 * Budgets: how much a small input may make the build do. Each input that can stand for far more than it is written
 * (YAML aliases, `$ref`s, partials included by partials) is measured before it is walked, and past its budget it is
 * one error at the place that crosses it (cli/util/expansion.ts), never minutes of work or a crash.
 */

/**
 * The most values a front matter, `_category_.yml` or `authors.yml` file may hold once its YAML aliases are copied
 * out. More than any such file holds by hand; a few lines of aliases of lists of aliases stand for billions.
 */
export const MAX_SOURCE_VALUES = 10_000;

/**
 * The most values an OpenAPI document may hold once its YAML aliases and its `$ref`s are copied out: what checking
 * it against the OpenAPI schema walks (every value, about 1.5 µs each), and at most what rendering its operations
 * walks. GitHub's REST description, the largest public one known (13 MB of JSON), holds 1.94 million values that
 * way (2.09 million for GitHub Enterprise Cloud's), and Stripe's (6 MB) 0.24 million, its `$ref`s that lead back to
 * themselves being left as they are: the budget leaves GitHub's room to grow 2.5 times, and it takes about 15 s to
 * check. Eight schemas of eight properties, each a `$ref` to the one below, are 10.9 million values (8^7 schemas).
 */
export const MAX_API_VALUES = 5_000_000;

/**
 * The most partials one page may include, and the most characters they may hold together, counting the partials that
 * partials include. A partial that includes another twice doubles the text at each level: 25 files of one line
 * stand for 2^24 copies. A page that includes a few dozen partials, or a partial of 50,000 characters forty times,
 * stays well within; at the limits, reading the partials takes about half a second.
 */
export const MAX_PARTIALS_PER_PAGE = 1000;
export const MAX_PARTIAL_TEXT_PER_PAGE = 2_000_000;
