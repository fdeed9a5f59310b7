import fs from 'node:fs';
import path from 'node:path';
import { findNodeAtLocation, parseTree, printParseErrorCode, type JSONPath, type Node, type ParseError } from 'jsonc-parser';
import { error, lineColumnAt, sortDiagnostics, UserError, type Diagnostic } from '../util/diagnostics.ts';
import { trailingCommaAt } from '../../format/json-trailing-comma.ts';
import { docsConfigSchema } from './docs-config-schema.ts';
import { validate } from './schema.ts';
import type { DocsConfig } from './types.ts';

export interface LoadedConfig {
  config: DocsConfig;
  /** The config file as the writer names it (relative to the working directory). */
  file: string;
  /** Absolute folder of the config file; content paths resolve from here. */
  rootDir: string;
  /** Absolute path of the Markdown folder. */
  contentDir: string;
  /** Where a key sits in the file, for diagnostics about its value. */
  locate(jsonPath: JSONPath): { line: number; column: number };
}

/** Stage 1: read and validate `docs.config.json`. Throws UserError with every problem found. */
export function loadConfig(configPath: string, cwd = process.cwd()): LoadedConfig {
  const absolute = path.resolve(cwd, configPath);
  const file = path.relative(cwd, absolute) || configPath;
  let text: string;
  try {
    // Editors on Windows may save a byte order mark; it is not part of the JSON, and columns do not count it.
    text = fs.readFileSync(absolute, 'utf8').replace(/^\uFEFF/, '');
  } catch {
    throw new UserError([error(file, 1, 1, `cannot read the config file; expected a JSON file at ${absolute}`)]);
  }
  if (!text.trim()) throw new UserError([error(file, 1, 1, 'invalid JSON: the file is empty; expected an object such as { "title": "…" }')]);
  const parseErrors: ParseError[] = [];
  const tree = parseTree(text, parseErrors, { disallowComments: true, allowTrailingComma: false });
  if (parseErrors.length || !tree) throw new UserError(jsonSyntaxErrors(file, text, parseErrors, 'invalid JSON'));
  const { value, issues } = validate(tree, docsConfigSchema);
  if (issues.length) {
    throw new UserError(
      sortDiagnostics(
        issues.map((issue) => {
          const at = lineColumnAt(text, issue.offset);
          return error(file, at.line, at.column, `${issue.path || '(root)'}: ${issue.message}`);
        }),
      ),
    );
  }
  const config = value as DocsConfig;
  const rootDir = path.dirname(absolute);
  const contentDir = path.resolve(rootDir, config.contentDir);
  const contentStat = fs.statSync(contentDir, { throwIfNoEntry: false });
  if (contentStat?.isDirectory() !== true) {
    const at = lineColumnAt(text, nodeAt(tree, ['contentDir']).offset);
    const why = contentStat ? `${contentDir} is a file` : `${contentDir} does not exist`;
    throw new UserError([error(file, at.line, at.column, `contentDir: expected a folder holding docs/, but ${why}`)]);
  }
  return {
    config,
    file,
    rootDir,
    contentDir,
    locate: (jsonPath) => lineColumnAt(text, nodeAt(tree, jsonPath).offset),
  };
}

/** A path under the project as the writer would type it where they ran docsgen: relative to that folder, like `file`. */
export function fromWorkingDir(loaded: Pick<LoadedConfig, 'file' | 'rootDir'>, absolute: string): string {
  return path.join(path.dirname(loaded.file), path.relative(loaded.rootDir, absolute));
}

function nodeAt(tree: Node, jsonPath: JSONPath): Node {
  for (let depth = jsonPath.length; depth >= 0; depth--) {
    const node = findNodeAtLocation(tree, jsonPath.slice(0, depth));
    if (node) return node;
  }
  return tree;
}

/**
 * jsonc-parser's errors in words, one per place (it often reports two at one offset), for config and category files
 * alike. `what` opens each message ("invalid JSON").
 */
export function jsonSyntaxErrors(file: string, text: string, errors: ParseError[], what: string): Diagnostic[] {
  const seen = new Set<number>();
  const diagnostics: Diagnostic[] = [];
  for (const [i, e] of errors.entries()) {
    // After an unexpected character, the value it stood for is missing too: one mistake, said once.
    const previous = errors[i - 1];
    const afterSymbol = previous !== undefined && printParseErrorCode(previous.error) === 'InvalidSymbol' && printParseErrorCode(e.error) === 'ValueExpected';
    if (seen.has(e.offset) || afterSymbol) continue;
    seen.add(e.offset);
    const comma = trailingCommaAt(text, e.offset);
    const at = lineColumnAt(text, comma ?? e.offset);
    const message = comma === undefined ? describeParseError(printParseErrorCode(e.error)) : 'a comma after the last entry, which JSON does not allow';
    diagnostics.push(error(file, at.line, at.column, `${what}: ${message}`));
  }
  return diagnostics.length ? diagnostics : [error(file, 1, 1, `${what}: expected an object`)];
}

function describeParseError(code: string): string {
  const words: Record<string, string> = {
    InvalidSymbol: 'unexpected character',
    InvalidNumberFormat: 'invalid number',
    PropertyNameExpected: 'expected a property name in double quotes',
    ValueExpected: 'expected a value',
    ColonExpected: 'expected ":" after the property name',
    CommaExpected: 'expected "," between entries',
    CloseBraceExpected: 'expected "}"',
    CloseBracketExpected: 'expected "]"',
    EndOfFileExpected: 'unexpected content after the end of the JSON value',
    InvalidCommentToken: 'comments are not allowed in JSON',
    UnexpectedEndOfComment: 'a comment that never ends; comments are not allowed in JSON',
    UnexpectedEndOfString: 'a string that never ends; expected a closing double quote on the same line',
    UnexpectedEndOfNumber: 'a number that ends too early',
    InvalidUnicode: 'invalid \\u escape; expected four hexadecimal digits',
    InvalidEscapeCharacter: 'invalid escape; expected one of \\" \\\\ \\/ \\b \\f \\n \\r \\t \\u',
    InvalidCharacter: 'a control character (such as a tab or line break) inside a string; write it as an escape (\\t, \\n)',
  };
  return words[code] ?? code;
}
