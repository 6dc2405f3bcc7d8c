// What a shared link may carry but no report may: the home's ZIP (and whether it came from a position)
// and the rates typed from the owner's notice. The page drops them from its address once read, so a
// tag manager's page view never sees them, and error reports drop them from every address they hold.
export const PRIVATE_PARAMS = ['zip', 'za', 'ur'] as const;

/** `url` (absolute, or a path with its query) without the private parameters; anything unreadable as it was. */
export function withoutPrivate(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  const query = new URLSearchParams(url.slice(q + 1, hash < 0 ? undefined : hash));
  for (const p of PRIVATE_PARAMS) query.delete(p);
  const rest = query.toString();
  return `${url.slice(0, q)}${rest ? `?${rest}` : ''}${hash < 0 ? '' : url.slice(hash)}`;
}
