// Lint rules CI runs (npm run lint): typescript-eslint's recommended set and React's hooks rules
// for the islands. Generated code, built sites and data are not linted.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'generated/', 'tmp/', '.cache/', 'tests/golden/', 'tests/fixtures/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // The input checks look for control characters on purpose (free text, CSV cells, e-mail, JSON bodies).
      'no-control-regex': 'off',
      // Prettier wraps code at 120; this holds comments to it too. Strings, URLs and patterns are text, not layout.
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreRegExpLiterals: true },
      ],
    },
  },
  {
    files: ['browser/**/*.tsx', 'generator/**/*.tsx', 'browser/components/**/*.ts', 'browser/client/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
