import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { discover, findPages } from '../../../cli/sources/discover.ts';
import { tempProject } from '../../helpers/temp-project.ts';

describe('discover', () => {
  it('finds MDX pages beside Markdown ones, leaving partials out', () => {
    const project = tempProject();
    for (const file of [
      'content/docs/guide/tabs.mdx',
      'content/docs/index.mdx',
      'content/docs/guide/_parcial.mdx',
      'content/docs/_partes/x.mdx',
    ])
      project.write(file, '# MDX\n');
    const found = discover(project.file('content/docs'));
    expect(found.docs.filter((f) => f.endsWith('.mdx'))).toEqual(['guide/tabs.mdx', 'index.mdx']);
    expect(found.docs).toContain('guide/first-steps.md');
    expect(findPages(project.file('content/nada'))).toEqual({ pages: [], links: [] });
  });

  it('names a symlink loop once, with its path, and reads each page once', () => {
    const project = tempProject();
    const before = discover(project.file('content/docs')).docs.length;
    fs.symlinkSync('../../docs', project.file('content/docs/guide/up'));
    fs.symlinkSync('.', project.file('content/docs/guide/loop'));
    const found = discover(project.file('content/docs'));
    expect(found.docs).toHaveLength(before);
    expect(found.links.map((l) => l.rel)).toEqual(['guide/loop', 'guide/up']);
    expect(found.links[0]!.message).toMatch(/^symlink loop: this link leads to .*guide, a folder it is inside of/);
  });

  it('follows a symlink that stays inside the project, and reports one that leads out', () => {
    const project = tempProject();
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-outside-'));
    fs.writeFileSync(path.join(outside, 'secret.md'), '# token\n');
    fs.mkdirSync(project.file('content/shared'));
    fs.writeFileSync(project.file('content/shared/linked.md'), '# Linked\n');
    fs.symlinkSync(project.file('content/shared'), project.file('content/docs/shared'));
    fs.symlinkSync(path.join(outside, 'secret.md'), project.file('content/docs/secret.md'));
    fs.symlinkSync(outside, project.file('content/docs/outdir'));
    const found = discover(project.file('content/docs'), [project.file('content')]);
    expect(found.docs).toContain('shared/linked.md');
    expect(found.docs.some((d) => d.includes('secret'))).toBe(false);
    expect(found.links.map((l) => l.rel)).toEqual(['outdir', 'secret.md']);
    expect(found.links[1]!.message).toContain(`leads to ${fs.realpathSync(outside)}/secret.md, outside the project`);
  });
});
