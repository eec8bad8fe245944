import { appViewTypeOf, flagOf, flagValue, timeZoneOf } from './global-settings-cookies';

describe('the tzo cookie', () => {
  it.each([
    ['3', 3],
    ['-5', -5],
    ['+4', 4],
    ['5.5', 5.5],
    ['5.75', 5.75],
    ['14', 14],
    ['-12', -12],
  ])('%s is a time zone of %d hours', (value, hours) => {
    expect(timeZoneOf(value)).toBe(hours);
  });

  it.each([[undefined], [''], ['15'], ['-13'], ['3.3'], ['Europe/Moscow'], ['3h']])(
    '%j is no time zone',
    (value) => {
      expect(timeZoneOf(value)).toBeNull();
    },
  );
});

describe('a flag cookie', () => {
  it.each([
    ['1', true],
    ['true', true],
    ['0', false],
    ['false', false],
    ['yes', null],
    [undefined, null],
  ])('%j reads as %j', (value, flag) => {
    expect(flagOf(value)).toBe(flag);
  });

  it('is written as 1 or 0', () => {
    expect([flagValue(true), flagValue(false)]).toEqual(['1', '0']);
  });
});

describe('the app_view_type cookie', () => {
  it.each([
    ['0', 0],
    ['1', 1],
    [1, 1],
    ['2', null],
    ['', null],
    [undefined, null],
  ])('%j reads as %j', (value, type) => {
    expect(appViewTypeOf(value)).toBe(type);
  });
});
