import { STUBBED_PACKAGE } from './load-module.ts';
import { isRecord } from './notes.ts';

/** What remark-math and rehype-katex export, by package and by their functions' names when installed. */
const MATH_PACKAGES = new Set(['remark-math', 'rehype-katex']);
const MATH_FUNCTIONS: Record<string, string> = { remarkMath: 'remark-math', rehypeKatex: 'rehype-katex' };

/** The package a plugin entry of `remarkPlugins` stands for: a function, or `[function, options]`. */
function mathPlugin(entry: unknown): string | undefined {
  const plugin = Array.isArray(entry) ? entry[0] : entry;
  if (typeof plugin !== 'function') return undefined;
  const stubbed = (plugin as unknown as Record<symbol, unknown>)[STUBBED_PACKAGE];
  if (typeof stubbed === 'string') return MATH_PACKAGES.has(stubbed) ? stubbed : undefined;
  return Object.hasOwn(MATH_FUNCTIONS, plugin.name) ? MATH_FUNCTIONS[plugin.name] : undefined;
}

/** The math plugins (remark-math, rehype-katex) the docs, blog or pages options list, in the order found. */
export function mathPluginsOf(options: readonly (Record<string, unknown> | false)[]): string[] {
  const found = new Set<string>();
  for (const option of options) {
    if (!isRecord(option)) continue;
    for (const key of ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins']) {
      const list = option[key];
      if (!Array.isArray(list)) continue;
      for (const entry of list) {
        const name = mathPlugin(entry);
        if (name) found.add(name);
      }
    }
  }
  return [...found];
}
