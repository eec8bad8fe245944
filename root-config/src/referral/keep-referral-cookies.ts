import { referralCookiesOf, type CookieAgreementStore, type CookieJar } from '@betshell/domain';
import { when } from 'mobx';

/**
 * Sets the referral cookies of the landing URL (spec/limits-coupon-signin.md section 9) through
 * the consented jar. They are marketing cookies: a visitor who has not agreed to those yet gets
 * them when the agreement allows them, in this page's life, so a referral is not lost to a banner
 * answered a moment after landing. Answers the disposer of that wait.
 */
export function keepReferralCookies(
  search: string,
  cookies: CookieJar & { readonly agreement: Pick<CookieAgreementStore, 'allowsCookie'> },
): () => void {
  const referral = referralCookiesOf(new URLSearchParams(search));
  if (referral.length === 0) return () => undefined;
  return when(
    () => referral.every((cookie) => cookies.agreement.allowsCookie(cookie.name)),
    () => {
      for (const cookie of referral) cookies.set(cookie.name, cookie.value, cookie.lifetime);
    },
  );
}
