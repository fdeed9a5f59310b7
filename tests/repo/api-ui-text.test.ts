import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/temp-project.ts';

/** Every TypeScript file under `dir`, relative to the repository. */
function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourcesUnder(rel);
    return /\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/**
 * The text a file shows or says: its strings, its template literals' text and its JSX text, as TypeScript's parser
 * reads them, so that comments and regular expressions (production-server.ts matches "Produção" in a server's
 * description) are left out.
 */
function textsOf(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(path.join(repoRoot, file), 'utf8'), ts.ScriptTarget.Latest);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      if (node.text.trim()) texts.push(node.text.trim());
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** Letters English does not use, and Portuguese words of the API panels' former text that have no accent. */
const PORTUGUESE =
  /[À-ÿ]|\b(Testar|Enviar|Enviando|Servidor|Senha|Corpo|Escopos|Escolha|Cancelar|Confirmar|Consulta|Executar|Informe|Campo|erro|esperava|linha|coluna|nome|valor|campo|tipo|variável|fragmento|diretiva|obter|Obter|Copiar|Copiado|token obtido)\b/;

/**
 * The "Testar" panel and the GraphQL explorer speak the site's language: their text is `UI.<key>`, from
 * format/ui-strings/ (try-it/, graphql/), which the viewer's bundle of each language replaces. A Portuguese literal
 * left in viewer/api would show on an English site.
 */
describe('the API panels of the viewer', () => {
  it('have no Portuguese text outside format/ui-strings', () => {
    const found = sourcesUnder('viewer/api').flatMap((file) =>
      textsOf(file)
        .filter((text) => PORTUGUESE.test(text))
        .map((text) => `${file}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it('would notice one', () => {
    expect(PORTUGUESE.test('Enviar requisição')).toBe(true);
    expect(PORTUGUESE.test('Testar')).toBe(true);
    expect(PORTUGUESE.test('Send API request')).toBe(false);
  });
});
