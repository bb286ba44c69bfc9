// @ts-check
// One lint configuration for the whole repository. `npm test` runs it (scripts/test.ts);
// `npx eslint .` runs it alone. Rules are chosen per folder, never switched off file by file.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = import.meta.dirname;
const abs = (...parts) => path.join(root, ...parts);
const featuresDir = abs('src/client/features');
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const adminDir = abs('src/client/admin');
/** The admin wing's own folders that are not sections: the frame and the kit every section shares, and the screens that compose several sections. */
const adminCommon = ['shell', 'kit', 'screens'];
const adminSections = readdirSync(adminDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !adminCommon.includes(entry.name))
  .map((entry) => entry.name);

/**
 * Import direction. Layers only import downwards:
 *   shared  <-  server
 *   shared  <-  client: lib, ui, styles  <-  features  <-  pages, app
 * and a feature reaches into another feature only through that feature's `public.ts` (what it offers)
 * or `public-lazy.ts` (loaders for its own chunks, kept apart so they pull nothing else in).
 * The admin wing (src/client/admin) is one block above features: public code never imports it (the app
 * reaches it only through the one lazy route entry), and each section uses the shell's public entry, the
 * kit, lib, ui and src/shared, never another section (sections are put together in admin/sections.tsx).
 * The client's one door into the server is the app router's type (tRPC's end-to-end types).
 */
const importZones = ({ sectionTests = false } = {}) => [
  {
    target: abs('src/shared'),
    from: [abs('src/client'), abs('src/server'), abs('src/test'), abs('e2e')],
    message: 'src/shared is used by both sides and imports neither.',
  },
  {
    target: abs('src/server'),
    from: abs('src/client'),
    // The server-render contract's types; the code itself is the built bundle, loaded at run time.
    except: ['./entry-server.tsx'],
    message: 'The server does not import client code (server rendering loads the built bundle).',
  },
  { target: abs('src/server'), from: abs('e2e'), message: 'The server does not import end-to-end tests.' },
  {
    target: abs('src/client'),
    from: abs('src/server'),
    except: ['./app-router.ts'],
    message: 'The client imports only the app router type from the server.',
  },
  ...['lib', 'ui', 'styles'].map((layer) => ({
    target: abs('src/client', layer),
    from: [abs('src/client/features'), abs('src/client/pages'), abs('src/client/app')],
    message: `client/${layer} is shared plumbing: it never imports features, pages or the app.`,
  })),
  {
    target: abs('src/client/features'),
    from: abs('src/client/pages'),
    message: 'Features are composed by pages, not the other way round.',
  },
  {
    target: [abs('src/client/features'), abs('src/client/pages'), abs('src/client/app'), abs('src/client/lib'), abs('src/client/ui'), abs('src/client/styles')],
    from: adminDir,
    // The app's one door into the wing: the lazily loaded route entry (app/pages.ts).
    except: ['./admin-routes.tsx'],
    message: 'Public code never imports the admin wing (it would ship admin code to guests); the app loads it through admin/admin-routes.tsx only.',
  },
  {
    target: adminDir,
    from: `${featuresDir}/*/**`,
    // The wing's root and screens may use a feature's public entry (the signed-in user, the site's name).
    except: [`${featuresDir}/*/public.ts`],
    message: 'The admin wing uses a feature only through its public.ts.',
  },
  {
    target: adminDir,
    from: abs('src/client/pages'),
    except: ['./not-found-page.tsx'],
    message: 'The admin wing uses no public page but the not-found page.',
  },
  ...adminSections.map((section) => ({
    target: path.join(adminDir, section),
    from: adminDir,
    // A section's tests may also render the whole wing (its routes and the shell around the section).
    except: [`./${section}`, './shell/public.ts', './kit', ...(sectionTests ? ['./admin-routes.tsx', './sections.tsx', './admin-test-kit.tsx'] : [])],
    message: 'An admin section imports only the shell\'s public entry (shell/public.ts), the kit, lib, ui and src/shared, never another section.',
  })),
  ...adminSections.map((section) => ({
    target: path.join(adminDir, section),
    from: [abs('src/client/features'), abs('src/client/pages'), abs('src/client/app')],
    message: 'An admin section uses no public feature, page or app code: what it needs from them comes through the shell or admin/sections.tsx.',
  })),
  ...features.map((feature) => ({
    target: path.join(featuresDir, feature),
    from: `${featuresDir}/*/**`,
    // A feature's test kit (fixtures and a rendered provider) serves the tests of the features built on it.
    except: [`${featuresDir}/${feature}/**`, `${featuresDir}/*/public.ts`, `${featuresDir}/*/public-lazy.ts`, `${featuresDir}/*/*-test-kit.tsx`],
    message: 'Another feature is used only through its public.ts (or public-lazy.ts for code loaded on demand).',
  })),
];

