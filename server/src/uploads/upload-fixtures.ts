/** Files and multipart bodies for the upload tests (here and in the routes that take uploads). */

/** The first bytes of each kept type, then some filler: enough for the store, not a real image. */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR test image body'),
]);
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('JFIF test photo body'),
]);
export const PDF_BYTES = Buffer.from('%PDF-1.7\n% test document\n%%EOF\n');
/** A Windows program's first bytes ("MZ"), as an .exe renamed .png would send them. */
export const EXE_BYTES = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);

export interface MultipartFile {
  readonly field: string;
  readonly fileName: string;
  readonly contentType?: string;
  readonly bytes: Buffer;
}

/** A multipart/form-data body with fields and files, as the browser's FormData sends it. */
export function multipartBody(
  fields: Readonly<Record<string, string>>,
  files: readonly MultipartFile[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----betshell-upload-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
