import fs from 'node:fs';
import path from 'node:path';
import { findNodeAtLocation, parseTree, printParseErrorCode, type JSONPath, type Node, type ParseError } from 'jsonc-parser';
import { error, lineColumnAt, UserError, type Diagnostic } from '../diagnostics.ts';
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
    text = fs.readFileSync(absolute, 'utf8');
  } catch {
    throw new UserError([error(file, 1, 1, `cannot read the config file; expected a JSON file at ${absolute}`)]);
  }
  const parseErrors: ParseError[] = [];
  const tree = parseTree(text, parseErrors, { disallowComments: true, allowTrailingComma: false });
  if (parseErrors.length || !tree) {
    const diagnostics: Diagnostic[] = parseErrors.map((e) => {
      const at = lineColumnAt(text, e.offset);
      return error(file, at.line, at.column, `invalid JSON: ${describeParseError(printParseErrorCode(e.error))}`);
    });
    throw new UserError(diagnostics.length ? diagnostics : [error(file, 1, 1, 'invalid JSON: the file is empty')]);
  }
  const { value, issues } = validate(tree, docsConfigSchema);
  if (issues.length) {
    throw new UserError(
      issues.map((issue) => {
        const at = lineColumnAt(text, issue.offset);
        return error(file, at.line, at.column, `${issue.path || '(root)'}: ${issue.message}`);
      }),
    );
  }
  const config = value as DocsConfig;
  const rootDir = path.dirname(absolute);
  const contentDir = path.resolve(rootDir, config.contentDir);
  if (fs.statSync(contentDir, { throwIfNoEntry: false })?.isDirectory() === false) {
    const at = lineColumnAt(text, nodeAt(tree, ['contentDir']).offset);
    throw new UserError([error(file, at.line, at.column, `contentDir: expected a folder, but ${contentDir} is a file`)]);
  }
  return {
    config,
    file,
    rootDir,
    contentDir,
    locate: (jsonPath) => lineColumnAt(text, nodeAt(tree, jsonPath).offset),
  };
}

function nodeAt(tree: Node, jsonPath: JSONPath): Node {
  for (let depth = jsonPath.length; depth >= 0; depth--) {
    const node = findNodeAtLocation(tree, jsonPath.slice(0, depth));
    if (node) return node;
  }
  return tree;
}

/** jsonc-parser's error code in words, for config and category files alike. */
export function describeParseError(code: string): string {
  const words: Record<string, string> = {
    InvalidSymbol: 'unexpected character',
    PropertyNameExpected: 'expected a property name in double quotes',
    ValueExpected: 'expected a value',
    ColonExpected: 'expected ":" after the property name',
    CommaExpected: 'expected "," between entries',
    CloseBraceExpected: 'expected "}"',
    CloseBracketExpected: 'expected "]"',
    EndOfFileExpected: 'unexpected content after the end of the JSON value',
    InvalidCommentToken: 'comments are not allowed in JSON',
  };
  return words[code] ?? code;
}
