import type { TryItOperation } from '../site-format.ts';
import { type CodeSample, type CodeSampleId, CODE_SAMPLE_IDS, SAMPLE_LANGUAGES } from './languages.ts';
import { PASSWORD_ENV, type RequestValues, requestHeaders, requestUrl, USERNAME_ENV } from './request-values.ts';
import { type SampleRequest, sampleRequest } from './sample-request.ts';
import { curlCode, fetchCode, pythonCode } from './samples-curl-js-python.ts';
import { csharpCode, goCode, javaCode } from './samples-go-java-csharp.ts';
import { phpCode, rubyCode } from './samples-php-ruby.ts';

export { CODE_SAMPLE_IDS, type CodeSample, type CodeSampleId, SAMPLE_LANGUAGES } from './languages.ts';
export {
  API_KEY_ENV,
  PASSWORD_ENV,
  type RequestValues,
  requestHeaders,
  requestUrl,
  sampleValue,
  TOKEN_ENV,
  USERNAME_ENV,
} from './request-values.ts';
export { type SpecCodeSample, sampleLanguage, withSpecSamples } from './spec-samples.ts';

const GENERATORS: Record<CodeSampleId, (request: SampleRequest) => string> = {
  curl: curlCode,
  javascript: fetchCode,
  python: pythonCode,
  go: goCode,
  java: javaCode,
  csharp: csharpCode,
  php: phpCode,
  ruby: rubyCode,
};

export interface CodeSampleOptions {
  /** The languages wanted, in the order given; all of {@link CODE_SAMPLE_IDS} by default. */
  languages?: readonly CodeSampleId[];
}

/**
 * The operation's request in every language: curl, JavaScript (fetch), Python (requests), Go, Java, C#, PHP and Ruby.
 * With `values.auth: 'env'` (the docs) each reads the token and API key from the `API_TOKEN` and `API_KEY`
 * environment variables ({@link TOKEN_ENV}, {@link API_KEY_ENV}); with `'literal'` ("Testar") it holds the values given.
 */
export function codeSamples(
  op: TryItOperation,
  values: RequestValues,
  options: CodeSampleOptions = {},
): (CodeSample & { id: CodeSampleId })[] {
  const request = sampleRequest(op, values);
  return (options.languages ?? CODE_SAMPLE_IDS).map((id) => ({
    id,
    ...SAMPLE_LANGUAGES[id],
    code: GENERATORS[id](request),
  }));
}

/** One language's sample. */
export function codeSample(id: CodeSampleId, op: TryItOperation, values: RequestValues): string {
  return GENERATORS[id](sampleRequest(op, values));
}

/**
 * The curl command. Without `values.auth` it keeps its older form, which the Markdown export still writes: `$TOKEN`
 * and `$API_KEY` given as the token and key become shell variables (`'Authorization: Bearer '"$TOKEN"`).
 * @deprecated for new callers: codeSamples or codeSample with `values.auth`.
 */
export function curlSample(op: TryItOperation, values: RequestValues): string {
  // curlCode itself, not through GENERATORS, so that a bundle with only curl (the Testar panel) leaves the rest out.
  if (values.auth) return curlCode(sampleRequest(op, values));
  const lines = [`curl -X ${op.method} ${shellQuote(requestUrl(op, values))}`];
  for (const [name, value] of requestHeaders(op, values))
    if (value) lines.push(`  -H ${shellQuote(`${name}: ${value}`)}`);
  if (op.auth?.type === 'basic') lines.push(`  -u "$${USERNAME_ENV}:$${PASSWORD_ENV}"`);
  if (values.body !== undefined && op.requestBody) lines.push(`  --data ${shellQuote(values.body)}`);
  return lines.join(' \\\n');
}

/** Without `values.auth`, as `'env'`: the docs were its only caller. @deprecated codeSamples or codeSample. */
export const fetchSample = (op: TryItOperation, values: RequestValues) =>
  codeSample('javascript', op, { ...values, auth: values.auth ?? 'env' });

/** Without `values.auth`, as `'env'`: the docs were its only caller. @deprecated codeSamples or codeSample. */
export const pythonSample = (op: TryItOperation, values: RequestValues) =>
  codeSample('python', op, { ...values, auth: values.auth ?? 'env' });

/**
 * The older curl form's quoting: single quotes around everything but the $TOKEN / $API_KEY placeholders of static
 * samples, which the shell must expand: `'Authorization: Bearer '"$TOKEN"`.
 */
export function shellQuote(value: string): string {
  const single = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  const parts = value.split(/(\$(?:TOKEN|API_KEY)\b)/).filter((part, i) => part !== '' || (i === 0 && value === ''));
  return parts.map((part) => (/^\$(TOKEN|API_KEY)$/.test(part) ? `"${part}"` : single(part))).join('');
}
