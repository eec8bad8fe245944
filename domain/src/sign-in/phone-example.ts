/**
 * The hint every phone field of the sign-in forms shows: the international format the server's
 * phone check takes (a plus, the country code, the number), as one example the forms share.
 */
export const PHONE_EXAMPLE = '+79991234567';
