import { SEARCH_ROUTE } from '../../format/routes.ts';

/** Routes the viewer renders by itself; links may point at them. The home page is one when the config has `home`. */
export function viewerRoutes(hasHome: boolean): string[] {
  return hasHome ? ['/', SEARCH_ROUTE] : [SEARCH_ROUTE];
}
