import { ACCOUNT_TYPE } from './account';
import { accountLabel, accountLabelWithSymbol } from './account-label';

const texts = (_key: 'money_account_label_bonus', values: { currency: string }) =>
  `Бонусный ${values.currency}`;

describe("an account's name in the player's language", () => {
  it('is its currency for a money account', () => {
    expect(accountLabel(texts, { type: ACCOUNT_TYPE.currency, iso: 'USD' })).toBe('USD');
  });

  it("is the dictionary's words around the currency for a bonus account", () => {
    expect(accountLabel(texts, { type: ACCOUNT_TYPE.bonus, iso: 'EUR' })).toBe('Бонусный EUR');
  });

  it("ends with the currency's symbol where the symbol is shown", () => {
    expect(
      accountLabelWithSymbol(texts, { type: ACCOUNT_TYPE.bonus, iso: 'EUR', symbol: '€' }),
    ).toBe('Бонусный EUR €');
  });
});
