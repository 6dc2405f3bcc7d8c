// Spec §7: newsletter events carry a hash of the e-mail address, never the address. The address is
// trimmed and lowercased first (the form advertising platforms match on), then SHA-256, as hex.

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function hashEmail(email: string, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(normalizeEmail(email)));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
