import { createHash } from 'node:crypto';
import { createCssVariablesTheme, createHighlighterCoreSync, type HighlighterCore, type ShikiTransformer } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import bash from '@shikijs/langs/bash';
import csharp from '@shikijs/langs/csharp';
import css from '@shikijs/langs/css';
import diff from '@shikijs/langs/diff';
import dockerfile from '@shikijs/langs/dockerfile';
import dotenv from '@shikijs/langs/dotenv';
import go from '@shikijs/langs/go';
import graphql from '@shikijs/langs/graphql';
import html from '@shikijs/langs/html';
import http from '@shikijs/langs/http';
import ini from '@shikijs/langs/ini';
import java from '@shikijs/langs/java';
import javascript from '@shikijs/langs/javascript';
import json from '@shikijs/langs/json';
import jsonc from '@shikijs/langs/jsonc';
import jsx from '@shikijs/langs/jsx';
import kotlin from '@shikijs/langs/kotlin';
import python from '@shikijs/langs/python';
import shellsession from '@shikijs/langs/shellsession';
import sql from '@shikijs/langs/sql';
import toml from '@shikijs/langs/toml';
import tsx from '@shikijs/langs/tsx';
import typescript from '@shikijs/langs/typescript';
import xml from '@shikijs/langs/xml';
import yaml from '@shikijs/langs/yaml';

/**
 * One theme made of CSS variables: each block is tokenized once and the
 * viewer's stylesheet colours it for light and dark mode. Real dual themes
 * would tokenize every block twice, and highlighting dominates build time.
 */
const theme = createCssVariablesTheme({ name: 'docsgen', variablePrefix: '--code-', fontStyle: true });

let highlighter: HighlighterCore | undefined;
const cache = new Map<string, string>();

function getHighlighter(): HighlighterCore {
  highlighter ??= createHighlighterCoreSync({
    themes: [theme],
    langs: [bash, csharp, css, diff, dockerfile, dotenv, go, graphql, html, http, ini, java, javascript, json, jsonc, jsx, kotlin, python, shellsession, sql, toml, tsx, typescript, xml, yaml],
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

/** Resolves a fence language or alias ("sh", "js", "py") to a loaded grammar, or "text". */
export function resolveLanguage(lang: string): string {
  const h = getHighlighter();
  const wanted = lang.toLowerCase();
  return h.getLoadedLanguages().includes(wanted) ? wanted : 'text';
}

/**
 * Highlights a block to HTML. Identical blocks (same language, lines and code)
 * are highlighted once per process, which also serves watch-mode rebuilds.
 */
export function highlight(code: string, lang: string, highlightedLines: ReadonlySet<number>): string {
  const language = resolveLanguage(lang);
  const key = createHash('sha1').update(`${language}\0${[...highlightedLines].join(',')}\0${code}`).digest('base64');
  let out = cache.get(key);
  if (out === undefined) {
    const transformers: ShikiTransformer[] = highlightedLines.size
      ? [{ line(node, line) { if (highlightedLines.has(line)) this.addClassToHast(node, 'highlighted'); } }]
      : [];
    out = getHighlighter().codeToHtml(code, { lang: language, theme: 'docsgen', transformers });
    cache.set(key, out);
  }
  return out;
}
