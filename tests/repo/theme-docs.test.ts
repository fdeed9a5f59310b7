import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { customProperties } from '../../cli/util/css-read.ts';
import { repoRoot } from '../helpers/temp-project.ts';

describe("the viewer's CSS custom properties", () => {
  it('are each documented on the theme page, the surface custom CSS may rely on', async () => {
    const css = fs.readFileSync(path.join(repoRoot, 'viewer/styles/base.css'), 'utf8');
    const names = new Set((await customProperties(css)).map((p) => p.name));
    const page = fs.readFileSync(path.join(repoRoot, 'docs/pages/guide/theme.md'), 'utf8');
    expect(names.size).toBeGreaterThan(30);
    expect([...names].filter((name) => !page.includes(`\`${name}\``))).toEqual([]);
  });
});
