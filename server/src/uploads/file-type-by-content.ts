/** The types the upload store keeps: photos and scans a player can make with a phone or a PC. */
export type UploadMediaType = 'image/jpeg' | 'image/png' | 'application/pdf';

/** Each kept type, the bytes every file of it starts with, and the name endings it may carry. */
const SIGNATURES: readonly {
  readonly mediaType: UploadMediaType;
  readonly magic: readonly number[];
  readonly extensions: readonly string[];
}[] = [
  { mediaType: 'image/jpeg', magic: [0xff, 0xd8, 0xff], extensions: ['jpg', 'jpeg'] },
  {
    mediaType: 'image/png',
    magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    extensions: ['png'],
  },
  // "%PDF-"
  { mediaType: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d], extensions: ['pdf'] },
];

/** How many first bytes fileTypeByContent needs to recognise every kept type. */
export const SIGNATURE_BYTES = Math.max(...SIGNATURES.map((s) => s.magic.length));

/**
 * The type a file's first bytes show, or null when they are none of the kept types. The browser's
 * declared type and the name's ending prove nothing: an .exe renamed .png starts with "MZ".
 */
export function fileTypeByContent(firstBytes: Uint8Array): UploadMediaType | null {
  const found = SIGNATURES.find(
    ({ magic }) =>
      firstBytes.length >= magic.length && magic.every((byte, i) => firstBytes[i] === byte),
  );
  return found?.mediaType ?? null;
}

/**
 * Whether a file name's ending fits the type its content shows. A PNG named "photo.exe" would be
 * kept as a PNG but downloaded under that name, so the name must agree with the bytes too.
 */
export function nameFitsType(fileName: string, mediaType: UploadMediaType): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return false;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return SIGNATURES.some((s) => s.mediaType === mediaType && s.extensions.includes(extension));
}
