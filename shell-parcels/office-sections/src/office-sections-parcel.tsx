// @betshell/office-sections: the office share-idea, paycheck and loyalty pages' single-spa
// lifecycles. The root config mounts it on their routes (the layout table,
// root-config/src/layout/shell-layout.ts).
import { platform } from '@betshell/platform';
import { createOfficeSectionsHttpApi } from './office-sections-http-api';
import { OfficeSections } from './office-sections';
import { officeSectionsStyles } from './office-sections-styles';

const api = createOfficeSectionsHttpApi(platform.http);

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'office-sections',
  rootComponent: () => (
    <OfficeSections
      stores={platform.stores}
      api={api}
      today={() => new Date()}
      origin={window.location.origin}
    />
  ),
  styles: officeSectionsStyles,
  errorBoundary: () => <section className="bs-office-sections" />,
});
