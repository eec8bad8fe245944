import { coefViewOfSettings } from './coef-view-of-settings';

describe('the odds format of the settings', () => {
  it('is the player’s choice when it is offered', () => {
    expect(coefViewOfSettings({ coefViewId: 2 })).toBe(2);
  });

  it('is decimal when the settings have none, or one not offered', () => {
    expect(coefViewOfSettings({})).toBe(0);
    expect(coefViewOfSettings({ coefViewId: 14 })).toBe(0);
  });
});
