import type { FingerprintComponents } from '@betshell/domain';

/**
 * What the browser says about itself for its fingerprint record (limits-coupon-signin.md section
 * 3, componentsData). Only what any page can read without asking the player and without drawing
 * (no canvas or audio probes): the server derives the fingerprint from these.
 */
export function gatherFingerprintComponents(window: Window): FingerprintComponents {
  const { navigator, screen } = window;
  let timeZone: string | null = null;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    // An engine without time zone data: the offset below still says something.
  }
  return {
    userAgent: navigator.userAgent,
    languages: navigator.languages.length > 0 ? [...navigator.languages] : [navigator.language],
    platform: navigator.platform,
    hardwareConcurrency: navigator.hardwareConcurrency ?? null,
    maxTouchPoints: navigator.maxTouchPoints,
    cookieEnabled: navigator.cookieEnabled,
    screenWidth: screen.width,
    screenHeight: screen.height,
    colorDepth: screen.colorDepth,
    devicePixelRatio: window.devicePixelRatio,
    timeZone,
    timezoneOffset: new Date().getTimezoneOffset(),
  };
}
