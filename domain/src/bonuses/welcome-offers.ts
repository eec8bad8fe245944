import type { BonusOfferView } from './bonuses-http-api';

/** A registration's bonus choice that takes an offer (0, no bonus, takes none). */
export type WelcomeChoice = 'sport' | 'casino';

/**
 * The offers of the bonus engine behind the registration's bonus choice (1 sport, 2 casino;
 * migration 0300), and the bonus rules page of each (the promotions' `bonuses/rules/{slug}`).
 */
export const WELCOME_OFFERS: readonly {
  readonly choice: WelcomeChoice;
  readonly bonusChoice: 1 | 2;
  readonly offerName: string;
  readonly rulesSlug: string;
}[] = [
  { choice: 'sport', bonusChoice: 1, offerName: 'welcome-sport', rulesSlug: 'first-deposit-sport' },
  {
    choice: 'casino',
    bonusChoice: 2,
    offerName: 'welcome-casino',
    rulesSlug: 'first-deposit-casino',
  },
];

/** The offer's name behind a bonus choice of the register call; undefined for none or unknown. */
export function welcomeOfferName(bonusChoice: number): string | undefined {
  return WELCOME_OFFERS.find((welcome) => welcome.bonusChoice === bonusChoice)?.offerName;
}

/** The page of a welcome offer's rules, under the page's language. */
export function welcomeRulesPath(lng: string, choice: WelcomeChoice): string {
  const slug = WELCOME_OFFERS.find((welcome) => welcome.choice === choice)!.rulesSlug;
  return `/${lng}/bonuses/rules/${slug}`;
}

/** A welcome offer as the registration page shows it: the engine's offer with its choice. */
export interface WelcomeOfferView extends BonusOfferView {
  readonly choice: WelcomeChoice;
}

/** GET /web-api/bonuses/welcome: the welcome offers the engine offers now (an operator may stop one). */
export interface WelcomeOffersAnswer {
  readonly offers: readonly WelcomeOfferView[];
}

/** The path of that call. */
export const WELCOME_OFFERS_PATH = '/web-api/bonuses/welcome';
