import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { shellQuote } from '../../../format/try-it/code-samples.ts';

/** What bash makes of a quoted word, with TOKEN set as a reader's shell would have it. */
const asBashSees = (quoted: string) =>
  execFileSync('bash', ['-c', `printf '%s' ${quoted}`], {
    encoding: 'utf8',
    env: { ...process.env, TOKEN: 'abc', API_KEY: 'k1' },
  });

describe('shellQuote', () => {
  it('expands only the $TOKEN and $API_KEY placeholders', () => {
    expect(shellQuote('Authorization: Bearer $TOKEN')).toBe(`'Authorization: Bearer '"$TOKEN"`);
    expect(asBashSees(shellQuote('Authorization: Bearer $TOKEN'))).toBe('Authorization: Bearer abc');
    expect(asBashSees(shellQuote('$API_KEY'))).toBe('k1');
    expect(asBashSees(shellQuote(''))).toBe('');
  });

  it('passes anything else through as written, so a pasted value never runs', () => {
    for (const value of [
      `{"nota":"use $TOKEN $(touch /tmp/docsgen-pwned) \`id\` $HOME \${X}"}`,
      "it's",
      'a\\b "c"',
      '$TOKENS',
    ]) {
      const expected = value.replaceAll(/\$(TOKEN|API_KEY)\b/g, (_, name: string) => (name === 'TOKEN' ? 'abc' : 'k1'));
      expect(asBashSees(shellQuote(value)), value).toBe(expected);
    }
  });
});
