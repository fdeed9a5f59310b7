import { storedToken } from '../gate/token-storage.ts';

/**
 * A page's Markdown export, fetched as payloads are: with the reader's token, so that a host that refuses payloads to
 * readers without one (docs/pages/deploy/nginx.md) refuses the exports the same way.
 */
export async function fetchMarkdown(url: string): Promise<string> {
  const token = storedToken();
  const response = await fetch(url, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  if (!response.ok) throw new Error(`${url}: ${UI.serverAnswered} ${response.status}`);
  return response.text();
}

/**
 * Copies the Markdown at `url`. Where the browser takes a clipboard item whose text is still on its way (Chromium,
 * Safari), the copy starts within the click, as Safari requires; elsewhere the text is copied once it has arrived.
 */
export async function copyMarkdown(url: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
    const text = fetchMarkdown(url).then((markdown) => new Blob([markdown], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text })]);
    return;
  }
  await navigator.clipboard.writeText(await fetchMarkdown(url));
}
