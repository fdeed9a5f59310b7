// Placeholder until the Details renderer lands; replaced by the helper's file.
export function renderDetails(input: { summaryHtml: string | undefined; bodyHtml: string; open?: boolean; className?: string }): string {
  return `<details><summary>${input.summaryHtml ?? 'Detalhes'}</summary><div>${input.bodyHtml}</div></details>`;
}
