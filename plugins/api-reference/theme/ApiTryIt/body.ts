/** The request body of "Try it", by media type. */

/** Whether a media type's body is JSON (checked before it is sent). */
export const isJson = (mediaType: string): boolean => /^application\/(?:[\w.+-]+\+)?json$/.test(mediaType);

/** A body of bytes (a licence challenge): shown and edited base64-encoded, sent as the bytes. */
export const isBytes = (mediaType: string): boolean => mediaType === 'application/octet-stream';

/** The bytes of a base64 text, or null when it is not base64. */
export function base64Bytes(text: string): Uint8Array<ArrayBuffer> | null {
  const compact = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 === 1) return null;
  try {
    return Uint8Array.from(atob(compact), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}
