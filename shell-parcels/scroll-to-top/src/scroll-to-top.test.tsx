import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { Viewport } from '@betshell/domain/chrome';
import { ScrollToTop } from './scroll-to-top';
import type { ScrollView } from './window-scroll-view';

function fakeView(viewport: Viewport) {
  let scrollY = 0;
  const scrolledToTop = jest.fn();
  const listeners = new Set<() => void>();
  const view: ScrollView = {
    scrollY: () => scrollY,
    viewport: () => viewport,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    scrollToTop() {
      scrolledToTop();
      scrollY = 0;
      listeners.forEach((listener) => listener());
    },
  };
  const scrollTo = (y: number) =>
    act(() => {
      scrollY = y;
      listeners.forEach((listener) => listener());
    });
  return { view, scrollTo, listeners, scrolledToTop };
}

async function renderControl(viewport: Viewport) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { translation: { scroll_to_top: 'Up' } } } });
  const fake = fakeView(viewport);
  const { unmount } = render(
    <I18nextProvider i18n={i18n}>
      <ScrollToTop view={fake.view} />
    </I18nextProvider>,
  );
  return { ...fake, unmount };
}

describe('the scroll-to-top control', () => {
  it('shows on desktop once the page is scrolled past one screen height', async () => {
    const { scrollTo } = await renderControl({
      widthPx: 1366,
      heightPx: 700,
      coarsePointer: false,
    });
    expect(screen.queryByRole('button', { name: 'Up' })).toBeNull();
    scrollTo(700);
    expect(screen.queryByRole('button', { name: 'Up' })).toBeNull();
    scrollTo(701);
    expect(screen.getByRole('button', { name: 'Up' })).toBeTruthy();
  });

  it('waits for four screen heights on mobile', async () => {
    const { scrollTo } = await renderControl({ widthPx: 390, heightPx: 800, coarsePointer: true });
    scrollTo(1600);
    expect(screen.queryByRole('button', { name: 'Up' })).toBeNull();
    scrollTo(3201);
    expect(screen.getByRole('button', { name: 'Up' })).toBeTruthy();
  });

  it('takes the player back to the top and hides', async () => {
    const { scrolledToTop, scrollTo } = await renderControl({
      widthPx: 1366,
      heightPx: 700,
      coarsePointer: false,
    });
    scrollTo(5000);
    await userEvent.click(screen.getByRole('button', { name: 'Up' }));
    expect(scrolledToTop).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Up' })).toBeNull();
  });

  it('stops listening when it unmounts', async () => {
    const { listeners, unmount } = await renderControl({
      widthPx: 1366,
      heightPx: 700,
      coarsePointer: false,
    });
    expect(listeners.size).toBe(1);
    unmount();
    expect(listeners.size).toBe(0);
  });
});
