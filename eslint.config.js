// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Sub-folders of a directory, read when the config loads so a new area is covered without editing this file. */
function foldersOf(relativeDir) {
  try {
    return readdirSync(path.join(root, relativeDir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';
const webFeatures = foldersOf(`${WEB}/features`);
const serverModules = foldersOf(`${SERVER}/modules`);

/**
 * Architecture boundaries (docs/architecture.md). Each zone forbids files under `target`
 * from importing files under `from`, except the listed paths.
 */
const zones = [
  // A web feature never reaches into another feature; pages compose features in app/.
  ...webFeatures.map((area) => ({
    target: `${WEB}/features/${area}`,
    from: `${WEB}/features`,
    except: [`./${area}`],
    message: `features/${area} must not import another feature; compose features in app/.`,
  })),
  // Shared web code knows nothing of features or of the app shell.
  {
    target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/i18n`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'components/ui, lib and i18n are feature-free.',
  },
  // The server platform is not an area: it never imports modules.
  {
    target: `${SERVER}/platform`,
    from: `${SERVER}/modules`,
    message: 'platform/ must not import business modules.',
  },
  // A server module uses another area only through that area's *.service.ts (glob zones need glob exceptions).
  ...serverModules.map((area) => ({
    target: `${SERVER}/modules/${area}/**`,
    from: `${root}/${SERVER}/modules/**`,
    except: [`${root}/${SERVER}/modules/${area}/**`, `${root}/${SERVER}/modules/*/*.service.ts`],
    message: `modules/${area} may use another area only through its *.service.ts.`,
  })),
  // Layers inside a server module (docs/architecture.md): route/resolver → service → repository.
  // Only a service reads a repository (mappers and models may name its row types); a resolver never reaches one
  // through a helper file.
  {
    target: `${SERVER}/modules/**/!(*.service|*.repository|*.mapper|*.model|*.test|*.test-support).ts`,
    from: `${root}/${SERVER}/modules/**/*.repository.ts`,
    message: 'only a *.service.ts reads a repository: call a service (row types may live in a *.model.ts).',
  },
  // A repository owns SQL and nothing else: it never calls a service.
  {
    target: `${SERVER}/modules/**/*.repository.ts`,
    from: `${root}/${SERVER}/modules/**/*.service.ts`,
    message: 'a repository must not import a service.',
  },
  // Renderers (rows, texts, language → CSV/PDF/ZPL/TXT) are pure: no service, repository or database.
  {
    target: `${SERVER}/modules/**/*.{pdf,csv,zpl,txt}.ts`,
    from: `${root}/${SERVER}/modules/**/*.service.ts`,
    message: 'a renderer draws the rows it is given: the service reads them.',
  },
  {
    target: `${SERVER}/modules/**/*.{pdf,csv,zpl,txt}.ts`,
    from: [`${SERVER}/db`, `${SERVER}/platform/database.ts`],
    message: 'a renderer never touches the database: the service reads the rows.',
  },
  // The domain package is pure: no app code.
  {
    target: 'packages/domain',
    from: ['apps'],
    message: 'packages/domain must not import apps.',
  },
];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/data/**',
      '**/coverage/**',
      '**/.tmp/**',
      '**/test-results/**',
      'e2e/screenshots/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle parses the imported files: it needs to know which files are TypeScript
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx', '.json', '.d.ts'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['import', 'types', 'default', 'require'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
