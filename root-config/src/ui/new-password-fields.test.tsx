import { render, screen } from '@testing-library/react';
import { NewPasswordFields } from './new-password-fields';

describe('the new password fields', () => {
  it('ask a required new password twice, for a password manager to fill, by the given names', () => {
    render(
      <form aria-label="Reset">
        <NewPasswordFields
          passwordLabel="New password"
          repeatLabel="Repeat it"
          names={{ password: 'fresh', repeat: 'again' }}
        />
      </form>,
    );
    for (const [label, name] of [
      ['New password', 'fresh'],
      ['Repeat it', 'again'],
    ] as const) {
      const input = screen.getByLabelText<HTMLInputElement>(label);
      expect(input.type).toBe('password');
      expect(input.name).toBe(name);
      expect(input.required).toBe(true);
      expect(input.autocomplete).toBe('new-password');
    }
  });

  it('reads each field’s error with it', () => {
    render(
      <NewPasswordFields
        passwordLabel="New password"
        repeatLabel="Repeat it"
        repeatError="The passwords differ"
      />,
    );
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBeNull();
    const repeat = screen.getByLabelText('Repeat it');
    expect(repeat.getAttribute('name')).toBe('repeat');
    expect(repeat.getAttribute('aria-invalid')).toBe('true');
    const description = repeat.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(description)?.textContent).toBe('The passwords differ');
  });
});
