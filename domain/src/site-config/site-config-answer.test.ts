import { DEFAULT_SITE_CONFIG } from './default-site-config';
import { isSiteConfigAnswer } from './site-config-answer';

describe('an answer of the site config call', () => {
  it('is the site config when it has the shapes the shell reads', () => {
    expect(isSiteConfigAnswer(JSON.parse(JSON.stringify(DEFAULT_SITE_CONFIG)))).toBe(true);
  });

  it('is not when it is text, as a cut-off or garbled JSON body arrives', () => {
    expect(isSiteConfigAnswer('{"siteName": "betshell", <html>')).toBe(false);
    expect(isSiteConfigAnswer(null)).toBe(false);
    expect(isSiteConfigAnswer([])).toBe(false);
  });

  it('is not when a part the shell reads first is missing or of another shape', () => {
    expect(isSiteConfigAnswer({ ...DEFAULT_SITE_CONFIG, languages: undefined })).toBe(false);
    expect(isSiteConfigAnswer({ ...DEFAULT_SITE_CONFIG, languages: [] })).toBe(false);
    expect(isSiteConfigAnswer({ ...DEFAULT_SITE_CONFIG, hiddenPaths: 'none' })).toBe(false);
    expect(isSiteConfigAnswer({ ...DEFAULT_SITE_CONFIG, maintenance: null })).toBe(false);
    expect(isSiteConfigAnswer({ ...DEFAULT_SITE_CONFIG, siteName: 7 })).toBe(false);
  });
});
