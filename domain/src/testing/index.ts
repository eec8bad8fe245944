// @betshell/domain/testing: fixtures for tests of any package. Never imported by shipped code
// (lint forbids it outside test files), so it never reaches a bundle.
export { manualClock, type ManualClock } from './manual-clock';
export { memoryCookieJar, type MemoryCookieJar } from './memory-cookie-jar';
export { navigationEventFixture } from './navigation-event-fixture';
export {
  rootStoreFixture,
  rootStoreTransportsFixture,
  type RootStoreFixture,
} from './root-store-fixture';
export { routeFixture, settledRouteFixture } from './route-fixture';
export { siteConfigFixture } from './site-config-fixture';
export { fakeScheduler, settle, type FakeScheduler } from './fake-scheduler';
export { memoryStorage, type MemoryStorage } from './memory-storage';
export { httpFailure, signInApiFixture } from './sign-in-api-fixture';
export { userConfigFixture } from './user-config-fixture';
export { lineEventFixture } from '../sportsbook/line-fixtures';
export { accountFixture, accountsApiFixture, type AccountsApiFixture } from './accounts-fixture';
export { historyCoupon, historySelection } from '../coupon/bet-history-fixtures';
export { couponContext } from '../coupon/coupon-fixtures';
export { limitsApiFixture } from './limits-api-fixture';
export { officeSecurityApiFixture } from './office-security-api-fixture';
