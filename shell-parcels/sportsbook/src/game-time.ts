/**
 * A game's start as the player reads it: in the time zone and clock of the global settings
 * (spec/shell.md section 3: timeZone in hours, is12h). Day and month first, as the site's
 * languages write dates.
 */
export function gameTime(iso: string, timeZoneHours: number, is12h: boolean): string {
  const shifted = new Date(new Date(iso).getTime() + timeZoneHours * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${two(shifted.getUTCDate())}.${two(shifted.getUTCMonth() + 1)}`;
  const hours = shifted.getUTCHours();
  const minutes = two(shifted.getUTCMinutes());
  if (!is12h) return `${date} ${two(hours)}:${minutes}`;
  return `${date} ${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
