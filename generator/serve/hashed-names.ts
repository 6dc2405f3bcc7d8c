// A file whose name carries a hash of its content is sent with a year's `immutable` caching, so a
// copy cut short under such a name would stay broken in browsers for a year. Before it goes out
// its bytes are checked against its name: the build's own names hash with contentHash (the first
// 10 hex digits of SHA-256); the bundler's script names use its own hash, so the build lists
// their SHA-256 in the site's `_hashes` file (hash-list.ts), read here.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { HASHES_FILE, parseHashes, sha256 } from '../hash-list.ts';

/** 'verified': the bytes match the name; 'mismatch': they do not (cut short or mid-copy); 'plain': no hash to check. */
export type NameCheck = 'verified' | 'mismatch' | 'plain';

const OWN_NAME = /-([0-9a-f]{10})\.(css|svg|json)$/;
const BUNDLED_NAME = /-[A-Z0-9]{8}\.js$/;

/** Reads each site's `_hashes` again only when it changed (a rebuild writes a new one). */
export function hashListReader(): (siteDir: string) => ReadonlyMap<string, string> {
  const seen = new Map<string, { stamp: string; list: Map<string, string> }>();
  return (siteDir) => {
    const file = join(siteDir, HASHES_FILE);
    try {
      const st = statSync(file);
      const stamp = `${st.size}:${st.mtimeMs}`;
      const kept = seen.get(siteDir);
      if (kept?.stamp === stamp) return kept.list;
      const list = parseHashes(readFileSync(file, 'utf8'));
      seen.set(siteDir, { stamp, list });
      return list;
    } catch {
      return new Map();
    }
  };
}

/** Checks a file's bytes against the hash its name carries (`rel` is its path inside the site). */
export function checkName(rel: string, data: Uint8Array, listed: ReadonlyMap<string, string>): NameCheck {
  const own = OWN_NAME.exec(rel);
  if (own) return sha256(data).startsWith(own[1]!) ? 'verified' : 'mismatch';
  if (BUNDLED_NAME.test(rel)) {
    const expected = listed.get(rel);
    // A script the list does not name (a site built before lists existed, or a list being copied) goes out as a plain
    // file: read once settled, never immutable.
    if (!expected) return 'plain';
    return sha256(data) === expected ? 'verified' : 'mismatch';
  }
  return 'plain';
}
