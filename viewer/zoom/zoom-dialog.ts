const CLOSE_ICON =
  '<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" ' +
  'stroke-linecap="round" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18"/></svg>';

/**
 * Shows `image` as large as the window allows, in a modal dialog: the browser keeps focus inside it and closes it on
 * Escape; a click anywhere closes it too, as Docusaurus's and VitePress's image zoom plugins do. Focus goes back to the
 * image, so that the reader carries on where they were.
 */
export function showZoomed(image: HTMLImageElement): void {
  const dialog = document.createElement('dialog');
  dialog.className = 'zoom-dialog';
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', image.alt ? `${UI.zoomedImage}: ${image.alt}` : UI.zoomedImage);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'icon-button zoom-close';
  close.setAttribute('aria-label', UI.close);
  // A constant of this module, not content.
  close.innerHTML = CLOSE_ICON;
  const enlarged = document.createElement('img');
  enlarged.className = 'zoom-image';
  enlarged.src = image.currentSrc || image.src;
  enlarged.alt = image.alt;
  dialog.append(close, enlarged);
  dialog.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    dialog.remove();
    image.focus();
  });
  document.body.append(dialog);
  dialog.showModal();
}
