import { createContext, useContext } from 'react';

/**
 * Whether the reader may see the site's content. It is false only on a page the gate lets anyone open (the
 * not-found page) while the reader has no valid session: search and prefetching there would otherwise reveal
 * what the gate keeps behind it.
 */
export const ContentAccess = createContext(true);

export function useContentAccess(): boolean {
  return useContext(ContentAccess);
}
