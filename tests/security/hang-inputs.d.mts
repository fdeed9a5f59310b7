/** Project files by their path in the project, to add to one whose main doc is `about/intro`. */
export type ProjectFiles = Record<string, string>;
/** YAML anchors a0 … a{depth-1}, each a list of `width` aliases of the one before: width^depth values. */
export function aliasLines(width: number, depth: number, indent?: string): string[];
/** Front matter whose title and tags are width^depth values through aliases. */
export function frontMatterAliasBomb(width: number, depth: number): ProjectFiles;
/** An OpenAPI document whose one response example is width^depth values through aliases, anchored in `x-valores`. */
export function openApiAliasBomb(width: number, depth: number): ProjectFiles;
/** An OpenAPI document whose schemas S1 … S{depth} each have `width` properties that are `$ref`s to the one below. */
export function openApiRefFanOut(width: number, depth: number): ProjectFiles;
/** A page that includes `_p1.mdx` twice, which includes `_p2.mdx` twice, … to `_p{depth}.mdx`: 2^depth copies. */
export function partialFanOut(depth: number): ProjectFiles;
/** A page that includes `_c1.mdx`, which includes `_c2.mdx`, … to `_c{depth}.mdx`: partials `depth` deep. */
export function partialChain(depth: number): ProjectFiles;
/** A paragraph of `"<a "` repeated up to `bytes`. */
export function repeatedTagOpeners(bytes: number): ProjectFiles;
/** A paragraph of `"[a"` repeated up to `bytes`. */
export function repeatedLinkOpeners(bytes: number): ProjectFiles;
/** An MDX page of `count` nested `<div>`, one per line, each closed on a line of its own after the text. */
export function flowNestedElements(count: number): ProjectFiles;
