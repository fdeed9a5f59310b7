import { describe, expect, it } from 'vitest';
import { pageHeadTags } from '../../../cli/output/page-head.ts';

const site = { url: 'https://docs.example.com', baseUrl: '/portal/' };

describe('pageHeadTags', () => {
  it('writes keywords as one comma-separated meta, as Docusaurus does', () => {
    expect(pageHeadTags(site, { keywords: ['soja', 'milho "verde"'] })).toEqual([
      '<meta name="keywords" content="soja,milho &quot;verde&quot;">',
    ]);
  });

  it('writes the image as og:image and twitter:image, absolute from url and baseUrl', () => {
    expect(pageHeadTags(site, { image: '/img/capa.png' })).toEqual([
      '<meta property="og:image" content="https://docs.example.com/portal/img/capa.png">',
      '<meta name="twitter:image" content="https://docs.example.com/portal/img/capa.png">',
    ]);
    expect(pageHeadTags(site, { image: 'img/capa.png' })[0]).toBe(
      '<meta property="og:image" content="https://docs.example.com/portal/img/capa.png">',
    );
    expect(pageHeadTags(site, { image: 'https://cdn.example.com/c.png' })[0]).toBe(
      '<meta property="og:image" content="https://cdn.example.com/c.png">',
    );
  });

  it('writes nothing for a page without them', () => {
    expect(pageHeadTags(site, {})).toEqual([]);
  });
});
