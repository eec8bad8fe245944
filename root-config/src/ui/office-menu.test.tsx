import { OFFICE_MENU } from '@betshell/domain';
import { render, screen } from '@testing-library/react';
import { OfficeMenu } from './office-menu';

describe('the office menu', () => {
  it('lists every office page in the page language, the one shown marked', () => {
    const menu = (language: string, route: string) => (
      <OfficeMenu
        language={language}
        route={route}
        translate={(key) => `«${key}»`}
        onNavigate={jest.fn()}
      />
    );
    const { rerender } = render(menu('en', 'office-history'));
    expect(screen.getAllByRole('link')).toHaveLength(OFFICE_MENU.length);
    const current = () => screen.getByRole('link', { current: 'page' }).getAttribute('href');
    expect(current()).toBe('/en/office/history');
    rerender(menu('ru', 'office-security'));
    expect(current()).toBe('/ru/office/security');
  });
});
