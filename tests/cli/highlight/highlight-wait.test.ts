import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { runDocsgen } from '../../helpers/cli.ts';
import { tempProject } from '../../helpers/temp-project.ts';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';

beforeAll(async () => {
  await ensureBuilt();
});

afterEach(() => {
  delete process.env.DOCSGEN_MAX_WAITING_DOCS;
});

it('finishes every payload with its highlighted code when the render waits for the highlight worker', () => {
  const project = tempProject('basic');
  for (let i = 0; i < 60; i++)
    project.write(
      `content/docs/guide/codigo/p${i}.md`,
      `# Código ${i}\n\n\`\`\`ts\nexport const talhao${i} = { area: ${i}, cultura: 'soja' };\n\`\`\`\n`,
    );
  // The bundled CLI highlights on its worker; with a bound of 2 the render waits for it again and again.
  process.env.DOCSGEN_MAX_WAITING_DOCS = '2';
  const result = runDocsgen(['build'], project.dir);
  expect(result.status, result.stderr).toBe(0);
  const data = project.file('site/data/guide/codigo');
  const payloads = fs.readdirSync(data).filter((f) => f.endsWith('.json'));
  expect(payloads).toHaveLength(60);
  for (const file of payloads) {
    const json = fs.readFileSync(path.join(data, file), 'utf8');
    expect(json).toContain('<span class=\\"t-keyword\\">export</span>');
    expect(json).not.toContain('docsgen-highlight:');
  }
});
