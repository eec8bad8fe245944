import { OFFICE_MENU } from '@betshell/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfficeMenu, type OfficeMenuProps } from './office-menu';

const menu = (props: Partial<OfficeMenuProps> = {}) => (
  <OfficeMenu
    language="en"
    route="office-history"
    translate={(key) => `«${key}»`}
    onNavigate={jest.fn()}
    {...props}
  />
);

const side = () => screen.getByRole('navigation', { name: '«area_office»' });

describe('the office menu', () => {
  it('lists every office page in the page language, the one shown marked', () => {
    const { rerender } = render(menu());
    expect(within(side()).getAllByRole('link')).toHaveLength(OFFICE_MENU.length);
    const current = () =>
      within(side()).getByRole('link', { current: 'page' }).getAttribute('href');
    expect(current()).toBe('/en/office/history');
    rerender(menu({ language: 'ru', route: 'office-security' }));
    expect(current()).toBe('/ru/office/security');
  });

  it('lists only the entries it is given', () => {
    render(menu({ items: OFFICE_MENU.filter((item) => item.route !== 'office-recharge') }));
    expect(
      within(side()).queryByRole('link', { name: '«money_office_recharge_title»' }),
    ).toBeNull();
  });

  it('shows the facts it is given, a fact with a page as its link', async () => {
    const onNavigate = jest.fn();
    const { container } = render(
      menu({
        onNavigate,
        facts: [
          { id: 'balance', name: 'Balance', value: '12.50 ₽' },
          {
            id: 'limits',
            name: 'Limit changes waiting',
            value: '2',
            href: '/en/office/responsible',
            attention: true,
          },
        ],
      }),
    );
    const balance = container.querySelector('[data-fact="balance"]');
    expect(balance?.textContent).toBe('Balance12.50 ₽');
    expect(balance?.hasAttribute('data-attention')).toBe(false);
    expect(container.querySelector('[data-fact="limits"]')?.hasAttribute('data-attention')).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('link', { name: '2' }));
    expect(onNavigate).toHaveBeenCalledWith('/en/office/responsible');
  });

  it('opens as a modal when the address asks for it, and closing it goes to the page under it', async () => {
    const onNavigate = jest.fn();
    render(
      menu({
        onNavigate,
        route: 'office-navigation-menu',
        asModal: { closeHref: '/en/office/account' },
      }),
    );
    const sheet = screen.getByRole('dialog', { name: '«area_office»' });
    expect(within(sheet).getByRole('link', { current: 'page' }).getAttribute('href')).toBe(
      '/en/office/account',
    );
    await userEvent.click(within(sheet).getByRole('button', { name: '«office_menu_close»' }));
    expect(onNavigate).toHaveBeenCalledWith('/en/office/account');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the modal its address opened when the page moves on to another address', () => {
    const { rerender } = render(
      menu({ route: 'office-navigation-menu', asModal: { closeHref: '/en/office/account' } }),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    rerender(menu({ route: 'office-history' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens as a sheet from its button, and a chosen page closes it', async () => {
    const onNavigate = jest.fn();
    render(menu({ onNavigate }));
    await userEvent.click(screen.getByRole('button', { name: '«office_menu_open»' }));
    const sheet = screen.getByRole('dialog', { name: '«area_office»' });
    await userEvent.click(within(sheet).getByRole('link', { name: '«office_security_title»' }));
    expect(onNavigate).toHaveBeenCalledWith('/en/office/security');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
