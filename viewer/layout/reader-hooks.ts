import { useEffect, useState } from 'react';

const KEYBOARD_CLASS = 'navigation-with-keyboard';

/** Focus rings only for keyboard users: Tab sets the class, a mouse press removes it. */
export function useKeyboardNavigationMarker(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') document.body.classList.add(KEYBOARD_CLASS);
    };
    const onMouse = () => document.body.classList.remove(KEYBOARD_CLASS);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onMouse);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onMouse);
    };
  }, []);
}

/** Scrolling down past the navbar hides it, scrolling up shows it again. */
export function useHideOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < 60) setHidden(false);
      else if (y > last + 4) setHidden(true);
      else if (y < last - 4) setHidden(false);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}

/** Whether the window is in the desktop layout (wider than 996 px). */
export const DESKTOP_QUERY = '(min-width: 997px)';
