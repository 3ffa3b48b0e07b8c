import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/** The shared rules the production server (server/) may read besides its own files. */
const EDGE_READS = ['./listing-path.mjs', './security-headers.mjs'];

/** The layers of the code (docs/conventions.md): who may import whom. */
const LAYERS = [
  { target: './components', from: './app', message: 'Components never import routes (app/).' },
  {
    target: ['./components/*.{ts,tsx}', './components/!(admin)/**'],
    from: './components/admin',
    message: "The shop's components never import the back office's.",
  },
  { target: './lib/server/db', from: './lib/server/seed', message: 'The database layer never imports the seed.' },
  { target: './lib/server', from: './content', message: 'Services never import content/: the route passes what it needs.' },
  { target: './server', from: './lib', except: EDGE_READS, message: 'The edge reads only its own files and the shared rules.' },
  {
    target: './server',
    from: ['./app', './components', './content', './store', './styles'],
    message: 'The edge imports nothing from the app.',
  },
  {
    target: ['./app', './components', './lib', './store', './content'],
    from: './server',
    except: ['./contract.mjs'],
    message: 'The app imports only server/contract.mjs from the edge.',
  },
];

/** A client module ('use client') never imports lib/server/**, which holds the database and secrets. */
const clientBoundary = {
  meta: { type: 'problem', messages: { server: "A 'use client' file never imports lib/server." } },
  create(context) {
    const isClient = context.sourceCode.ast.body.some((node) => node.directive === 'use client');
    const check = (node) => {
      if (node.source && /(^@\/|\/)lib\/server(\/|$)/.test(node.source.value)) context.report({ node, messageId: 'server' });
    };
    return isClient ? { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check } : {};
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    // The files Next.js's configs lint (its import plugin is defined for them alone).
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    plugins: { layers: { rules: { 'client-boundary': clientBoundary } } },
    rules: {
      // A leading underscore marks what is left out on purpose (`const { passwordHash: _, ...user } = row`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import/no-restricted-paths': ['error', { zones: LAYERS }],
      'layers/client-boundary': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // Tapped before the page hydrates, a form goes as the browser sends it: as a GET, its fields (a password)
          // would land in the address, the history and the server's logs.
          selector:
            'JSXOpeningElement[name.name="form"]:has(JSXAttribute[name.name="onSubmit"]):not(:has(JSXAttribute[name.name="method"]))',
          message: 'A form handled by onSubmit says its method: "post" unless its fields belong in the address.',
        },
      ],
    },
  },
  globalIgnores(['.next/**', 'data/**', '.test-results/**', 'next-env.d.ts']),
]);
