import { checkPersonalData, personalDataProblemKey, type PersonalData } from './personal-data';

const VALID: PersonalData = {
  name: 'Ли Мин',
  surname: 'Иванова-Петрова',
  birthday: '2008-11-27',
  documentTypeId: 2,
  documentNumber: 'ab 123-456',
  documentIssuedOn: '2024-01-10',
  documentExpiresOn: '2034-01-10',
  address: 'ул. Абая 10, Алматы',
  countryId: 3,
};
const RULES = { today: '2026-11-27', ageLimit: 18 };

const problemsOf = (change: Partial<PersonalData>, rules = RULES) => {
  const check = checkPersonalData({ ...VALID, ...change }, rules);
  return check.ok ? [] : check.problems;
};

describe('personal data for verification', () => {
  it('accepts names in any script and cleans spaces and the document number', () => {
    const check = checkPersonalData({ ...VALID, name: '  Ли   Мин ' }, RULES);
    expect(check).toEqual({
      ok: true,
      data: { ...VALID, name: 'Ли Мин', documentNumber: 'AB123456' },
    });
  });

  it('takes the age rule of registration: adult on the 18th birthday, not the day before', () => {
    expect(problemsOf({ birthday: '2008-11-27' })).toEqual([]);
    expect(problemsOf({ birthday: '2008-11-28' })).toEqual([
      { field: 'birthday', reason: 'under-age' },
    ]);
    expect(problemsOf({ birthday: '2005-11-28' }, { ...RULES, ageLimit: 21 })).toEqual([
      { field: 'birthday', reason: 'under-age' },
    ]);
    expect(problemsOf({ birthday: '2027-01-01' })).toEqual([
      { field: 'birthday', reason: 'in-the-future' },
    ]);
  });

  it.each([
    [{ name: 'R2D2' }, 'name', 'invalid'],
    [{ name: '-Anna' }, 'name', 'invalid'],
    [{ surname: 'x'.repeat(51) }, 'surname', 'too-long'],
    [{ birthday: '1990-02-30' }, 'birthday', 'invalid'],
    [{ countryId: 0 }, 'countryId', 'required'],
    [{ countryId: 4242 }, 'countryId', 'invalid'],
    [{ address: '12 3' }, 'address', 'invalid'],
    [{ address: 'a'.repeat(201) }, 'address', 'too-long'],
    [{ documentTypeId: 0 }, 'documentTypeId', 'required'],
    [{ documentTypeId: 4 }, 'documentTypeId', 'invalid'],
    [{ documentNumber: 'АБ123456' }, 'documentNumber', 'invalid'],
    [{ documentNumber: '12' }, 'documentNumber', 'invalid'],
    [{ documentNumber: ' - ' }, 'documentNumber', 'required'],
    [{ documentIssuedOn: '2027-01-01' }, 'documentIssuedOn', 'in-the-future'],
    [{ documentExpiresOn: '2024-01-10' }, 'documentExpiresOn', 'before-issue'],
    [{ documentExpiresOn: '2026-11-26' }, 'documentExpiresOn', 'expired'],
  ] as const)('names the field and its reason for %j', (change, field, reason) => {
    expect(problemsOf(change)).toEqual([{ field, reason }]);
  });

  it('names every broken field in the form order, each once', () => {
    expect(
      problemsOf({ documentNumber: '', name: '', birthday: '', address: '' }).map((p) => p.field),
    ).toEqual(['name', 'birthday', 'address', 'documentNumber']);
  });

  it('takes a document without an expiry date', () => {
    expect(problemsOf({ documentExpiresOn: null })).toEqual([]);
    expect(problemsOf({ documentExpiresOn: '' })).toEqual([]);
  });

  it('has a dictionary key per reason', () => {
    expect(personalDataProblemKey('under-age')).toBe('verification_problem_under_age');
  });
});
