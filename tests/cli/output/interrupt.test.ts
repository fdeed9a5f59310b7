import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guardAgainstInterrupts } from '../../../cli/output/interrupt.ts';
import { StagedSite } from '../../../cli/output/staged-site.ts';

describe('the interrupt guard of a build', () => {
  it('holds a signal during the swap, and lets a failed swap report its own error instead of exiting', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-interrupt-'));
    const staged = new StagedSite(path.join(parent, 'site'));
    const before = process.listenerCount('SIGINT');
    const guard = guardAgainstInterrupts(staged);
    expect(process.listenerCount('SIGINT')).toBe(before + 1);
    guard.swapping();
    process.emit('SIGINT', 'SIGINT');
    // Held: the staged folder is still there, and release(false) neither exits nor keeps listening.
    expect(fs.readdirSync(parent).some((name) => name.startsWith('.site-build-'))).toBe(true);
    guard.release(false);
    expect(process.listenerCount('SIGINT')).toBe(before);
    await staged.abort();
    expect(fs.readdirSync(parent)).toEqual([]);
  });
});
