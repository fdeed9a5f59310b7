import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocsgen } from '../../helpers/cli.ts';
import { editConfig, tempProject } from '../../helpers/temp-project.ts';

const META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/;

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => path.join(dir, f));
}

const unescape = (s: string) =>
  s
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('the Content-Security-Policy of every HTML file', () => {
  it('allows exactly the inline scripts docsgen wrote, and the origins the site calls', () => {
    const project = tempProject('api');
    project.write(
      'content/docs/guide/explorer.md',
      '# Explorador\n\n:::graphql-explorer registry https://graphql.example.net/v1 X-Api-Key\n:::\n',
    );
    // A server at each value of its host's variable, and a client credentials token endpoint, for "Testar".
    const description = project.read('content/openapi/fazendas.yaml');
    project.write(
      'content/openapi/fazendas.yaml',
      description
        .replace(
          'servers:\n',
          'servers:\n  - url: https://{regiao}.fazendas.example.com\n    variables:\n      regiao: { default: sa, enum: [sa, us] }\n',
        )
        .replace(
          'securitySchemes:\n',
          'securitySchemes:\n    maquina:\n      type: oauth2\n      flows:\n        clientCredentials: { tokenUrl: https://login.example.net/token, scopes: {} }\n',
        ),
    );
    editConfig(project, (config) => {
      config.gate = { providerUrl: 'https://auth.example.org/base', mainAppUrl: 'https://app.example.org' };
      config.markdown = { iframeHosts: ['www.youtube-nocookie.com'] };
    });
    const result = runDocsgen(['build'], project.dir);
    expect(result.status, result.stderr).toBe(0);
    const files = htmlFiles(project.file('site'));
    expect(files.length).toBeGreaterThan(5);
    const policies = new Set<string>();
    for (const file of files) {
      const html = fs.readFileSync(file, 'utf8');
      const meta = META.exec(html);
      expect(meta, file).not.toBeNull();
      // The policy comes before any script, or a script above it would run unchecked.
      expect(html.indexOf(meta![0]), file).toBeLessThan(html.indexOf('<script'));
      const policy = unescape(meta![1]!);
      policies.add(policy);
      const allowed = directives(policy).get('script-src')!;
      for (const [, body] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
        const hash = `'sha256-${crypto.createHash('sha256').update(body!, 'utf8').digest('base64')}'`;
        expect(allowed, `${file}: an inline script without its hash`).toContain(hash);
      }
    }
    // One policy for the whole site: a client-side navigation keeps the first page's.
    expect(policies.size).toBe(1);
    const policy = directives([...policies][0]!);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:*',
      'https://api.example.com',
      'https://auth.example.org',
      'https://graphql.example.net',
      'https://login.example.net',
      'https://sa.fazendas.example.com',
      'https://us.fazendas.example.com',
    ]);
    expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
    const manifest = JSON.parse(
      fs.readFileSync(
        project.file(`site/${fs.readdirSync(project.file('site')).find((f) => /^manifest\..*\.json$/.test(f))}`),
        'utf8',
      ),
    );
    expect(manifest.policy.connectSrc).toEqual(policy.get('connect-src')!.slice(1));
  });

  it('refuses a connect source that is not an origin, naming the key', () => {
    const project = tempProject();
    editConfig(
      project,
      (config) => (config.contentSecurityPolicy = { connectSrc: ["https://api.example.com/v1 'unsafe-inline'"] }),
    );
    const result = runDocsgen(['build'], project.dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('contentSecurityPolicy.connectSrc[0]');
    expect(result.stderr).toContain('an origin such as "https://api.example.com"');
  });
});
