import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';

const requireFromHere = createRequire(import.meta.url);

/** A YAML error of front matter, said where its cause is written and with the fix when one is known. */
export interface YamlProblem {
  /** 0-based line and column in the YAML text. */
  line: number;
  column: number;
  message: string;
}

/** js-yaml's error: its reason and where it stopped reading, 0-based. */
interface JsYamlError {
  reason?: string;
  message: string;
  mark?: { line: number; column: number };
}

/** A top-level or nested `key: value` line. */
const KEY_VALUE = /^(\s*(?:-\s+)?)([^\s:#'"][^:#]*?):[ \t]+(\S.*?)\s*$/;
/** What a plain YAML value may not start with: `@` and backtick are reserved, and the others open other syntax. */
const RESERVED_START = /^[@`%]/;

/**
 * What js-yaml's error means, in the writer's terms. It stops where reading became impossible, which is not always
 * where the mistake is: a quote left open is reported at the end of the block, and a value holding ": " as "bad
 * indentation". Those are said at their cause, with the fix; any other error is said as js-yaml says it.
 */
export function explainYamlError(yamlText: string, e: unknown): YamlProblem {
  const { reason, message, mark } = e as JsYamlError;
  const said = { line: mark?.line ?? 0, column: mark?.column ?? 0, message: reason ?? message };
  const quote = /within a (double|single) quoted scalar/.exec(said.message)?.[1];
  if (quote) return unclosedQuote(yamlText, quote === 'double' ? '"' : "'") ?? said;
  if (said.message === 'bad indentation of a mapping entry') {
    const line = yamlText.split('\n')[said.line] ?? '';
    const entry = KEY_VALUE.exec(line);
    if (entry) {
      const [, lead, key, value] = entry as unknown as [string, string, string, string];
      const column = line.indexOf(value, lead.length + key.length);
      const fix = `put the value in quotes: ${key}: ${JSON.stringify(value)}`;
      if (/:\s/.test(value))
        return {
          line: said.line,
          column,
          message: `the value of "${key}" holds ": ", which YAML reads as the start of another key; ${fix}`,
        };
      if (RESERVED_START.test(value))
        return {
          line: said.line,
          column,
          message: `the value of "${key}" starts with "${value[0]}", which YAML reserves; ${fix}`,
        };
    }
  }
  return said;
}

/**
 * The quote that is never closed: the last scalar opened with it, since an open quote takes in everything after it.
 * The `yaml` package's parser keeps each token's offset even in a block it cannot read; js-yaml keeps none.
 */
function unclosedQuote(yamlText: string, quote: '"' | "'"): YamlProblem | undefined {
  const yaml = requireFromHere('yaml') as typeof Yaml;
  const type = quote === '"' ? 'double-quoted-scalar' : 'single-quoted-scalar';
  let offset: number | undefined;
  for (const token of new yaml.Parser().parse(yamlText)) {
    if (token.type !== 'document') continue;
    yaml.CST.visit(token, (item) => {
      for (const part of [item.key, item.value]) if (part?.type === type) offset = part.offset;
    });
  }
  if (offset === undefined) return undefined;
  const before = yamlText.slice(0, offset);
  const line = before.split('\n').length - 1;
  return {
    line,
    column: offset - (before.lastIndexOf('\n') + 1),
    message:
      `the quote (${quote}) that opens this value is never closed, so every line after it is read as part of it; ` +
      `add the closing ${quote} at the end of the value`,
  };
}
