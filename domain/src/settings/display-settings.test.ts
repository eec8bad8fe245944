import { appFontSizeOf, appThemeOf, displayAttributesOf } from './display-settings';

describe('the display settings', () => {
  it('reads the spec theme values 0 light and 1 dark, and 2 for following the system', () => {
    expect(['0', '1', '2'].map(appThemeOf)).toEqual([0, 1, 2]);
  });

  it('treats a theme or font size cookie it does not know as not set', () => {
    expect([appThemeOf('3'), appThemeOf('dark'), appThemeOf(undefined), appThemeOf('01')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect([appFontSizeOf('3'), appFontSizeOf(''), appFontSizeOf('1')]).toEqual([null, null, 1]);
  });

  it('names the attributes of <html> for the cookies, light at normal size without them', () => {
    expect(displayAttributesOf({ appTheme: undefined, appFontSize: undefined })).toEqual({
      theme: 'light',
      fontSize: 'normal',
    });
    expect(displayAttributesOf({ appTheme: '1', appFontSize: '2' })).toEqual({
      theme: 'dark',
      fontSize: 'largest',
    });
    expect(displayAttributesOf({ appTheme: '2', appFontSize: '1' })).toEqual({
      theme: 'system',
      fontSize: 'large',
    });
  });
});
