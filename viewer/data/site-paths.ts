/** Helpers between browser URLs (with baseUrl) and site paths (without). */
export function stripBase(href: string, baseUrl: string): string | null {
  const base = baseUrl.replace(/\/$/, '');
  if (!base) return href;
  if (href === base) return '/';
  return href.startsWith(`${base}/`) ? href.slice(base.length) : null;
}

export function withBase(path: string, baseUrl: string): string {
  return `${baseUrl.replace(/\/$/, '')}${path}`;
}
