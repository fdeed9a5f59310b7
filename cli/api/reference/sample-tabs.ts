import type { TryItOperation } from '../../../format/site-format.ts';
import { codeSamples } from '../../../format/try-it/code-samples.ts';
import { withSpecSamples } from '../../../format/try-it/spec-samples.ts';
import type { CodeHighlighter } from '../../core/render-env.ts';
import { renderTabs } from '../../mdx/components/tabs.ts';
import type { ApiOperation } from '../openapi/types.ts';
import { codeBlock } from './code-block.ts';

/** The groupId of the code samples' tabs: the language a reader picks is kept on every operation page. */
export const SAMPLE_GROUP = 'api-linguagem';

/**
 * An operation's code samples as tabs, one per language (curl, JavaScript, Python, Go, Java, C#, PHP, Ruby), each
 * reading the token and key from the environment as its language does, the description's own `x-codeSamples` first
 * (each in place of the generated one of its language), the reader's choice kept across pages (SAMPLE_GROUP).
 */
export function sampleTabs(
  tryIt: TryItOperation,
  op: ApiOperation,
  server: string,
  highlight: CodeHighlighter,
): string {
  const generated = codeSamples(tryIt, {
    server,
    params: {},
    body: tryIt.requestBody?.example,
    auth: 'env',
    token: '',
    apiKey: '',
  });
  const samples = withSpecSamples(generated, op.codeSamples);
  const id = `Api-${op.method}-${op.path}`.replace(/[^A-Za-z0-9_-]+/g, '-');
  return renderTabs(
    {
      id,
      groupId: SAMPLE_GROUP,
      items: samples.map((sample) => ({
        value: sample.id,
        label: sample.label,
        html: codeBlock(highlight, sample.code, sample.lang, undefined, !('fromSpec' in sample)),
        line: 1,
        column: 1,
      })),
      line: 1,
      column: 1,
    },
    () => {},
  );
}
