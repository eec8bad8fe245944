import { act, render, screen } from '@testing-library/react';
import type { SettledPage } from '@betshell/domain';
import { Subject } from 'rxjs';
import { followSeoText, type SeoTextOfPage, type SeoTextPage } from './follow-seo-text';
import { SeoText, type SeoTextSource } from './seo-text';

function fakeSource(initial: SeoTextOfPage | null) {
  let text = initial;
  const listeners = new Set<() => void>();
  const source: SeoTextSource = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => text,
  };
  const show = (next: SeoTextOfPage | null) =>
    act(() => {
      text = next;
      listeners.forEach((listener) => listener());
    });
  return { source, show };
}

const home: SeoTextOfPage = {
  pathname: '/en/',
  visual: {
    urlPath: '/',
    h1: 'Sports betting and casino',
    image: { url: '/web-api/media/seo/home.svg', alt: 'Betshell', width: 1200, height: 400 },
  },
  content: {
    urlPath: '/',
    heading: 'Online sports betting <b>now</b>',
    paragraphs: ['First.', '<img src=x onerror=alert(1)>'],
  },
};

describe('the SEO text block', () => {
  it('shows the h1, the sized image and the plain-text content', () => {
    const { container } = render(<SeoText source={fakeSource(home).source} />);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sports betting and casino');
    const image = screen.getByRole('img', { name: 'Betshell' });
    expect(image.getAttribute('width')).toBe('1200');
    expect(image.getAttribute('height')).toBe('400');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Online sports betting <b>now</b>',
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelectorAll('b, section img')).toHaveLength(1);
  });

  it('follows the page and leaves no box on a page without text', () => {
    const { source, show } = fakeSource(home);
    const { container } = render(<SeoText source={source} />);

    show({
      pathname: '/en/live',
      visual: null,
      content: { urlPath: '/live/*', heading: 'Live', paragraphs: [] },
    });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Live');

    show({ pathname: '/en/about', visual: null, content: null });
    expect(container.innerHTML).toBe('');
  });

  it("never shows the page before's h1 beside the h1 of the page the player went to", async () => {
    const route = (name: string) =>
      ({ kind: 'route', name, area: 'betting', layout: 'default', status: 200 }) as SettledPage;
    const pages = new Subject<SeoTextPage>();
    const painted = new Subject<void>();
    const api = {
      content: () => Promise.resolve({ content: null }),
      visual: () =>
        Promise.resolve({ visual: { urlPath: '/', h1: 'Sports betting', image: null } }),
    };
    const { source, show } = fakeSource(null);
    followSeoText(pages, api, jest.fn(), () => painted).subscribe((text) => show(text));
    render(
      <>
        <main id="page">{null}</main>
        <SeoText source={source} />
      </>,
    );
    act(() => pages.next({ pathname: '/en/', lng: 'en', page: route('home') }));
    act(() => painted.next());
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'Sports betting',
    );

    // The registration page settles and shows its own h1; it has not painted yet, so its SEO
    // calls are not even asked.
    act(() => pages.next({ pathname: '/en/registration', lng: 'en', page: route('registration') }));
    const own = document.createElement('h1');
    own.textContent = 'Registration';
    document.getElementById('page')?.append(own);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h1) => h1.textContent)).toEqual([
      'Registration',
    ]);
  });
});
