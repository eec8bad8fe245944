/**
 * The body of a one-click registration (POST /auth-api/v1/register) as a player sends it from the
 * registration page: roubles, Russia, the terms accepted and the age confirmed. `bonusChoice` is the
 * welcome bonus the player picks (0 none, 1 the sports bonus).
 */
export function oneClickRegistration(bonusChoice: 0 | 1 = 0) {
  return {
    type: 'one_click',
    currency: 'RUB',
    countryId: 1,
    bonusChoice,
    termsAccepted: true,
    ageConfirmed: true,
  } as const;
}
