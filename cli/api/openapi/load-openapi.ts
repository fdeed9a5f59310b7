import fs from 'node:fs';
import path from 'node:path';
import { confinedSourceFiles } from '../../util/confined-sources.ts';
import { error, type Diagnostic } from '../../core/diagnostics.ts';
import type { ApiSpec } from './types.ts';
import { toSpec, type OpenApiDocument } from './to-spec.ts';
import { validateOpenApi } from './validate-openapi.ts';
import { parsePositioned } from './yaml-positions.ts';

/**
 * Stage: the OpenAPI documents in content/openapi (YAML or JSON), validated and
 * dereferenced. A directive names a document by its file name ("core"). The
 * documents, and the files their `$ref`s name, are read only inside `roots`
 * (the project, see projectRoots in compile/model.ts).
 */
export async function loadOpenApi(
  contentDir: string,
  cwd: string,
  roots: readonly string[],
): Promise<{ specs: Map<string, ApiSpec>; invalid: Set<string>; diagnostics: Diagnostic[] }> {
  const dir = path.join(contentDir, 'openapi');
  const { files, diagnostics } = confinedSourceFiles(dir, /\.(ya?ml|json)$/, roots, cwd);
  const specs = new Map<string, ApiSpec>();
  const invalid = new Set<string>();
  for (const name of files) {
    const file = path.relative(cwd, path.join(dir, name));
    const api = path.basename(name, path.extname(name));
    const doc = parsePositioned(fs.readFileSync(path.join(dir, name), 'utf8'));
    if (doc.errors.length) {
      diagnostics.push(
        ...doc.errors.map((e) => error('invalid-openapi', file, e.line, e.column, `invalid YAML: ${e.message}`)),
      );
      invalid.add(api);
      continue;
    }
    const { problems, dereferenced } = await validateOpenApi(doc, { file: path.join(dir, name), roots });
    if (problems.length || !dereferenced) {
      diagnostics.push(
        ...problems.map((p) =>
          error('invalid-openapi', p.file ? path.relative(cwd, p.file) : file, p.line, p.column, p.message),
        ),
      );
      invalid.add(api);
      continue;
    }
    specs.set(api, { ...toSpec(api, file, dereferenced as OpenApiDocument), locate: doc.locate });
  }
  return { specs, invalid, diagnostics };
}
