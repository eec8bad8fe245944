import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './dialog';

function PageWithAReminder() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <input aria-label="Search" autoFocus />
      <button type="button">Next</button>
      {open && (
        <Dialog
          title="Not registered yet?"
          modal={false}
          closeLabel="Close"
          onClose={() => setOpen(false)}
        >
          <button type="button">Register</button>
        </Dialog>
      )}
    </>
  );
}

describe('a dialog that is not modal', () => {
  it('leaves the focus where the player has it, with no scrim and no trap', async () => {
    render(<PageWithAReminder />);
    const dialog = screen.getByRole('dialog', { name: 'Not registered yet?' });
    expect(document.activeElement).toBe(screen.getByLabelText('Search'));
    expect(dialog.getAttribute('aria-modal')).toBeNull();
    expect(dialog.className).toBe('ui-dialog ui-dialog--modeless');
    expect(document.querySelector('.ui-dialog-backdrop')).toBeNull();

    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Register' }));
    // Tab goes on out of the popup, back to the page.
    await userEvent.tab();
    expect(document.activeElement).toBe(document.body);
  });

  it('closes on Escape from inside it and by its close button', async () => {
    render(<PageWithAReminder />);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
