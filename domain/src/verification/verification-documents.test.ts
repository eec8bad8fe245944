import { documentKindKey, isDocumentKind, missingDocumentKinds } from './verification-documents';

describe('verification documents', () => {
  it('names every kind missing, in the order front, back, selfie', () => {
    expect(missingDocumentKinds([])).toEqual(['front', 'back', 'selfie']);
    expect(missingDocumentKinds(['selfie', 'front'])).toEqual(['back']);
    expect(missingDocumentKinds(['back', 'front', 'selfie'])).toEqual([]);
  });

  it('knows only front, back and selfie as kinds', () => {
    expect(isDocumentKind('back')).toBe(true);
    expect(isDocumentKind('passport')).toBe(false);
    expect(isDocumentKind(undefined)).toBe(false);
  });

  it('gives each kind its dictionary key', () => {
    expect(documentKindKey('selfie')).toBe('verification_document_selfie');
  });
});
