import { act, render } from '@testing-library/react';
import {
  navigationEventFixture,
  rootStoreFixture,
  settledRouteFixture,
} from '@betshell/domain/testing';
import { SNOWFLAKES, Snow } from './snow';

async function renderSnow(snowOnHome: boolean) {
  const { bus, stores } = await rootStoreFixture({ config: { snowOnHome } });
  const { container } = render(<Snow stores={stores} />);
  const show = (name: string) =>
    act(() =>
      bus.next(navigationEventFixture('/ru/x', 'ru', { page: settledRouteFixture({ name }) })),
    );
  return { container, show };
}

describe('the snow', () => {
  it('falls on the home page when the site config turns it on, hidden from screen readers', async () => {
    const { container, show } = await renderSnow(true);
    show('home');
    const snow = container.querySelector('.bs-snow');
    expect(snow?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('.bs-snow__flake')).toHaveLength(SNOWFLAKES);
  });

  it('does not fall when the site config leaves it off', async () => {
    const { container, show } = await renderSnow(false);
    show('home');
    expect(container.querySelector('.bs-snow')).toBeNull();
  });

  it('stops when the visitor leaves the home page', async () => {
    const { container, show } = await renderSnow(true);
    show('home');
    show('slots');
    expect(container.querySelector('.bs-snow')).toBeNull();
  });
});
