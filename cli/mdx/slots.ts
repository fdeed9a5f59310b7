/**
 * A component renders its HTML around content that is still tokens (a tab panel's Markdown, a summary): it is given
 * a marker per slot, and its HTML is cut at the markers into the pieces the element's tags then render.
 */
export function slotMarkers(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `\u0000slot${i}\u0000`);
}

/** The HTML before the first marker, between markers, and after the last: markers.length + 1 pieces. */
export function cutAt(html: string, markers: readonly string[]): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (const marker of markers) {
    const at = html.indexOf(marker, from);
    if (at === -1) throw new Error("a component's HTML lost one of its slots");
    pieces.push(html.slice(from, at));
    from = at + marker.length;
  }
  pieces.push(html.slice(from));
  return pieces;
}
