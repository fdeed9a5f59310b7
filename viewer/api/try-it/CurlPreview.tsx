import { useState } from 'react';
import type { TryItOperation } from '../../../format/site-format.ts';
import { curlSample, type RequestValues } from '../../../format/try-it/code-samples.ts';

/** Shows the secrets masked; the copy button puts the full command, real secrets included, on the clipboard. */
export function CurlPreview({ operation, values }: { operation: TryItOperation; values: RequestValues }) {
  const [copied, setCopied] = useState(false);
  // A password shows no characters at all: four of a short one would be most of it.
  const password = values.password ? '••••••••' : values.password;
  const masked = { ...values, token: mask(values.token), apiKey: mask(values.apiKey), password };
  const copy = async () => {
    await navigator.clipboard.writeText(curlSample(operation, values));
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <div className="try-it-curl">
      <div className="try-it-curl-bar">
        <span>curl</span>
        <button type="button" className="try-it-copy" onClick={() => void copy()}>
          {copied ? UI.tryItCopied : UI.tryItCopyCommand}
        </button>
      </div>
      {/* Focusable, as code blocks are, so that a keyboard can scroll a long command. */}
      <pre tabIndex={0}>
        <code data-testid="curl-preview">{curlSample(operation, masked)}</code>
      </pre>
    </div>
  );
}

function mask(secret: string): string {
  if (!secret || secret.startsWith('$')) return secret;
  return secret.length <= 8 ? '••••••••' : `${secret.slice(0, 4)}••••${secret.slice(-4)}`;
}
