import type { Mermaid } from 'mermaid';

let loading: Promise<Mermaid> | undefined;

/**
 * Mermaid parses in Node, every diagram type, but the databases behind its diagrams pass labels through DOMPurify, which
 * without a DOM has neither `sanitize` nor `addHook`. Only whether the source parses matters here, never the labels, so
 * DOMPurify gets stand-ins that keep text as it is. It is the module instance mermaid imports, so this must run first.
 */
async function loadMermaid(): Promise<Mermaid> {
  const { default: purify } = await import('dompurify');
  if (!purify.isSupported) {
    const keep = (text: unknown) => String(text);
    Object.assign(purify, { sanitize: keep, addHook() {}, removeHook() {}, removeHooks() {}, removeAllHooks() {} });
  }
  return (await import('mermaid')).default;
}

/** Lines of a jison error that show the source with a caret under the spot: a one-line message has no room for them. */
const CARET_LINE = /^-*\^$/;
/** Longer messages are cut, as mermaid's "no diagram type detected" quotes the whole source. */
const MESSAGE_LIMIT = 300;

/**
 * Mermaid's message on one line: jison's excerpt and caret dropped, text after the first line of an unknown type's
 * quoted source left out.
 */
export function oneLineMessage(message: string): string {
  const lines = message.split('\n');
  const kept = lines.filter((line, i) => !CARET_LINE.test(line.trim()) && !CARET_LINE.test(lines[i + 1]?.trim() ?? ''));
  const text = (message.startsWith('No diagram type detected') ? kept.slice(0, 1) : kept)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > MESSAGE_LIMIT ? `${text.slice(0, MESSAGE_LIMIT)}…` : text;
}

/**
 * Mermaid's message for a diagram it cannot parse, on one line; undefined when it parses. Loads mermaid on first use
 * (about 0.1 s bundled, 0.9 s from node_modules), and each diagram type's parser the first time one is met (10 to
 * 150 ms); a diagram then takes a few milliseconds.
 */
export async function diagramProblem(code: string): Promise<string | undefined> {
  const mermaid = await (loading ??= loadMermaid());
  try {
    await mermaid.parse(code);
    return undefined;
  } catch (e) {
    return oneLineMessage(e instanceof Error ? e.message : String(e)) || 'mermaid gave no reason';
  }
}