/**
 * The server's direction (docs/decisions/017-server-layers.md), below the composition (index.ts, app-router.ts,
 * composition/) and http/:
 *   db, platform  <-  trpc  <-  modules  <-  composition, app-router, http  <-  index
 * Checked in production files only: a module's integration test drives the whole app through the app router or
 * http/, as a caller would.
 */
const serverZones = [
  {
    target: abs('src/server/modules'),
    from: [abs('src/server/http'), abs('src/server/app-router.ts'), abs('src/server/index.ts'), abs('src/server/composition')],
    message: 'Modules never import the HTTP layer, the app router, the composition or index.ts: http/ calls modules, not the other way round.',
  },
  ...['trpc', 'platform', 'db'].map((layer) => ({
    target: abs('src/server', layer),
    from: [abs('src/server/modules'), abs('src/server/composition'), abs('src/server/http'), abs('src/server/app-router.ts'), abs('src/server/index.ts')],
    message: `server/${layer} is plumbing under the modules: it never imports modules/ (inject what it needs, as ServerConfig does).`,
  })),
];

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', '**/*.css.ts.vanilla.*'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: abs('tsconfig.json') })],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        // React's act() returns a thenable even for a synchronous callback, where nothing is left to await.
        {
          allowForKnownSafeCalls: [
            { from: 'package', name: 'act', package: '@testing-library/react' },
            { from: 'package', name: 'act', package: 'react' },
          ],
        },
      ],
      // An async function that implements a Promise-returning interface reads better than Promise.resolve().
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A let that a shutdown handler reads before start-up assigns it is on purpose (src/server/index.ts).
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'import-x/no-restricted-paths': ['error', { zones: importZones() }],
      // React Aria's Menu module sits with the dialog code every public page loads (its Popover and Dialog import
      // from it), so one Menu anywhere adds its whole code to the guests' pages (~20 KB gzipped, measured on /stay),
      // even in the admin wing's own chunks (measured again with the account menu, issue 18).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-aria-components',
              importNames: ['Menu', 'MenuItem', 'MenuTrigger', 'SubmenuTrigger', 'MenuSection'],
              message: 'Use a ListBox in a Popover (see admin/chat/saved-replies.tsx): Menu weighs on every public page.',
            },
          ],
        },
      ],
      'import-x/no-cycle': 'off',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE', 'e2e/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Tests read JSON answers and mocks without a schema on purpose: the assertion is the check.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts', 'e2e/**', 'src/test/**', 'src/client/test/**', '**/*-test-kit.{ts,tsx}', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // Probe G1: a statement through em.getConnection() (or Knex itself) without the transaction takes a second
    // pooled connection while the call's transaction holds the first; a few such calls at once stalled the site.
    // em.execute() runs in the EntityManager's transaction when it has one (docs/decisions/007-one-connection-per-call.md).
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='getConnection']",
          message: 'Use em.execute(sql, params, method): it follows the transaction; getConnection().execute takes another pooled connection inside one.',
        },
        {
          selector: "CallExpression[callee.property.name='getKnex']",
          message: 'Use em.execute or the EntityManager: Knex queries outside the transaction take another pooled connection inside one.',
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-fixtures.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...importZones(), ...serverZones] }] },
  },
  {
    files: ['src/client/admin/*/**/*.test.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: importZones({ sectionTests: true }) }] },
  },
  {
    // MikroORM names migrations Migration<timestamp>_<name> and records that name in each
    // database it has run on: renaming them would re-run them on every existing install.
    files: ['src/server/db/migrations/**'],
    rules: { 'check-file/filename-naming-convention': 'off' },
  },
  {
    files: ['src/client/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The rules of hooks. The React Compiler's own diagnostics (v7's recommended set) are left out:
      // the app is not compiled by it, and they flag patterns it would rewrite (lazy() in useMemo for a retry).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // Dialogs move focus to their first field on open (WAI-ARIA dialog pattern); React Aria's
      // components take autoFocus for that. Plain DOM elements still may not.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
