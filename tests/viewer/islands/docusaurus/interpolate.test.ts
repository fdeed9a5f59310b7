import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { interpolate } from '../../../../viewer/islands/docusaurus/interpolate.tsx';

describe("Translate's interpolation in islands", () => {
  it('gives text when every value is text', () => {
    expect(interpolate('Olá, {nome}! {falta}', { nome: 'Ana' })).toBe('Olá, Ana! {falta}');
  });

  it('renders element values among the text without a React warning about keys', () => {
    const warnings = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const node = interpolate('Veja {a} e {b}.', {
        a: createElement('a', { href: '/docs/a' }, 'isto'),
        b: createElement('b', null, 'aquilo'),
      });
      expect(renderToStaticMarkup(createElement('p', null, node))).toBe(
        '<p>Veja <a href="/docs/a">isto</a> e <b>aquilo</b>.</p>',
      );
      expect(warnings).not.toHaveBeenCalled();
    } finally {
      warnings.mockRestore();
    }
  });
});
