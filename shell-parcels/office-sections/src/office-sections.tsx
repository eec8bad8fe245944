import type { RootStore } from '@betshell/domain';
import { observer } from 'mobx-react-lite';
import type { OfficeSectionsApi } from './office-sections-http-api';
import { LoyaltyPage, type LoyaltyPageKind } from './loyalty-page';
import { PaycheckPage } from './paycheck-page';
import { ShareIdeaPage } from './share-idea-page';

export interface OfficeSectionsProps {
  readonly stores: Pick<RootStore, 'navigation' | 'settings'>;
  readonly api: OfficeSectionsApi;
  readonly today: () => Date;
  /** The site's origin, for links to share (window.location.origin). */
  readonly origin: string;
}

/** The loyalty pages by route. */
const LOYALTY_PAGES: Readonly<Record<string, LoyaltyPageKind>> = {
  'office-rewards': 'rewards',
  'office-promotion': 'promotion',
  'office-bringfriend': 'bringfriend',
  'office-vipcashback': 'vipcashback',
  'office-premiumcashback': 'premiumcashback',
};

/** The page of the settled route: office-share-idea, office-paycheck or a loyalty page. */
export const OfficeSections = observer(function OfficeSections({
  stores,
  api,
  today,
  origin,
}: OfficeSectionsProps) {
  const language = stores.settings.language;
  const loyaltyPage = LOYALTY_PAGES[stores.navigation.routeName ?? ''];
  if (loyaltyPage !== undefined) {
    return (
      <LoyaltyPage
        key={loyaltyPage}
        api={api}
        page={loyaltyPage}
        language={language}
        timeDisplay={stores.settings.timeDisplay}
        origin={origin}
      />
    );
  }
  switch (stores.navigation.routeName) {
    case 'office-share-idea':
      return <ShareIdeaPage api={api} timeDisplay={stores.settings.timeDisplay} />;
    case 'office-paycheck':
      return (
        <PaycheckPage
          api={api}
          language={language}
          timeDisplay={stores.settings.timeDisplay}
          today={today}
        />
      );
    default:
      return null;
  }
});
