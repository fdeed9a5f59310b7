/** The languages docsgen writes samples in, in the order a page shows them. */
export const CODE_SAMPLE_IDS = ['curl', 'javascript', 'python', 'go', 'java', 'csharp', 'php', 'ruby'] as const;
export type CodeSampleId = (typeof CODE_SAMPLE_IDS)[number];

/** A code sample: generated (`id` one of {@link CODE_SAMPLE_IDS}) or the API description's own (`fromSpec`). */
export interface CodeSample {
  /** Unique among a list's samples: the language's id, with `-2`, `-3`… for a second sample in the same language. */
  id: string;
  /** What a tab or title shows. */
  label: string;
  /** The highlighter's (shiki's) name for the language; one it lacks shows as plain text. */
  lang: string;
  code: string;
  /** Set for the samples of the description's `x-codeSamples`. */
  fromSpec?: true;
}

/** Each generated language's label and highlighter grammar. */
export const SAMPLE_LANGUAGES: Record<CodeSampleId, { label: string; lang: string }> = {
  curl: { label: 'curl', lang: 'bash' },
  javascript: { label: 'JavaScript (fetch)', lang: 'javascript' },
  python: { label: 'Python (requests)', lang: 'python' },
  go: { label: 'Go (net/http)', lang: 'go' },
  java: { label: 'Java (HttpClient)', lang: 'java' },
  csharp: { label: 'C# (HttpClient)', lang: 'csharp' },
  php: { label: 'PHP (cURL)', lang: 'php' },
  ruby: { label: 'Ruby (Net::HTTP)', lang: 'ruby' },
};
