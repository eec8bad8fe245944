/**
 * spec/shell.md section 3: "Phone country: id, name, code, phoneCode" and "Phone mask: CountryId,
 * Mask, Min, Max". The spec lists no countries; these are the site's markets (its languages:
 * ru, ua, kz, az, uz, en), the currencies' home countries (decisions.md) and the countries of the
 * policy logo (section 9's ids, below). `Min` and `Max` count
 * the digits after the dialling code; `#` in a mask is one of them.
 */
export interface PhoneCountry {
  readonly id: number;
  readonly name: string;
  /** ISO 3166 alpha-2. */
  readonly code: string;
  /** The dialling code, digits only. */
  readonly phoneCode: string;
  readonly mask: string;
  readonly min: number;
  readonly max: number;
}

export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  {
    id: 1,
    name: 'Russia',
    code: 'RU',
    phoneCode: '7',
    mask: '+7 (###) ###-##-##',
    min: 10,
    max: 10,
  },
  {
    id: 2,
    name: 'Ukraine',
    code: 'UA',
    phoneCode: '380',
    mask: '+380 (##) ###-##-##',
    min: 9,
    max: 9,
  },
  {
    id: 3,
    name: 'Kazakhstan',
    code: 'KZ',
    phoneCode: '7',
    mask: '+7 (###) ###-##-##',
    min: 10,
    max: 10,
  },
  {
    id: 4,
    name: 'Azerbaijan',
    code: 'AZ',
    phoneCode: '994',
    mask: '+994 (##) ###-##-##',
    min: 9,
    max: 9,
  },
  {
    id: 5,
    name: 'Uzbekistan',
    code: 'UZ',
    phoneCode: '998',
    mask: '+998 (##) ###-##-##',
    min: 9,
    max: 9,
  },
  {
    id: 6,
    name: 'United Kingdom',
    code: 'GB',
    phoneCode: '44',
    mask: '+44 #### ######',
    min: 10,
    max: 10,
  },
  {
    id: 7,
    name: 'Germany',
    code: 'DE',
    phoneCode: '49',
    mask: '+49 ### ########',
    min: 10,
    max: 11,
  },
  { id: 8, name: 'India', code: 'IN', phoneCode: '91', mask: '+91 #####-#####', min: 10, max: 10 },
  {
    id: 9,
    name: 'Nigeria',
    code: 'NG',
    phoneCode: '234',
    mask: '+234 ### ### ####',
    min: 10,
    max: 10,
  },
  {
    id: 10,
    name: 'United States',
    code: 'US',
    phoneCode: '1',
    mask: '+1 (###) ###-####',
    min: 10,
    max: 10,
  },
  {
    id: 11,
    name: 'Japan',
    code: 'JP',
    phoneCode: '81',
    mask: '+81 ##-####-####',
    min: 10,
    max: 10,
  },
  // The policy logo's countries (limits-coupon-signin.md section 9 fixes their ids: 1, 66, 126,
  // 228, 120; 1 is Russia above). Ours: the markets whose regulator makes a licensed site show a
  // responsible-gambling or licence logo (Italy's ADM, Spain's Juego Seguro, Sweden's Spelpaus,
  // the Netherlands' KSA), listed in the order of their ids.
  { id: 66, name: 'Italy', code: 'IT', phoneCode: '39', mask: '+39 ### ### ####', min: 9, max: 10 },
  {
    id: 120,
    name: 'Netherlands',
    code: 'NL',
    phoneCode: '31',
    mask: '+31 # ## ## ## ##',
    min: 9,
    max: 9,
  },
  { id: 126, name: 'Spain', code: 'ES', phoneCode: '34', mask: '+34 ### ### ###', min: 9, max: 9 },
  {
    id: 228,
    name: 'Sweden',
    code: 'SE',
    phoneCode: '46',
    mask: '+46 ## ### ## ##',
    min: 9,
    max: 9,
  },
];

/**
 * The site's country id of an ISO code (limits-coupon-signin.md section 3, "Country: id, name,
 * phoneCode, code"). One table numbers the countries: the phone countries, so that one id means
 * one country everywhere.
 */
export function countryIdOf(code: string | null): number | null {
  if (code === null) return null;
  const upper = code.toUpperCase();
  return PHONE_COUNTRIES.find((country) => country.code === upper)?.id ?? null;
}

export function phoneCountryById(id: number): PhoneCountry | undefined {
  return PHONE_COUNTRIES.find((country) => country.id === id);
}

/**
 * The country a phone (digits, international) belongs to: the one whose dialling code it starts
 * with and whose length fits. Russia and Kazakhstan share 7; the country the player chose wins, or
 * the first listed.
 */
export function phoneCountryOf(
  phone: string,
  preferredCountryId?: number,
): PhoneCountry | undefined {
  const fits = PHONE_COUNTRIES.filter((country) => {
    const national = phone.length - country.phoneCode.length;
    return (
      phone.startsWith(country.phoneCode) && national >= country.min && national <= country.max
    );
  });
  return fits.find((country) => country.id === preferredCountryId) ?? fits[0];
}
