import { useEffect, useRef, useState } from 'react';
import { useManifest } from '../data/manifest-context.tsx';
import { readStorage, writeStorage } from '../data/storage.ts';
import { useInternalLinks } from '../navigation/use-internal-links.ts';
import { nextTabStop } from './focus-order.ts';
import { CloseIcon } from './icons.tsx';

/** Docusaurus's keys, so a bar closed on the old site stays closed. */
export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';

function isDismissed(id: string): boolean {
  return readStorage(ANNOUNCEMENT_ID_KEY) === id && readStorage(ANNOUNCEMENT_DISMISS_KEY) === 'true';
}

/** The config's announcement; closing it is remembered by id, so a new id shows again. */
export function AnnouncementBar() {
  const { announcementBar: bar } = useManifest();
  const [dismissed, setDismissed] = useState(() => !bar || isDismissed(bar.id));
  const root = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useInternalLinks(content);
  useEffect(() => {
    if (!bar || readStorage(ANNOUNCEMENT_ID_KEY) === bar.id) return;
    writeStorage(ANNOUNCEMENT_ID_KEY, bar.id);
    writeStorage(ANNOUNCEMENT_DISMISS_KEY, null);
  }, [bar]);
  if (!bar || dismissed) return null;
  const close = () => {
    writeStorage(ANNOUNCEMENT_ID_KEY, bar.id);
    writeStorage(ANNOUNCEMENT_DISMISS_KEY, 'true');
    // The focused button is about to go, which would drop focus to <body> and send the next Tab back to the top.
    if (root.current) nextTabStop(root.current)?.focus();
    setDismissed(true);
  };
  return (
    <div ref={root} className="announcement-bar" role="region" aria-label={UI.announcement}>
      {/* Compiler output: inline Markdown without raw HTML. */}
      {/* Focusable by a tap, which shows the whole text on a phone (navbar.css). */}
      <div
        ref={content}
        className="announcement-content"
        tabIndex={-1}
        dangerouslySetInnerHTML={{ __html: bar.html }}
      />
      {bar.isCloseable && (
        <button
          type="button"
          className="icon-button announcement-close"
          aria-label={UI.closeAnnouncement}
          onClick={close}
        >
          <CloseIcon size={18} />
        </button>
      )}
    </div>
  );
}
