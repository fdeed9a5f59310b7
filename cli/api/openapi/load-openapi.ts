import fs from 'node:fs';
import path from 'node:path';
import { confinedSourceFiles } from '../../util/confined-sources.ts';
import { error, warning, type Diagnostic } from '../../core/diagnostics.ts';
import type { ApiSpec } from './types.ts';
import { convertSwagger2, isSwagger2 } from './swagger2.ts';
import { swagger2Pointer } from './swagger2-pointers.ts';
import { toSpec, type OpenApiDocument } from './to-spec.ts';
import { validateOpenApi } from './validate-openapi.ts';
import { parsePositioned } from './yaml-positions.ts';
import { isInside } from '../../core/path-inside.ts';

/** A description that an `apiReference` entry names by its file, outside `<contentDir>/openapi`. */
export interface NamedDescription {
  name: string;
  /** Absolute. */
  file: string;
}

/**
 * Stage: the OpenAPI documents in content/openapi (YAML or JSON), validated and
 * dereferenced. A directive names a document by its file name ("core"). The
 * documents, and the files their `$ref`s name, are read only inside `roots`
 * (the project, see projectRoots in compile/model.ts). A Swagger 2.0 document
 * is validated as 2.0, then converted to OpenAPI 3.0 (see convertSwagger2).
 */
export async function loadOpenApi(
  contentDir: string,
  cwd: string,
  roots: readonly string[],
  named: readonly NamedDescription[] = [],
): Promise<{ specs: Map<string, ApiSpec>; invalid: Set<string>; diagnostics: Diagnostic[] }> {
  const dir = path.join(contentDir, 'openapi');
  const { files, diagnostics } = confinedSourceFiles(dir, /\.(ya?ml|json)$/, roots, cwd);
  const found = files.map((name) => ({ name: path.basename(name, path.extname(name)), file: path.join(dir, name) }));
  for (const entry of named) {
    const real = fs.existsSync(entry.file) ? fs.realpathSync(entry.file) : undefined;
    // A missing file is told at its config key (see generateReferences); one outside the project is never read.
    if (!real) continue;
    if (!roots.some((root) => isInside(real, root))) {
      const shown = path.relative(cwd, entry.file);
      const why = `this file leads to ${real}, outside the project; docsgen reads only files inside ${roots.join(' or ')}`;
      diagnostics.push(error('outside-project', shown, 1, 1, why));
    } else found.push(entry);
  }
  const specs = new Map<string, ApiSpec>();
  const invalid = new Set<string>();
  for (const { name: api, file: absolute } of found) {
    const file = path.relative(cwd, absolute);
    let doc = parsePositioned(fs.readFileSync(absolute, 'utf8'));
    if (doc.errors.length) {
      diagnostics.push(
        ...doc.errors.map((e) => error('invalid-openapi', file, e.line, e.column, `invalid YAML: ${e.message}`)),
      );
      invalid.add(api);
      continue;
    }
    const source = { file: absolute, roots };
    let { problems, dereferenced } = await validateOpenApi(doc, source);
    const written = doc.value;
    const swagger2 = isSwagger2(written);
    if (swagger2 && !problems.length) {
      const converted = await convertSwagger2(doc, source);
      if ('problem' in converted) problems = [converted.problem];
      else {
        for (const p of converted.lossy)
          diagnostics.push(warning('lossy-swagger-conversion', file, p.line, p.column, p.message));
        doc = converted.doc;
        // A valid 2.0 document converts to a valid 3.0 one; what does not is still told, at the 2.0 text.
        ({ problems, dereferenced } = await validateOpenApi(doc, source));
        problems = problems.map((p) => ({ ...p, message: `${p.message} (in its conversion to OpenAPI 3.0)` }));
      }
    }
    if (problems.length || !dereferenced) {
      diagnostics.push(
        ...problems.map((p) =>
          error('invalid-openapi', p.file ? path.relative(cwd, p.file) : file, p.line, p.column, p.message),
        ),
      );
      invalid.add(api);
      continue;
    }
    const spec = toSpec(api, file, dereferenced as OpenApiDocument);
    specs.set(api, {
      ...spec,
      ...(swagger2 ? { version: '2.0', writtenPointer: (segments) => swagger2Pointer(segments, written) } : {}),
      locate: doc.locate,
    });
  }
  return { specs, invalid, diagnostics };
}
