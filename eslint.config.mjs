// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import react from 'eslint-plugin-react';
import globals from 'globals';

export default tseslint.config(
  {
    // vendor/upstream/: pristine copies of upstream files, kept byte for byte (vendor/upstream/README.md).
    ignores: ['build/', '.docusaurus/', 'node_modules/', 'test-results/', 'playwright-report/', 'vendor/', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, react },
    settings: { react: { version: '19' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react/jsx-key': 'error',
      'react/no-danger': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Plugin modules are bundled into the MCP package (npm run mcp:pack), which runs with Node alone:
    // the package index of @docusaurus/utils loads the site build's loaders and breaks it.
    files: ['plugins/**/*.{ts,tsx}', 'mcp/**/*.ts', 'src/**/*.{ts,tsx}'],
    ignores: ['plugins/markdown-twin/markdown.ts', 'plugins/search/dev.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@docusaurus/utils',
              message:
                "Import the module itself (e.g. '@docusaurus/utils/lib/slugger'): the index breaks the MCP package.",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call their continuation `use`; it is not React's hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
