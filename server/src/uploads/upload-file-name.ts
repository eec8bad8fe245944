/** The longest file name kept: what common file systems allow for one name. */
export const MAX_UPLOAD_FILE_NAME_LENGTH = 255;

/**
 * Whether a file name a browser sent may be kept as the upload's download name: a plain name, not
 * empty, not longer than MAX_UPLOAD_FILE_NAME_LENGTH, with no path ("/", "\\", "..", a drive
 * letter), no control characters (C0, DEL, C1) and no Unicode direction overrides that would show
 * "gnp.exe" as "exe.png". The store never uses it as a path; the check keeps a download's name honest.
 */
export function isSafeUploadFileName(fileName: string): boolean {
  if (fileName.length === 0 || fileName.length > MAX_UPLOAD_FILE_NAME_LENGTH) return false;
  if (fileName.trim() !== fileName || fileName === '.' || fileName.startsWith('..')) return false;
  if (/[/\\:]/u.test(fileName) || fileName.includes('..')) return false;
  return ![...fileName].some((character) => isHiddenCharacter(character.codePointAt(0)!));
}

/** Control characters (C0, DEL, C1) and the bidirectional overrides and isolates. */
function isHiddenCharacter(code: number): boolean {
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}
