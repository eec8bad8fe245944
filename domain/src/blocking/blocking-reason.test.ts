import { BLOCKING_PAGE_BY_REASON, blockingReason } from './blocking-reason';

const open = { forceGeoOffCookie: undefined, forceGeoOffAllowed: false };

describe('the blocking reason', () => {
  it.each([
    [4, 'site-updates'],
    [16, 'suspension'],
    [1, 'block'],
    [2, 'block'],
    [3, 'block'],
    [5, 'block'],
    [14, 'block'],
    [13, 'block-ua'],
    [17, 'block-ie'],
    [8, 'coming-soon'],
  ])('reason %i leads to the %s page', (reason, page) => {
    expect(BLOCKING_PAGE_BY_REASON[reason]).toBe(page);
    expect(blockingReason({ displayTypeId: reason, templateTypeId: 2 }, open)).toBe(reason);
  });

  it('is none when the service answers none, or a reason without a page', () => {
    expect(blockingReason(null, open)).toBeNull();
    expect(blockingReason({ displayTypeId: 0, templateTypeId: 0 }, open)).toBeNull();
    expect(blockingReason({ displayTypeId: 99, templateTypeId: 2 }, open)).toBeNull();
  });

  it('is ignored for template type 1 with force_geo_off=1 where the operator allows it', () => {
    const geo = { displayTypeId: 16, templateTypeId: 1 };
    expect(blockingReason(geo, { forceGeoOffCookie: '1', forceGeoOffAllowed: true })).toBeNull();
  });

  it('stands when the operator does not allow force_geo_off, or for another template type', () => {
    expect(
      blockingReason(
        { displayTypeId: 16, templateTypeId: 1 },
        { forceGeoOffCookie: '1', forceGeoOffAllowed: false },
      ),
    ).toBe(16);
    expect(
      blockingReason(
        { displayTypeId: 16, templateTypeId: 2 },
        { forceGeoOffCookie: '1', forceGeoOffAllowed: true },
      ),
    ).toBe(16);
    expect(
      blockingReason(
        { displayTypeId: 16, templateTypeId: 1 },
        { forceGeoOffCookie: '0', forceGeoOffAllowed: true },
      ),
    ).toBe(16);
  });
});
