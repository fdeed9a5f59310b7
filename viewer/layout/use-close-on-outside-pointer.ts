import { type RefObject, useEffect } from 'react';

/** Closes an open menu when the pointer goes down outside `root`, as the navbar's dropdowns do. */
export function useCloseOnOutsidePointer(open: boolean, root: RefObject<HTMLElement | null>, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open, root, close]);
}
