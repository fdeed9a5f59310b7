import { useEffect, type RefObject } from 'react';

const LABEL = UI.copyCode;
const DONE = UI.copiedCode;
const FAILED = UI.copyFailed;
/** How long the button says what happened before it offers to copy again. */
const FEEDBACK_MS = 2000;

/**
 * Gives every code block of a page a copy button, as Docusaurus does. The
 * buttons are added by the viewer, not written by the compiler, so a page
 * read without JavaScript shows no button that cannot work. What is copied
 * is the code as shown: line numbers are drawn by CSS and magic comments
 * were removed at build time. The outcome is announced through a status
 * region, since a changed button text alone is not read out.
 */
export function useCodeCopyButtons(ref: RefObject<HTMLElement | null>, html: string): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const timers: number[] = [];
    for (const block of root.querySelectorAll<HTMLElement>('.code-block')) {
      const code = block.querySelector('pre code');
      if (!code) continue;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'code-copy';
      button.textContent = LABEL;
      const status = document.createElement('span');
      status.className = 'visually-hidden';
      status.setAttribute('role', 'status');
      const say = (text: string) => {
        button.textContent = text;
        status.textContent = text;
        timers.push(
          window.setTimeout(() => {
            button.textContent = LABEL;
            status.textContent = '';
          }, FEEDBACK_MS),
        );
      };
      button.addEventListener('click', () => {
        navigator.clipboard.writeText(code.textContent ?? '').then(
          () => say(DONE),
          () => say(FAILED),
        );
      });
      block.append(button, status);
    }
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [ref, html]);
}
