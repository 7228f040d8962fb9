/**
 * The bytes of a base64 text, exactly (no text decoding on the way: the XML is saved as the supplier sent
 * it, whatever its encoding). Whitespace is ignored; anything else that is not base64 throws.
 */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The invoice XML as the browser saves it (text/xml, byte for byte). */
export function xmlBlob(base64: string): Blob {
  return new Blob([base64ToBytes(base64)], { type: 'text/xml' });
}
