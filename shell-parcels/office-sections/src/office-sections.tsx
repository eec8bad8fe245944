import type { RootStore } from '@betshell/domain';
import { observer } from 'mobx-react-lite';
import type { OfficeSectionsApi } from './office-sections-http-api';
import { PaycheckPage } from './paycheck-page';
import { ShareIdeaPage } from './share-idea-page';

export interface OfficeSectionsProps {
  readonly stores: Pick<RootStore, 'navigation' | 'settings'>;
  readonly api: OfficeSectionsApi;
  readonly today: () => Date;
}

/** The page of the settled route: office-share-idea or office-paycheck. */
export const OfficeSections = observer(function OfficeSections({
  stores,
  api,
  today,
}: OfficeSectionsProps) {
  const language = stores.settings.language;
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
