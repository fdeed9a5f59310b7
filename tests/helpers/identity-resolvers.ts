import { renderDoc, type ReferenceResolvers } from '../../cli/markdown/render-doc.ts';

/** Leaves every link and image as written, for tests of rendering alone; a reported problem fails the test. */
export const identity: ReferenceResolvers = {
  rewriteHref: (link) => link.href,
  resolveImage: (ref) => ({ src: ref.href }),
  report: (problem) => {
    throw new Error(`unexpected ${problem.severity} at ${problem.line}:${problem.column}: ${problem.message}`);
  },
};

/** The problems a page's Markdown reports, as `line:column: message`, with its body starting after `bodyLineOffset` lines. */
export function reportedProblems(body: string, bodyLineOffset: number): string[] {
  const found: string[] = [];
  renderDoc(
    { body, bodyLineOffset },
    { ...identity, report: ({ line, column, message }) => found.push(`${line}:${column}: ${message}`) },
  );
  return found;
}
