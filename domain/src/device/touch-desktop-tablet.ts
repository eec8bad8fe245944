export interface DeviceProfile {
  readonly userAgent: string;
  readonly maxTouchPoints: number;
}

/**
 * spec/shell.md section 9: touch devices with a desktop-mode tablet profile. iPadOS in its default
 * desktop mode reports a Macintosh user agent; a real Mac has no touch points.
 */
export function isTouchDesktopTablet(device: DeviceProfile): boolean {
  return /\bMacintosh\b/.test(device.userAgent) && device.maxTouchPoints > 1;
}
