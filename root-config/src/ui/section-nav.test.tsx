import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOUCH_SCREEN } from './design-tokens';
import { kitStyles } from './kit-styles';
import { SectionNav } from './section-nav';

const LINKS = [
  { href: '/en/office/account', text: 'Accounts', current: false },
  { href: '/en/office/history', text: 'Bet history', current: true },
  { href: '/en/office/security', text: 'Security', current: false },
];

describe('the section menu', () => {
  it('is a named navigation whose current page is marked', () => {
    render(<SectionNav label="Personal office" links={LINKS} onNavigate={jest.fn()} />);
    const menu = screen.getByRole('navigation', { name: 'Personal office' });
    expect(menu.contains(screen.getByRole('link', { name: 'Accounts' }))).toBe(true);
    expect(screen.getByRole('link', { name: 'Bet history' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'Security' }).hasAttribute('aria-current')).toBe(false);
  });

  it('follows a plain click within the site and leaves a modified click to the browser', async () => {
    const onNavigate = jest.fn();
    render(<SectionNav label="Personal office" links={LINKS} onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('link', { name: 'Security' }));
    expect(onNavigate).toHaveBeenCalledWith('/en/office/security');
    onNavigate.mockClear();
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Accounts' }));
    await user.keyboard('{/Control}');
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('keeps its links in one row that scrolls sideways, never wider than the page', () => {
    const rule = (selector: string) =>
      kitStyles.slice(kitStyles.indexOf(`:where(${selector}) {`)).split('}')[0] ?? '';
    expect(rule('.ui-section-nav ul')).toContain('overflow-x: auto');
    expect(rule('.ui-section-nav a')).toContain('white-space: nowrap');
    expect(rule('.ui-section-nav')).toContain('max-width: 100%');
  });
});

describe('the touch targets', () => {
  it('make buttons, tabs and menu links at least the touch size on a touch or narrow screen only', () => {
    const touch = kitStyles.slice(kitStyles.indexOf(`@media ${TOUCH_SCREEN} {`));
    expect(kitStyles).toContain(`@media ${TOUCH_SCREEN} {`);
    expect(touch).toMatch(
      /\.ui-button:not\(\.ui-button--link\)\)[^{]*\.ui-tabs__tab\)[^{]*\.ui-section-nav a\)[^{]*\{\s*min-height: var\(--ui-touch-target\)/,
    );
    expect(TOUCH_SCREEN).toBe('(max-width: 40rem), (pointer: coarse)');
  });
});
