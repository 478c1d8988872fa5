import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * STYLE.md: imports flow one way, contract <- db <- core <- server and app; nothing in
 * app/components or app/features reaches core or db. The demo journal (demo/) sits beside server/:
 * it uses contract/, db/ and core/, and none of them may know it exists (demo/README.md).
 * Enforced here, not by convention.
 */
export default tseslint.config(
  { ignores: ['build/**', 'data/**', '.react-router/**', 'node_modules/**', '.tmp/**', 'db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './contract', from: ['./db', './core', './server', './app', './demo'], message: 'contract/ runs in browser and server and depends on nothing of ours.' },
            { target: './db', from: ['./core', './server', './app', './demo'], message: 'db/ may use contract/ only.' },
            { target: './core', from: ['./server', './app'], message: 'core/ knows nothing of HTTP or pages.' },
            { target: './core', from: './demo', message: 'core/ knows nothing of the demo journal: demo/ calls core/, never the other way (demo/README.md).' },
            { target: './demo', from: ['./server', './app'], message: 'demo/ seeds through core/ and knows nothing of HTTP or pages.' },
            { target: './app/components', from: ['./core', './db', './server', './demo'], message: 'UI components use contract/ and app/lib only.' },
            { target: './app/features', from: ['./core', './db', './server', './demo'], message: 'UI features use contract/ and app/lib only.' },
            { target: './server', from: ['./app'], message: 'server/ reaches pages only through the React Router build.' },
            { target: ['./contract', './db', './core', './server', './app', './demo'], from: './ops', message: 'ops/ holds operators\' tools (backup, restore) run from scripts/; the site does not depend on them.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly' } },
  },
);
