import { dropFirstPaintMarkup } from './drop-first-paint-markup';

describe('the markup the server painted before the shell started', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<div id="single-spa-application:@betshell/cookie-banner"><section data-first-paint>banner</section></div>' +
      '<div id="single-spa-application:@betshell/other"><p data-first-paint>other</p><p>kept</p></div>';
  });

  it('stays in the slots of mounted applications, whose views replace it', () => {
    dropFirstPaintMarkup(document, ['@betshell/cookie-banner', '@betshell/header']);

    expect(document.body.textContent).toBe('bannerkept');
  });

  it('goes everywhere when nothing mounted, and leaves the rest of a slot', () => {
    dropFirstPaintMarkup(document, []);

    expect(document.querySelectorAll('[data-first-paint]')).toHaveLength(0);
    expect(document.body.textContent).toBe('kept');
  });
});
