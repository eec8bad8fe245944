// @betshell/age-restriction: the age-restriction popup (spec/shell.md section 8).
import { useState } from 'react';
import { AgeRestrictionStore } from '@betshell/domain';
import { platform } from '@betshell/platform';
import { AgePopup } from './age-popup';
import { ageRestrictionStyles } from './age-restriction-styles';

function Root() {
  // Read from storage at every mount: another tab may have confirmed meanwhile.
  const [store] = useState(
    () => new AgeRestrictionStore(platform.stores.siteConfig, platform.storage),
  );
  return <AgePopup store={store} />;
}

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'age-restriction',
  rootComponent: Root,
  styles: ageRestrictionStyles,
  errorBoundary: () => <span className="bs-age" hidden />,
});
