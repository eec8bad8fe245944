import type { FastifyReply } from 'fastify';
import type { StoredUpload, UploadStore } from './upload-store';

/**
 * Answers a kept file as a download: its type from its content, `Content-Disposition: attachment`
 * (a browser saves it instead of showing it as a page of the site, so a crafted PDF or image runs
 * nothing here), `X-Content-Type-Options: nosniff` and no caching by anyone but the viewer. The
 * caller has checked that the viewer may see it (UploadStore.find).
 */
export function sendUpload(reply: FastifyReply, store: UploadStore, upload: StoredUpload) {
  return reply
    .header('content-type', upload.mediaType)
    .header('content-length', String(upload.sizeBytes))
    .header('content-disposition', attachmentDisposition(upload.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(store.open(upload));
}

/**
 * The Content-Disposition of a download named `fileName`: an ASCII fallback for old clients and
 * the exact name in RFC 5987 form (`filename*=UTF-8''...`).
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/gu, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

function encodeRfc5987(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*]/gu,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
