import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOpenApi } from '../../../../cli/api/openapi/load-openapi.ts';
import { renderSchema } from '../../../../cli/api/openapi/schema-html.ts';
import { renderReferencePart } from '../../../../cli/api/reference/reference-parts.ts';
import { schemaOptions } from '../../../../cli/api/reference/schema-options.ts';
import { operationRoute } from '../../../../cli/api/openapi/find-operation.ts';
import { repoRoot } from '../../../helpers/temp-project.ts';
import { apiPtBR } from '../../../../format/ui-strings/api/pt-BR.ts';

const plain = (code: string) => code;

describe("a reference part's schemas", () => {
  it('are the HTML the schema viewer makes for their own id prefix, however many prefixes share one schema', async () => {
    const contentDir = path.join(repoRoot, 'tests/fixtures/api-reference/content');
    const { specs } = await loadOpenApi(contentDir, repoRoot, [repoRoot]);
    const spec = specs.get('lavoura')!;
    let checked = 0;
    const prefixesOf = new Map<object, Set<string>>();
    // Twice over: the second time every schema's HTML comes from the cache.
    for (const round of [1, 2])
      for (const op of spec.operations)
        for (const response of op.responses)
          for (const [i, content] of response.contents.entries()) {
            if (!content.schema) continue;
            const args = ['response', op.method, operationRoute(op), response.status];
            const part = renderReferencePart(spec, args, plain, apiPtBR);
            const prefix = `resposta-${response.status}${i ? `-${i + 1}` : ''}`;
            const own = renderSchema(content.schema, schemaOptions(spec, 'response', prefix, apiPtBR));
            expect(part.html, `${round} ${args.join(' ')}`).toContain(own.html);
            expect(part.anchors).toEqual(expect.arrayContaining(own.ids));
            prefixesOf.set(content.schema, (prefixesOf.get(content.schema) ?? new Set()).add(prefix));
            checked++;
          }
    expect(checked).toBeGreaterThanOrEqual(6);
    // The case the cache is for: one schema under two prefixes.
    expect([...prefixesOf.values()].some((prefixes) => prefixes.size > 1)).toBe(true);
  });
});
