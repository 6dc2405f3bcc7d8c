// zod's classic API names every language it has messages in (`z.locales`), so a bundle of it carried 48 of them,
// 370 KB that each command checking a file compiled before its first check (about 30 ms of an import). Our checks
// speak zod's English (the default it sets itself) and nothing picks another, so a bundle carries that one alone.
import { dirname, join } from 'node:path';
import type { Plugin } from 'esbuild';

/** Its modules' namespace: esbuild names them `zod-english-only:<path>` among a bundle's inputs. */
export const NAMESPACE = 'zod-english-only';

export const zodEnglishOnly: Plugin = {
  name: NAMESPACE,
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, ({ importer }) =>
      /[\\/]node_modules[\\/]zod[\\/]v4[\\/](?:classic|core)[\\/]/.test(importer)
        ? { path: join(dirname(importer), '..', 'locales', 'index.js'), namespace: NAMESPACE }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, ({ path }) => ({
      contents: `export { default as en } from ${JSON.stringify(join(dirname(path), 'en.js'))};`,
      resolveDir: dirname(path),
    }));
  },
};
