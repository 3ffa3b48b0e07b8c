// Part of `next build` (next.config.mjs, compiler.runAfterProductionCompile): once the bundles are written and
// before pages are rendered, each script file of the browser gets V8's explicit compile hint on its first line,
// and the build's integrity hashes are brought up to date.
//
// Without the hint, V8 compiles a script's top level as it arrives and each inner function on the main thread the
// first time it is called. Turbopack wraps every module in a function, called when the module is first required,
// mostly while the page hydrates: a phone compiled React, the router and the shop's modules inside hydration's
// long tasks. With the hint, Chromium compiles every function of the file on a background thread as it
// downloads, on a first visit (later ones read V8's code cache); other browsers ignore it as a comment.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const HINT = Buffer.from('//# allFunctionsCalledOnLoad\n');
const MANIFEST = 'subresource-integrity-manifest';

const sha256 = (bytes) => `sha256-${crypto.createHash('sha256').update(bytes).digest('base64')}`;

/** Every file below `dir`. */
function files(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/** Marks the build's browser scripts in `distDir` and rewrites their integrity hashes; throws if one is left wrong. */
export function markCompileHints(distDir) {
  // The hash of each file as the bundler wrote it becomes the hash of the file with the hint.
  const newHashOf = new Map();
  for (const file of files(path.join(distDir, 'static', 'chunks')).filter((name) => name.endsWith('.js'))) {
    const bytes = fs.readFileSync(file);
    if (bytes.subarray(0, HINT.length).equals(HINT)) continue;
    const hinted = Buffer.concat([HINT, bytes]);
    fs.writeFileSync(file, hinted);
    newHashOf.set(sha256(bytes), sha256(hinted));
  }

  // The integrity manifests (the server's, and each page's) hold the hashes; pages are rendered from them later.
  const manifests = files(path.join(distDir, 'server')).filter((file) => path.basename(file).startsWith(MANIFEST));
  for (const file of manifests) {
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(
      file,
      text.replace(/sha256-[A-Za-z0-9+/]{43}=/g, (hash) => newHashOf.get(hash) ?? hash),
    );
  }

  // Every hash must be its file's own, or the browser refuses the script. Each page's manifest names the shared
  // files again: each file is read and hashed once.
  const hashOf = new Map();
  const ownHash = (asset) => {
    if (!hashOf.has(asset)) hashOf.set(asset, sha256(fs.readFileSync(path.join(distDir, asset))));
    return hashOf.get(asset);
  };
  const wrong = manifests
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))))
    .filter(([asset, hash]) => ownHash(asset) !== hash)
    .map(([asset]) => asset);
  if (wrong.length) throw new Error(`compile hints: integrity hashes do not match ${[...new Set(wrong)].join(', ')}`);
  return { scripts: newHashOf.size, manifests: manifests.length };
}
