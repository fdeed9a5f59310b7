import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { minimalConfig } from '../../helpers/minimal-config.ts';
import { configErrors } from '../../helpers/config-errors.ts';
import { tempProject } from '../../helpers/temp-project.ts';

const valid = minimalConfig;

function projectDir(config: object): string {
  const project = tempProject();
  project.write('docs.config.json', JSON.stringify(config, null, 2));
  return project.dir;
}

function load(config: object) {
  return loadConfig('docs.config.json', projectDir(config));
}

function errorsFor(config: object): string[] {
  return configErrors(projectDir(config));
}

describe('the gate section of docs.config.json', () => {
  it('is optional', () => {
    expect(load(valid).config.gate).toBeUndefined();
  });

  it('needs only the two URLs; the gate is on, tokens last an hour, validation has no time limit', () => {
    const { config } = load({
      ...valid,
      gate: { providerUrl: 'https://api.example.com', mainAppUrl: 'https://app.example.com/entrar' },
    });
    expect(config.gate).toEqual({
      enabled: true,
      providerUrl: 'https://api.example.com',
      mainAppUrl: 'https://app.example.com/entrar',
      tokenLifetimeSeconds: 3600,
    });
  });

  it('reports every mistake in it at once, each with its line, key and what was expected', () => {
    const errors = errorsFor({
      ...valid,
      gate: {
        enabled: 'sim',
        providerUrl: 'api.example.com',
        mainAppUrl: 'javascript:alert(1)',
        tokenLifetimeSeconds: 0,
        validationTimeoutSeconds: 'dez',
        timeout: 5,
      },
    });
    expect(errors).toEqual([
      'docs.config.json:20:16: gate.enabled: expected true or false, got the string "sim"',
      'docs.config.json:21:20: gate.providerUrl: expected an http(s) URL without query or fragment, such as "https://api.example.com", got "api.example.com"',
      'docs.config.json:22:19: gate.mainAppUrl: expected an absolute http(s) URL, such as "https://app.example.com", got "javascript:alert(1)"',
      'docs.config.json:23:29: gate.tokenLifetimeSeconds: expected an integer from 60 to 31536000, got the number 0',
      'docs.config.json:24:33: gate.validationTimeoutSeconds: expected an integer from 1 to 120, got the string "dez"',
      'docs.config.json:25:5: gate.timeout: unknown key; expected one of "enabled", "providerUrl", "mainAppUrl", "tokenLifetimeSeconds", "validationTimeoutSeconds"',
    ]);
  });

  it('names a missing URL', () => {
    expect(errorsFor({ ...valid, gate: { mainAppUrl: 'https://app.example.com' } })).toEqual([
      expect.stringMatching(
        /^docs\.config\.json:\d+:\d+: gate\.providerUrl: missing required key, expected an http\(s\) URL without query or fragment/,
      ),
    ]);
  });
});
