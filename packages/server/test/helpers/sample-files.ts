/** A real 1×1 PNG (signature, IHDR, IDAT, IEND): the upload tests' picture. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * A picture as the browser uploads it: the PNG sealed under a data key ('hd1.' bytes).
 * The key is returned so a test can open what the server serves back.
 */
export async function sealedPicture(plain: Uint8Array = PNG): Promise<{ bytes: Buffer; dataKey: CryptoKey }> {
  const { sealBytes } = await import('@healthdeck/crypto');
  const dataKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  return { bytes: Buffer.from(await sealBytes(dataKey, new Uint8Array(plain))), dataKey };
}
