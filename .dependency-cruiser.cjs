/**
 * The layers of lib/server (docs/conventions.md), checked by `npm test`:
 *   basement  db/, cache/, env.ts  the database, the memos and cache tags, the environment
 *   ground    lib/server/*.ts      rules every domain uses (errors, roles, history, changes, tokens…)
 *   domains   accounts/ … staff/   one room each, entered by its index.ts
 *   top       routes/, seed/, startup.ts
 * An arrow may only run down, or sideways into another room through its door.
 */
const DOMAINS =
  '(accounts|catalog|content|coupons|couriers|customers|media|messages|orders|outbox|payments|reviews|settings|staff)';
const BASEMENT = '^lib/server/(db/|cache/|env\\.ts$)';
const TOP = ['^lib/server/(routes|seed)/', '^lib/server/startup\\.ts$'];

module.exports = {
  forbidden: [
    {
      name: 'basement-stays-down',
      comment: 'db/, cache/ and env.ts import nothing else of lib/server.',
      severity: 'error',
      from: { path: BASEMENT },
      to: { path: '^lib/server/', pathNot: BASEMENT },
    },
    {
      name: 'ground-stays-down',
      comment: 'The ground floor imports only the basement and itself.',
      severity: 'error',
      from: { path: '^lib/server/[^/]+\\.ts$', pathNot: TOP },
      to: { path: [`^lib/server/${DOMAINS}/`, ...TOP] },
    },
    {
      name: 'domains-stay-below-the-top',
      severity: 'error',
      from: { path: `^lib/server/${DOMAINS}/` },
      to: { path: TOP },
    },
    {
      name: 'rooms-through-their-doors',
      comment: 'A domain uses another domain through its index.ts, never a file inside it.',
      severity: 'error',
      from: { path: `^lib/server/${DOMAINS}/` },
      to: { path: `^lib/server/${DOMAINS}/`, pathNot: ['^lib/server/$1/', '^lib/server/[^/]+/index\\.ts$'] },
    },
    {
      name: 'shared-rules-stay-pure',
      comment: 'lib/ outside lib/server is shared with the browser.',
      severity: 'error',
      from: { path: '^lib/', pathNot: '^lib/server/' },
      to: { path: '^lib/server/' },
    },
    { name: 'no-cycles', severity: 'error', from: { path: '^lib/' }, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.tsx?$', '^lib/server/db/migrations/'] },
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
