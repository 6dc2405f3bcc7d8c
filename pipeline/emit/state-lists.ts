// The state registry's two lists, written from STATE_CODES (schema/codes.ts) so that a state is one
// folder and one code: `states/engine-list.ts` imports each folder's calc.ts (the engine side the
// browser bundles) and `states/module-list.ts` each folder's index.ts (everything its pages need).
// They are two files because the bundler splits by file: the islands load the engines without the
// pages' words. Each folder's calc.ts and index.ts export their module as default.

/** The two files, by path from the root; `folder(code)` is the import path of a state's folder from states/. */
export function stateListFiles(
  codes: readonly string[],
  folder: (code: string) => string = (code) => `./${code}`,
): Record<string, string> {
  const file = (entry: 'calc' | 'index', name: string, what: string) =>
    [
      `// Written by \`rates emit\` from STATE_CODES (schema/codes.ts): ${what}, one line per state folder.`,
      '// Do not edit: add the state code there and run `npx tsx cli.ts rates emit` (docs/data.md).',
      ...codes.map((code) => `import ${code} from '${folder(code)}/${entry}.ts';`),
      '',
      `export const ${name} = { ${codes.join(', ')} } as const;`,
      '',
    ].join('\n');
  return {
    'states/engine-list.ts': file('calc', 'ENGINE_LIST', "each state's engine side"),
    'states/module-list.ts': file('index', 'MODULE_LIST', "each state's module"),
  };
}
