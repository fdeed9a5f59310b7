import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runDocsgen } from '../../helpers/cli.ts';
import { tempProject } from '../../helpers/temp-project.ts';

describe("esbuild's synchronous API", () => {
  it('is loaded by a build only for a page that needs it, and then serves its <style> and its CSS module', () => {
    const project = tempProject('basic');
    const trace = { NODE_DEBUG: 'module' };
    const plain = runDocsgen(['build'], project.dir, trace);
    expect(plain.status, plain.stderr.slice(-2000)).toBe(0);
    expect(plain.stderr).not.toContain('node_modules/esbuild/');

    project.write('content/docs/estilo.module.css', '.caixa { color: blue; }\n');
    project.write(
      'content/docs/estilo.mdx',
      'import s from "./estilo.module.css";\n\n# Estilo\n\n<style>{`h1 { color: red; }`}</style>\n\n' +
        '<p className={s.caixa}>texto</p>\n',
    );
    const styled = runDocsgen(['build'], project.dir, trace);
    expect(styled.status, styled.stderr.slice(-2000)).toBe(0);
    expect(styled.stderr).toContain('node_modules/esbuild/');
    const payload = fs
      .readdirSync(project.file('site/data'))
      .filter((f) => f.startsWith('estilo.') && f.endsWith('.json'))
      .map((f) => fs.readFileSync(project.file(`site/data/${f}`), 'utf8'))
      .join('');
    expect(payload).toMatch(/estilo_[0-9a-f]{6}_caixa/);
    expect(payload).toContain('.markdown h1{color:red}');
  });
});
