import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';
import { readText } from '../../../cli/util/read-text.ts';
import { tempProject } from '../../helpers/temp-project.ts';

const file = (bytes: Buffer) => {
  const at = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-utf8-')), 'a.md');
  fs.writeFileSync(at, bytes);
  return at;
};

describe('invalid UTF-8', () => {
  it('is a warning at the line and column of the first bad byte, after valid accents', () => {
    const bytes = Buffer.concat([Buffer.from('# Ação\n\nConfigura'), Buffer.from([0xe7, 0xe3]), Buffer.from('o\n')]);
    expect(readText(file(bytes), 'docs/a.md').diagnostics.map(formatDiagnostic)).toEqual([
      'docs/a.md:3:10: warning: invalid UTF-8 (byte 0xe7), shown as "\uFFFD"; save the file as UTF-8',
    ]);
  });

  it('says nothing of a valid file, and finds a sequence cut at the end', () => {
    expect(readText(file(Buffer.from('# Ação ✓ 😀\n')), 'a.md').diagnostics).toEqual([]);
    expect(
      readText(file(Buffer.concat([Buffer.from('ok '), Buffer.from([0xc3])])), 'a.md').diagnostics.map(
        formatDiagnostic,
      ),
    ).toEqual([expect.stringMatching(/^a\.md:1:4: warning: invalid UTF-8 \(byte 0xc3\)/)]);
  });

  it('in a doc is reported by the build, which still builds', async () => {
    const project = tempProject();
    project.write(
      'content/docs/guide/latin1.md',
      Buffer.concat([Buffer.from('# T\n\nInforma'), Buffer.from([0xe7, 0xe3]), Buffer.from('o\n')]),
    );
    const { site, diagnostics } = await compileSite(loadConfig('docs.config.json', project.dir), {
      drafts: false,
      cwd: project.dir,
    });
    expect(site).toBeDefined();
    expect(diagnostics.map(formatDiagnostic)).toContain(
      'content/docs/guide/latin1.md:3:8: warning: invalid UTF-8 (byte 0xe7), shown as "\uFFFD"; save the file as UTF-8',
    );
  });
});
