import { describe, expect, it } from 'vitest';
import {
  ACTIVE_ATTRIBUTE,
  ACTIVE_ELEMENTS,
  mermaidConfig,
  UNDRAWN_DIAGRAM_TYPES,
} from '../../../viewer/mermaid/mermaid-config.ts';

describe("the viewer's mermaid config (issue 39)", () => {
  it('draws under strict security with SVG text labels, in both modes', () => {
    for (const mode of ['light', 'dark'] as const) {
      const config = mermaidConfig(mode);
      expect(config.securityLevel).toBe('strict');
      expect(config.htmlLabels).toBe(false);
    }
  });

  it("lets no diagram's front matter or directive switch HTML labels back on or loosen DOMPurify", () => {
    expect(mermaidConfig('light').secure).toEqual(
      expect.arrayContaining(['secure', 'securityLevel', 'htmlLabels', 'dompurifyConfig']),
    );
  });

  it('does not draw eventmodeling, whose renderer changes labels after they are sanitized', () => {
    expect(UNDRAWN_DIAGRAM_TYPES.has('eventmodeling')).toBe(true);
    expect(UNDRAWN_DIAGRAM_TYPES.has('flowchart-v2')).toBe(false);
  });

  it('names what a drawing may not bring into the page', () => {
    expect(ACTIVE_ATTRIBUTE('onmouseover', 'x()')).toBe(true);
    expect(ACTIVE_ATTRIBUTE('xlink:href', ' javascript:x()')).toBe(true);
    expect(ACTIVE_ATTRIBUTE('href', '#marker')).toBe(false);
    expect(ACTIVE_ATTRIBUTE('style', 'fill:red')).toBe(false);
    expect(ACTIVE_ELEMENTS.test('script')).toBe(true);
    expect(ACTIVE_ELEMENTS.test('foreignObject')).toBe(false);
  });
});
