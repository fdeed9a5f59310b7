/**
 * The overlay's own styles, in its shadow root so that the site's CSS cannot reach it and it cannot reach the site.
 * A dark panel in both of the site's themes, as Vite's and VitePress's overlays are: its colours pass WCAG AA on it.
 */
export const OVERLAY_STYLE = `
.panel {
  box-sizing: border-box; width: min(960px, calc(100vw - 32px)); max-height: calc(100vh - 64px);
  margin: 32px auto auto; padding: 0; overflow: auto; border: 1px solid #4a4a4a; border-top: 6px solid #ff6b6b;
  border-radius: 8px; background: #1c1d21; color: #e8e8ea; box-shadow: 0 16px 48px rgba(0, 0, 0, 0.5);
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; text-align: left;
}
.panel::backdrop { background: rgba(0, 0, 0, 0.66); }
.content { padding: 20px 24px 16px; }
.header { display: flex; align-items: center; gap: 16px; justify-content: space-between; }
.title { margin: 0; font-size: 18px; font-weight: 650; color: #ff9b9b; }
.close {
  flex: none; padding: 6px 14px; border: 1px solid #6b6b70; border-radius: 6px; background: #2c2d33; color: #f2f2f4;
  font: inherit; font-size: 14px; cursor: pointer;
}
.close:hover { background: #3a3b42; }
.close:focus-visible { outline: 3px solid #8ab4ff; outline-offset: 2px; }
.note { margin: 8px 0 16px; color: #c9c9ce; }
.errors { margin: 0; padding: 0; list-style: none; }
.error { margin: 0 0 16px; padding: 12px 14px; border-radius: 6px; background: #25262c; }
.location { margin: 0; font: 13px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; color: #9ecbff; }
.message { margin: 2px 0 0; color: #ffd0d0; white-space: pre-wrap; overflow-wrap: anywhere; }
.excerpt {
  margin: 10px 0 0; padding: 8px 0; overflow-x: auto; border-radius: 4px; background: #121316; color: #c9c9ce;
  tab-size: 4;
  font: 13px/1.55 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
}
.excerpt:focus-visible { outline: 3px solid #8ab4ff; outline-offset: 2px; }
.row, .caret { display: block; width: max-content; min-width: calc(100% - 24px); padding: 0 12px; white-space: pre; }
.error-row { background: rgba(255, 107, 107, 0.16); color: #f4f4f6; }
.caret { color: #ff9b9b; font-weight: 700; }
.tip { margin: 0; font-size: 13px; color: #b4b4ba; }
`;
