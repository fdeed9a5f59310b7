/**
 * A doc's first line of text, as Docusaurus 3.8 takes it for a doc without a front matter `description` (its
 * `createExcerpt`): blank lines, imports, code blocks and the `# title` are passed over, and Markdown is reduced
 * to its text. Generated index pages show it on the doc's card.
 */
export function createExcerpt(body: string): string | undefined {
  let inCode = false;
  let fence = '';
  // A Setext title ("Título\n======") goes with its underline.
  const lines = body
    .trimStart()
    .replace(/^[^\r\n]*\r?\n=+/, '')
    .split(/\r?\n/);
  for (const line of lines) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    const opens = /^(`{3,}|~{3,})/.exec(trimmed)?.[1];
    if (opens && (!inCode || (trimmed.startsWith(fence) && trimmed.slice(fence.length).trim() === ''))) {
      inCode = !inCode;
      fence = inCode ? opens : '';
      continue;
    }
    if (inCode || /^(?:import|export)\s/.test(line) || /^<!--.*-->$/.test(trimmed)) continue;
    const text = cleanLine(line.length > EXCERPT_LINE_CHARS ? line.slice(0, EXCERPT_LINE_CHARS) : line);
    if (text) return text;
  }
  return undefined;
}

/**
 * How much of a line the excerpt reads: its regular expressions backtrack over unclosed "[" (a line of 500,000 "[a"
 * took minutes), and a description is a sentence or two.
 */
const EXCERPT_LINE_CHARS = 4000;

function cleanLine(line: string): string {
  return (
    line
      // HTML tags.
      .replace(/<[^>]*>/g, '')
      // The page's `# title`, then any other heading's markers.
      .replace(/^#[^#]+#?/gm, '')
      .replace(/^#{1,6}\s*([^#]*)\s*#{0,6}/gm, '$1')
      // Emphasis, strikethrough, images, footnotes, links, inline code, blockquotes.
      .replace(/([*_]{1,3})(.*?)\1/g, '$2')
      .replace(/~~(\S.*\S)~~/g, '$1')
      .replace(/!\[(.*?)\][[(].*?[\])]/g, '$1')
      .replace(/\[\^.+?\](?:: .*$)?/g, '')
      .replace(/\[(.*?)\][[(].*?[\])]/g, '$1')
      .replace(/`(.+?)`/g, '$1')
      .replace(/^\s{0,3}>\s?/g, '')
      // An admonition's opening line, emoji names and a heading's {#id}.
      .replace(/:::.*/, '')
      .replace(/\s?:(?:::|[^:\n])+:/g, '')
      .replace(/\{#*[\w-]+\}/, '')
      .trim()
  );
}
