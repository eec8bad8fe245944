import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResponsiveTable, type TableColumn } from './responsive-table';

interface Coupon {
  readonly id: number;
  readonly stake: string;
}

const COLUMNS: ReadonlyArray<TableColumn<Coupon>> = [
  { key: 'stake', header: 'Stake', cell: (row) => row.stake, numeric: true },
  { key: 'id', header: 'Coupon', cell: (row) => `№ ${row.id}`, rowHeader: true },
];

const COUPONS: readonly Coupon[] = [
  { id: 1, stake: '10.00' },
  { id: 2, stake: '20.00' },
];

function renderCoupons(oneAtATime: boolean) {
  render(
    <ResponsiveTable
      rows={COUPONS}
      rowKey={(row) => row.id}
      rowProps={(row) => ({ 'data-coupon': row.id })}
      columns={COLUMNS}
      rowDetails={{ content: (row) => <p>Selections of {row.id}</p>, oneAtATime }}
    />,
  );
}

describe('a table whose rows open to their details', () => {
  it('opens a row by the button of the cell that names it, with its details under it', async () => {
    renderCoupons(false);
    const toggle = screen.getByRole('button', { name: '№ 1' });
    expect(toggle.closest('th')?.getAttribute('scope')).toBe('row');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Selections of 1')).toBeNull();

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(details?.previousElementSibling?.getAttribute('data-coupon')).toBe('1');
    expect(
      within(details as HTMLElement)
        .getByRole('cell')
        .getAttribute('colspan'),
    ).toBe('2');
    expect(details?.textContent).toBe('Selections of 1');

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Selections of 1')).toBeNull();
  });

  it('keeps several rows open, or one at a time when asked', async () => {
    renderCoupons(false);
    await userEvent.click(screen.getByRole('button', { name: '№ 1' }));
    await userEvent.click(screen.getByRole('button', { name: '№ 2' }));
    expect(screen.getByText('Selections of 1')).toBeTruthy();
    expect(screen.getByText('Selections of 2')).toBeTruthy();
  });

  it('closes the open row when another opens, with oneAtATime', async () => {
    renderCoupons(true);
    await userEvent.click(screen.getByRole('button', { name: '№ 1' }));
    await userEvent.click(screen.getByRole('button', { name: '№ 2' }));
    expect(screen.queryByText('Selections of 1')).toBeNull();
    expect(screen.getByText('Selections of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: '№ 1' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('has no buttons when its rows do not open', () => {
    render(<ResponsiveTable rows={COUPONS} rowKey={(row) => row.id} columns={COLUMNS} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('rowheader', { name: '№ 2' })).toBeTruthy();
  });
});
