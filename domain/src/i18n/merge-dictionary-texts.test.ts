import { mergeDictionaryTexts } from './merge-dictionary-texts';

describe('merging a language with the fallback language', () => {
  it('keeps the texts of the language', () => {
    expect(mergeDictionaryTexts({ home: 'На главную' }, { home: 'Home' })).toEqual({
      home: 'На главную',
    });
  });

  it('fills each key missing in the language with the fallback text for that key', () => {
    expect(
      mergeDictionaryTexts({ home: 'Басты бет' }, { home: 'Home', refresh: 'Refresh' }),
    ).toEqual({ home: 'Басты бет', refresh: 'Refresh' });
  });

  it('keeps an empty text of the language rather than falling back', () => {
    expect(mergeDictionaryTexts({ banner: '' }, { banner: 'Welcome' })).toEqual({ banner: '' });
  });

  it('answers the fallback texts for a language with none of its own', () => {
    expect(mergeDictionaryTexts({}, { home: 'Home' })).toEqual({ home: 'Home' });
  });
});
