// Addresses with an internationalized domain (ana@bücher.de) are accepted and kept with the domain
// in its ASCII form (ana@xn--bcher-kva.de), the form mail servers and DNS use, so the same mailbox
// typed either way is one subscriber. The local part must be ASCII: few mail systems deliver to
// anything else.
import { domainToASCII } from 'node:url';

/** The address with a non-ASCII domain in punycode; unchanged when there is nothing to convert or it cannot be. */
export function asciiDomain(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  const domain = address.slice(at + 1);
  if (!/[^\x00-\x7F]/.test(domain)) return address;
  const ascii = domainToASCII(domain);
  return ascii ? `${address.slice(0, at)}@${ascii}` : address;
}
