// Static responses compressed once, at build time (`build --precompress`): `<file>.br` and
// `<file>.gz` beside each text file, which the server sends as they are. Brotli quality 5 is the
// setting the server uses on the fly (serve.ts): a Harris-sized page compresses in about 0.4 ms
// there, where quality 11 takes 26 ms for 13 % fewer bytes. gzip, for the few clients without
// brotli, at zlib's default level 6.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Brotli quality `serve` compresses with where a file has no precompressed copy: fast enough per request. */
export const BROTLI_QUALITY = 5;
export const PRECOMPRESS = { brotliQuality: 5, gzipLevel: 6 };
const EXTENSIONS = /\.(html|css|js|json|svg|xml|txt)$/;

export const precompressible = (path: string): boolean => EXTENSIONS.test(path);

/** The compressed copies a served file has, by name. */
export const compressedNames = (rel: string): string[] => (precompressible(rel) ? [`${rel}.br`, `${rel}.gz`] : []);

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Both copies, compressed on libuv's thread pool (never on the thread that renders). */
export async function compressed(content: string | Uint8Array): Promise<{ br: Buffer; gz: Buffer }> {
  const input = typeof content === 'string' ? Buffer.from(content) : content;
  const [b, g] = await Promise.all([
    brotli(input, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: PRECOMPRESS.brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: input.byteLength,
      },
    }),
    gz(input, { level: PRECOMPRESS.gzipLevel }),
  ]);
  return { br: b, gz: g };
}
