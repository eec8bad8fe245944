import { contactFieldsFilled, requiredProfileFieldsFilled, termsChangedFor } from './user-config';

const FILLED = {
  date_birthday: '1990-01-01',
  document_type_id: 1,
  inn: null,
  name: 'Ivan',
  surname: 'Petrov',
  passport: '4500 123456',
  passport_date: '2010-01-01',
  passport_end_date: null,
  registration_address: 'Moscow',
};

describe('the user config rules', () => {
  it('counts the profile filled when the six required fields are present', () => {
    expect(requiredProfileFieldsFilled(FILLED)).toBe(true);
    expect(requiredProfileFieldsFilled({ ...FILLED, passport: null })).toBe(false);
    expect(requiredProfileFieldsFilled({ ...FILLED, name: '' })).toBe(false);
  });

  it('counts the contacts filled when both phone and e-mail are present', () => {
    expect(contactFieldsFilled({ phone_number: '79001234567', user_email: 'a@b.cd' })).toBe(true);
    expect(contactFieldsFilled({ phone_number: null, user_email: 'a@b.cd' })).toBe(false);
  });

  it('marks the terms changed when they were published after the last confirmation', () => {
    expect(termsChangedFor(null, 5)).toBe(false);
    expect(termsChangedFor(1000, null)).toBe(true);
    expect(termsChangedFor(1000, 999)).toBe(true);
    expect(termsChangedFor(1000, 1000)).toBe(false);
  });

  it('marks the terms changed for a player who never confirmed any', () => {
    expect(termsChangedFor(null, null)).toBe(true);
  });
});
