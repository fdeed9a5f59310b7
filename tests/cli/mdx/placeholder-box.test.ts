import { describe, expect, it } from 'vitest';
import { placeholderStyle } from '../../../cli/mdx/islands/placeholder-box.ts';
import type { IslandUse } from '../../../cli/mdx/mdx-context.ts';
import { renderDoc } from '../../../cli/markdown/render-doc.ts';
import { identity } from '../../helpers/identity-resolvers.ts';

describe('the box an island placeholder reserves', () => {
  it('is the aspect ratio of numeric width and height, at most width pixels wide, as an image reserves its own', () => {
    expect(placeholderStyle({ width: 560, height: 315, src: 'https://www.youtube-nocookie.com/embed/x' })).toBe(
      'aspect-ratio:560 / 315;max-width:560px',
    );
    expect(placeholderStyle({ width: '640', height: '360px' })).toBe('aspect-ratio:640 / 360;max-width:640px');
  });

  it('is a minimum height from height alone, style.height or style.minHeight, and a ratio from style.aspectRatio', () => {
    expect(placeholderStyle({ height: 200 })).toBe('min-height:200px');
    expect(placeholderStyle({ style: { height: 240 } })).toBe('min-height:240px');
    expect(placeholderStyle({ style: { minHeight: '12rem' } })).toBe('min-height:12rem');
    expect(placeholderStyle({ style: { aspectRatio: '16 / 9' } })).toBe('aspect-ratio:16 / 9');
    // The style's own size wins over the props'.
    expect(placeholderStyle({ width: 560, height: 315, style: { height: '50vh' } })).toBe('min-height:50vh');
  });

  it('is nothing without a size, or with one the build cannot read as a length (no CSS reaches the page unchecked)', () => {
    expect(placeholderStyle({})).toBeUndefined();
    expect(placeholderStyle({ width: 560 })).toBeUndefined();
    expect(placeholderStyle({ height: '100%' })).toBeUndefined();
    expect(placeholderStyle({ height: -5, style: { height: 'calc(1px);background:url(x)' } })).toBeUndefined();
    expect(placeholderStyle({ style: { aspectRatio: '16/9;color:red' } })).toBeUndefined();
    expect(placeholderStyle({ style: ['height', 100] })).toBeUndefined();
  });

  it('is written on a block placeholder, never on one in text', () => {
    const islands: IslandUse[] = [];
    const render = (body: string) =>
      renderDoc({ body, bodyLineOffset: 0, mdx: true }, { ...identity, report: () => {} }, () => ({
        file: '/site/docs/page.mdx',
        siteDir: '/site',
        islands,
      })).html;
    const block = render("import Video from '@site/src/Video';\n\n<Video width={560} height={315} />\n");
    expect(block).toContain(' style="aspect-ratio:560 / 315;max-width:560px"></div>');
    const inline = render("import Video from '@site/src/Video';\n\nUm <Video width={56} height={31} /> aqui.\n");
    expect(inline).not.toContain('style=');
  });
});
