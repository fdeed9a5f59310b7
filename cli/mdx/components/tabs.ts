// Placeholder until the Tabs renderer lands; replaced by the helper's file.
export interface TabItemInput { value: string; label?: string; default?: boolean; attributes?: Record<string, string | number | boolean>; className?: string; html: string; line: number; column: number }
export interface TabsInput { id: string; values?: { value: string; label?: string; attributes?: Record<string, string | number | boolean> }[]; defaultValue?: string | null; groupId?: string; queryString?: boolean | string; lazy?: boolean; className?: string; items: TabItemInput[]; line: number; column: number }
export interface TabsProblem { line: number; column: number; message: string; severity: 'error' | 'warning' }
export function renderTabs(input: TabsInput, _report: (problem: TabsProblem) => void): string {
  return `<div class="tabs-container">${input.items.map((i) => `<div role="tabpanel">${i.html}</div>`).join('')}</div>`;
}
