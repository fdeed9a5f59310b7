import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { error, warning } from '../../../cli/core/diagnostics.ts';
import { overlayErrors } from '../../../cli/watch/overlay-errors.ts';

const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-overlay-'));
fs.writeFileSync(path.join(cwd, 'page.md'), ['um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete'].join('\n'));

describe('overlayErrors', () => {
  it('lists every error with its location and the lines around it, and leaves warnings out', () => {
    const listed = overlayErrors(
      [
        error('broken-link', 'page.md', 4, 3, 'broken link'),
        warning('missing-alt-text', 'page.md', 2, 1, 'image without alt text'),
        error('broken-anchor', 'page.md', 1, 1, 'broken anchor'),
      ],
      cwd,
    );
    expect(listed).toEqual([
      {
        location: 'page.md:4:3',
        line: 4,
        column: 3,
        message: 'broken link',
        excerpt: { start: 2, lines: ['dois', 'três', 'quatro', 'cinco', 'seis'] },
      },
      {
        location: 'page.md:1:1',
        line: 1,
        column: 1,
        message: 'broken anchor',
        excerpt: { start: 1, lines: ['um', 'dois', 'três'] },
      },
    ]);
  });

  it('has no excerpt for a file it cannot read, and lists watch problems after the errors', () => {
    const listed = overlayErrors([error('invalid-config', 'docs.config.json', 1, 1, 'no config')], cwd, [
      'watching failed',
    ]);
    expect(listed).toEqual([
      { location: 'docs.config.json:1:1', line: 1, column: 1, message: 'no config', excerpt: undefined },
      { message: 'watching failed' },
    ]);
  });
});
