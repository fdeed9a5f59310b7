import { type RefObject, useEffect } from 'react';
import './zoom.css';

/** Images of the content a reader can enlarge: not a link's image, whose click follows the link. */
const ZOOMABLE = 'img:not(a img)';

/**
 * Lets the reader enlarge the content's images: each becomes a button ("Ampliar imagem") that a click, Enter or Space
 * opens in a modal dialog. The dialog's code loads on the first opening, so a page's initial JavaScript carries only
 * this hook.
 */
export function useImageZoom(ref: RefObject<HTMLElement | null>, html: string): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    for (const image of root.querySelectorAll<HTMLImageElement>(ZOOMABLE)) {
      image.tabIndex = 0;
      image.setAttribute('role', 'button');
      image.setAttribute('aria-haspopup', 'dialog');
      image.setAttribute('aria-label', image.alt ? `${UI.zoomImage}: ${image.alt}` : UI.zoomImage);
      image.classList.add('zoomable');
    }
    // As a native button: Enter opens on keydown, Space on keyup, so that the key's release does not land on the
    // dialog's close button, which has focus by then.
    const open = (event: MouseEvent | KeyboardEvent) => {
      const image = (event.target as Element).closest<HTMLImageElement>('img.zoomable');
      if (!image) return;
      if (event instanceof KeyboardEvent) {
        // Space would scroll the page.
        if (event.key === ' ') event.preventDefault();
        if (event.key !== (event.type === 'keydown' ? 'Enter' : ' ')) return;
      }
      void import('./zoom-dialog.ts').then(({ showZoomed }) => showZoomed(image));
    };
    const events = ['click', 'keydown', 'keyup'] as const;
    for (const type of events) root.addEventListener(type, open);
    return () => {
      for (const type of events) root.removeEventListener(type, open);
    };
  }, [ref, html]);
}
