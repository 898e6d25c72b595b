import { layoutParts } from './layout-parts';

describe('layouts (docs/product.md §2)', () => {
  it('default shows only the page', () => {
    expect(layoutParts('default', false)).toEqual({ banner: false, tabBar: false, shortcut: false, backdrop: false });
  });
  it('banner adds the download banner', () => {
    expect(layoutParts('banner', false)).toMatchObject({ banner: true, tabBar: false });
  });
  it('bannerTabs and vlive show banner and tab bar', () => {
    expect(layoutParts('bannerTabs', true)).toMatchObject({ banner: true, tabBar: true });
    expect(layoutParts('vlive', true)).toMatchObject({ banner: true, tabBar: true });
  });
  it('user has the background image, and the tab bar on tab pages', () => {
    expect(layoutParts('user', true)).toMatchObject({ backdrop: true, tabBar: true, banner: false });
    expect(layoutParts('user', false)).toMatchObject({ backdrop: true, tabBar: false });
  });
});
