import { isMobileViewport, scrollToTopThresholdPx, showsScrollToTop } from './scroll-to-top';

const desktop = { widthPx: 1366, heightPx: 768, coarsePointer: false };
const phone = { widthPx: 390, heightPx: 844, coarsePointer: true };

describe('the scroll-to-top threshold', () => {
  it.each([
    ['a desktop', desktop, false],
    ['a phone', phone, true],
    ['a narrow desktop window with a mouse', { ...desktop, widthPx: 600 }, false],
    ['a touch screen as wide as a desktop', { ...desktop, coarsePointer: true }, false],
    ['a tablet in portrait', { widthPx: 820, heightPx: 1180, coarsePointer: true }, true],
  ])('%s is mobile: %s', (_name, viewport, mobile) => {
    expect(isMobileViewport(viewport)).toBe(mobile);
  });

  it('is one screen height on desktop and four on mobile', () => {
    expect(scrollToTopThresholdPx(desktop)).toBe(768);
    expect(scrollToTopThresholdPx(phone)).toBe(4 * 844);
  });

  it.each([
    [desktop, 0, false],
    [desktop, 768, false],
    [desktop, 769, true],
    [phone, 844, false],
    [phone, 3376, false],
    [phone, 3377, true],
  ])('at %j scrolled %i px shows the control: %s', (viewport, scrollY, shown) => {
    expect(showsScrollToTop(scrollY, viewport)).toBe(shown);
  });

  it('never shows in a viewport without height (a hidden frame)', () => {
    expect(showsScrollToTop(5000, { ...desktop, heightPx: 0 })).toBe(false);
  });
});
