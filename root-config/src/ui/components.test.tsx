import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { designTokensCss, DARK_PALETTE, LIGHT_PALETTE } from './design-tokens';
import { Dialog } from './dialog';
import { Field, Form, FormError, SubmitButton } from './form';
import { kitStyles } from './kit-styles';
import { Money, Odds } from './money';
import { ResponsiveTable } from './responsive-table';
import { Tabs } from './tabs';
import { Toast, ToastRegion } from './toast';

function DialogBehindAButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Sign in
      </button>
      {open && (
        <Dialog title="Login" closeLabel="Close" onClose={() => setOpen(false)}>
          <input aria-label="Your login" />
          <button type="submit">Go</button>
        </Dialog>
      )}
    </>
  );
}

describe('the design tokens', () => {
  it('define every colour role in both the light and the dark palette', () => {
    expect(Object.keys(DARK_PALETTE)).toEqual(Object.keys(LIGHT_PALETTE));
    expect(designTokensCss).toContain(`--ui-color-brand: ${LIGHT_PALETTE.brand};`);
    expect(designTokensCss).toMatch(/:root\[data-theme='dark'\] \{[^}]*--ui-color-surface:/);
  });

  it('follow the browser for the system theme with a media query, so no script decides it', () => {
    const system = designTokensCss.slice(
      designTokensCss.indexOf('@media (prefers-color-scheme: dark)'),
    );
    expect(system).toMatch(
      /^@media \(prefers-color-scheme: dark\) \{\s*:root\[data-theme='system'\] \{/,
    );
    expect(system.slice(0, system.indexOf('}'))).toContain(
      `--ui-color-page: ${DARK_PALETTE.page};`,
    );
  });

  it('set the root font size from data-font-size, the largest step a quarter larger', () => {
    expect(designTokensCss).toContain(":root[data-font-size='normal'] {\n  font-size: 100%;\n}");
    expect(designTokensCss).toContain(":root[data-font-size='largest'] {\n  font-size: 125%;\n}");
  });
});

describe('the kit styles', () => {
  it('weigh nothing, and put no pseudo-element inside :where(), which would void its rule', () => {
    const selectors = [...kitStyles.matchAll(/^\s*([^{}@\n][^{}]*)\{/gm)].flatMap((match) =>
      (match[1] ?? '').split(',').map((selector) => selector.trim()),
    );
    expect(selectors.length).toBeGreaterThan(30);
    for (const selector of selectors)
      expect(selector).toMatch(/^:where\([^:]*(:[a-z-]+[^:]*)*\)(::[a-z-]+)?$/);
  });
});

describe('the dialog', () => {
  it("is drawn on the page's body, over every part of the page, not inside the part that opens it", () => {
    const { container } = render(
      <section>
        <Dialog title="Odds changed">
          <button type="button">Take them</button>
        </Dialog>
      </section>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Odds changed' });
    expect(container.contains(dialog)).toBe(false);
    expect(dialog.closest('.ui-dialog-backdrop')?.parentElement).toBe(document.body);
  });

  it('is named by its title, takes the focus in, keeps it inside and gives it back on Escape', async () => {
    const user = userEvent.setup();
    render(<DialogBehindAButton />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByRole('dialog', { name: 'Login' }).getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Your login'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Go' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Your login'));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign in' }));
  });

  it('leaves the focus on a control that took it itself', () => {
    render(
      <Dialog title="Are you 18?">
        <input aria-label="Remember me" type="checkbox" />
        <button type="button" autoFocus>
          Yes
        </button>
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes' }));
  });

  it('without onClose has no close button and stays on Escape and on a click beside it: a question to be answered, over the strong scrim', async () => {
    render(
      <Dialog title="Are you 18?">
        <button type="button">Yes</button>
      </Dialog>,
    );
    await userEvent.keyboard('{Escape}');
    const backdrop = document.body.querySelector<HTMLElement>('.ui-dialog-backdrop');
    await userEvent.click(backdrop as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Are you 18?' }).isConnected).toBe(true);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(backdrop?.classList.contains('ui-dialog-backdrop--answer')).toBe(true);
    expect(kitStyles).toContain(
      ':where(.ui-dialog-backdrop--answer) { background: var(--ui-color-scrim-strong); }',
    );
  });

  it('with onClose closes by Escape and its button only, never by a click beside it, over the usual scrim', async () => {
    const user = userEvent.setup();
    render(<DialogBehindAButton />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const backdrop = document.body.querySelector<HTMLElement>('.ui-dialog-backdrop');
    await user.click(backdrop as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Login' }).isConnected).toBe(true);
    expect(backdrop?.classList.contains('ui-dialog-backdrop--answer')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('brings the kit styles while it is shown and takes them away after', () => {
    const { unmount } = render(<Dialog title="Hello">text</Dialog>);
    expect(document.head.querySelectorAll('style[data-ui-kit]')).toHaveLength(1);
    unmount();
    expect(document.head.querySelector('style[data-ui-kit]')).toBeNull();
  });
});

describe('the tabs', () => {
  it('choose by click and by arrow keys, with only the chosen tab in the Tab order', async () => {
    const user = userEvent.setup();
    function Chooser() {
      const [form, setForm] = useState<'login' | 'phone' | 'sms'>('login');
      return (
        <Tabs
          label="Sign in by"
          selected={form}
          onSelect={setForm}
          tabs={[
            { id: 'login', label: 'Login' },
            { id: 'phone', label: 'Phone' },
            { id: 'sms', label: 'SMS' },
          ]}
        />
      );
    }
    render(<Chooser />);
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    expect(screen.getByRole('tab', { name: 'Phone' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'SMS' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'SMS' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Phone' }).getAttribute('tabindex')).toBe('-1');
  });
});

describe('the form scaffold', () => {
  it('labels a field, reads its error with it and waits while the form is pending', () => {
    render(
      <Form aria-label="Deposit">
        <Field label="Amount" name="amount" error="Too much" />
        <Field label="Remember me" name="save" type="checkbox" />
        <FormError>Not now</FormError>
        <SubmitButton pending>Pay</SubmitButton>
      </Form>,
    );
    const amount = screen.getByLabelText('Amount');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    const description = amount.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(description)?.textContent).toBe('Too much');
    expect(screen.getByLabelText('Remember me').getAttribute('type')).toBe('checkbox');
    expect(screen.getByRole('alert').textContent).toBe('Not now');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pay' }).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Pay' }).getAttribute('aria-busy')).toBe('true');
  });
});

describe('money, odds, tables and toasts', () => {
  it("show money in the page's language and odds through the domain formatters", () => {
    render(
      <p>
        <Money amountMinor={123_450} currency="RUB" language="ru" />{' '}
        <Money amountMinor={123_450} currency="RUB" language="en" /> <Odds coef={1.875} view={1} />
      </p>,
    );
    expect(screen.getByText('1 234,50 ₽').className).toBe('ui-money');
    expect(screen.getByText('₽1,234.50').className).toBe('ui-money');
    expect(screen.getByText('10/11').className).toBe('ui-odds');
  });

  it('labels every cell with its column, for the cards of a narrow screen', () => {
    render(
      <ResponsiveTable
        caption="Payments"
        rows={[{ id: 7, amount: 500 }]}
        rowKey={(row) => row.id}
        columns={[
          { key: 'id', header: 'Number', cell: (row) => row.id },
          { key: 'amount', header: 'Amount', cell: (row) => row.amount, numeric: true },
        ]}
      />,
    );
    expect(screen.getByRole('cell', { name: '500' }).getAttribute('data-label')).toBe('Amount');
    expect(screen.getByRole('columnheader', { name: 'Number' }).isConnected).toBe(true);
  });

  it('make an error toast interrupt and an info toast wait, each closable', async () => {
    const closed = jest.fn();
    render(
      <ToastRegion label="Notifications">
        <Toast tone="error" onClose={closed} closeLabel="Close">
          Failed
        </Toast>
        <Toast>Saved</Toast>
      </ToastRegion>,
    );
    expect(screen.getByRole('alert').querySelector('p')?.textContent).toBe('Failed');
    expect(screen.getByRole('status').textContent).toBe('Saved');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(closed).toHaveBeenCalledTimes(1);
  });
});
