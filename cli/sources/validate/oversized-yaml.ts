import type { DiagnosticCode } from '../../core/diagnostic-codes.ts';
import { error, type Diagnostic } from '../../core/diagnostics.ts';
import { MAX_SOURCE_VALUES } from '../../core/limits.ts';
import { Expansion } from '../../util/expansion.ts';
import { yamlCrossing, yamlCrossingMessage } from '../../util/yaml-expansion.ts';

/**
 * The one error for a YAML text whose parsed `value` holds more than MAX_SOURCE_VALUES values: an alias bomb, at the
 * alias that takes it past, when its aliases make it so; else a file that large as written, at the value that crosses.
 * Undefined for any other. `what` starts the message ("front matter", "invalid category file"). `text` is what
 * js-yaml read, its first line the file's first.
 */
export function oversizedYaml(
  code: DiagnosticCode,
  file: string,
  value: unknown,
  text: string,
  what: string,
): Diagnostic | undefined {
  const at = yamlCrossing(text, value, new Expansion(MAX_SOURCE_VALUES));
  if (!at) return undefined;
  return error(code, file, at.line, at.column, `${what}: ${yamlCrossingMessage(at, MAX_SOURCE_VALUES)}`);
}
