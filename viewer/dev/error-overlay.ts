import type { DevError } from '../../format/dev-events.ts';
import { DEV_STRINGS } from '../../format/ui-strings/dev/dev-strings.ts';
import { uiLanguageOf } from '../../format/ui-strings/ui-language.ts';
import { OVERLAY_STYLE } from './overlay-style.ts';

/** The overlay speaks the watched site's language, which its pages (and watch's placeholder page) declare. */
const text = () => DEV_STRINGS[uiLanguageOf(document.documentElement.lang || 'pt-BR')];

const HOST_ID = 'docsgen-error-overlay';

/** Builds an element with its class and text; everything the overlay shows goes in as text, never as HTML. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The excerpt as a code frame: a gutter of line numbers, the error's line marked, and a caret under its column. */
function codeFrame(error: DevError): HTMLElement | undefined {
  const { excerpt, line, column } = error;
  if (!excerpt || line === undefined || column === undefined) return undefined;
  const width = String(excerpt.start + excerpt.lines.length - 1).length;
  const pre = el('pre', 'excerpt');
  // A long line scrolls the excerpt sideways, which the keyboard can do once it is focusable.
  pre.tabIndex = 0;
  pre.setAttribute('role', 'group');
  pre.setAttribute('aria-label', text().excerptOf(error.location ?? ''));
  excerpt.lines.forEach((text, i) => {
    const number = excerpt.start + i;
    const isError = number === line;
    const row = el(
      'span',
      isError ? 'row error-row' : 'row',
      `${isError ? '>' : ' '} ${String(number).padStart(width)} | ${text}\n`,
    );
    pre.append(row);
    if (!isError) return;
    // Spaces where the line has characters and tabs where it has tabs, so that the caret lines up in any editor's view.
    const lead = text.slice(0, Math.max(0, column - 1)).replace(/[^\t]/g, ' ');
    const caret = el('span', 'caret', `  ${' '.repeat(width)} | ${lead}^\n`);
    // The location above already says the column to a screen reader.
    caret.setAttribute('aria-hidden', 'true');
    pre.append(caret);
  });
  return pre;
}

function errorItem(error: DevError): HTMLLIElement {
  const item = el('li', 'error');
  if (error.location) item.append(el('p', 'location', error.location));
  item.append(el('p', 'message', error.message));
  const frame = codeFrame(error);
  if (frame) item.append(frame);
  return item;
}

/**
 * The panel of build errors: a modal dialog over the page, listing every error of the last rebuild. The writer may
 * close it (the button, Esc, or a click beside it) to look at the page; it opens again only when the errors change,
 * and goes away by itself once a save fixes them. Focus returns to where it was when the panel closes.
 */
export function createErrorOverlay() {
  let dialog: HTMLDialogElement | undefined;
  /** The errors the writer closed the panel on: the same list, sent again after another save, stays closed. */
  let dismissed: string | undefined;
  let shown: string | undefined;
  let returnFocus: Element | null = null;

  const remove = () => {
    const host = document.getElementById(HOST_ID);
    if (!host) return;
    dialog = undefined;
    host.remove();
    if (returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus();
    returnFocus = null;
  };

  const mount = (): HTMLDialogElement => {
    const host = el('div');
    host.id = HOST_ID;
    const root = host.attachShadow({ mode: 'open' });
    const style = el('style', '', OVERLAY_STYLE);
    const node = el('dialog', 'panel');
    node.setAttribute('aria-labelledby', 'docsgen-overlay-title');
    node.setAttribute('aria-describedby', 'docsgen-overlay-note');
    node.addEventListener('close', () => {
      dismissed = shown;
      remove();
    });
    // A click on the dialog itself, not on its content, landed on the backdrop beside the panel.
    node.addEventListener('click', (event) => {
      if (event.target === node) node.close();
    });
    root.append(style, node);
    document.body.append(host);
    return node;
  };

  return function show(errors: DevError[], served: boolean): void {
    const key = JSON.stringify(errors);
    if (!errors.length) {
      dismissed = undefined;
      shown = undefined;
      remove();
      return;
    }
    if (key === shown || key === dismissed) return;
    shown = key;
    const strings = text();
    const content = el('div', 'content');
    const header = el('header', 'header');
    const title = el('h2', 'title', strings.errorsInBuild(errors.length));
    title.id = 'docsgen-overlay-title';
    const close = el('button', 'close', strings.close);
    close.type = 'button';
    close.addEventListener('click', () => dialog?.close());
    header.append(title, close);
    const note = el('p', 'note', served ? strings.lastGoodShown : strings.nothingShownYet);
    note.id = 'docsgen-overlay-note';
    const list = el('ol', 'errors');
    list.append(...errors.map(errorItem));
    const tip = el('p', 'tip', strings.hideTip);
    content.append(header, note, list, tip);
    if (dialog) {
      // Already open: the new list replaces the old one, and focus stays where the writer left it, or on the new
      // close button if it was on a part of the old list.
      const focused = (dialog.getRootNode() as ShadowRoot).activeElement;
      dialog.replaceChildren(content);
      if (focused && !focused.isConnected) close.focus();
      return;
    }
    returnFocus = document.activeElement;
    dialog = mount();
    dialog.append(content);
    dialog.showModal();
    close.focus();
  };
}
