import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { copyMarkdown, fetchMarkdown } from './fetch-markdown.ts';

const COPY = UI.copyAsMarkdown;
const DONE = UI.copiedMarkdown;
const FAILED = UI.copyFailed;
/** How long the button says what happened before it offers to copy again. */
const FEEDBACK_MS = 2000;

/**
 * The Markdown menu's items: "Copiar como Markdown" puts the page's Markdown export on the clipboard, and "Ver como
 * Markdown" opens it. What happened to a copy is announced through a status region, since a changed button text alone
 * is not read out. On a gated site the host may ask for the reader's token (docs/pages/deploy/nginx.md), which a link
 * cannot send: the viewer fetches the export with it and shows what came back.
 */
export function MarkdownMenu({
  id,
  href,
  gated,
  hidden,
}: {
  id: string;
  href: string;
  gated: boolean;
  hidden: boolean;
}) {
  const [said, setSaid] = useState({ status: '', button: '' });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  /** Announces what happened; a copy's outcome also shows on its button for a moment. */
  const say = (status: string, button = '') => {
    setSaid({ status, button });
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setSaid({ status: '', button: '' }), FEEDBACK_MS);
  };
  const copy = () => {
    copyMarkdown(href).then(
      () => say(DONE, DONE),
      () => say(FAILED, FAILED),
    );
  };
  const view = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!gated || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    fetchMarkdown(href).then(
      (text) => window.location.assign(URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))),
      () => say(UI.openMarkdownFailed),
    );
  };
  return (
    <>
      <ul id={id} className="dropdown-menu" hidden={hidden}>
        <li>
          <button type="button" className="dropdown-link markdown-action" onClick={copy}>
            {said.button || COPY}
          </button>
        </li>
        <li>
          <a className="dropdown-link" href={href} type="text/markdown" onClick={view}>
            {UI.viewAsMarkdown}
          </a>
        </li>
      </ul>
      <span className="visually-hidden" role="status">
        {said.status}
      </span>
    </>
  );
}
