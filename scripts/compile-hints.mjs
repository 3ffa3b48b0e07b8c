// After `next build` (npm run build runs it): marks each script file of the browser with V8's explicit compile
// hint, `//# allFunctionsCalledOnLoad` on its first line, and brings the build's integrity hashes up to date.
//
// Without the hint, V8 only pre-parses a script as it arrives and compiles each function on the main thread the
// first time it is called. Turbopack wraps every module in a function that runs once at start-up, so a phone
// compiled React, the router and the shop's modules on the main thread while the page hydrated, inside its long
// tasks. With the hint, Chromium compiles them on a background thread as they download; other browsers read a
// comment. Every function of a marked file is compiled, also those that run only later (a tap's handler): more work
// for the background thread, less for the main one.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const HINT = '//# allFunctionsCalledOnLoad\n';
const build = path.resolve('.next');
const chunks = path.join(build, 'static', 'chunks');
const manifest = path.join(build, 'server', 'subresource-integrity-manifest.json');
const sha256 = (bytes) => `sha256-${crypto.createHash('sha256').update(bytes).digest('base64')}`;

/** Every file below `dir`, skipping the folders `skip` names. */
function files(dir, skip = []) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !skip.some((folder) => entry.parentPath.startsWith(folder)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// Each script gets the hint once (a second run finds it there); the hash of its bytes without the hint, as the
// build wrote them, becomes the hash with it.
const renamed = new Map();
for (const file of files(chunks).filter((name) => name.endsWith('.js'))) {
  const text = fs.readFileSync(file, 'utf8');
  const original = text.startsWith(HINT) ? text.slice(HINT.length) : text;
  const hinted = HINT + original;
  if (hinted !== text) fs.writeFileSync(file, hinted);
  renamed.set(sha256(original), sha256(hinted));
}

// The hashes stand in the integrity manifest and in each page rendered at build time.
let updated = 0;
for (const file of files(build, [path.join(build, 'static'), path.join(build, 'cache')])) {
  const text = fs.readFileSync(file, 'latin1');
  if (!text.includes('sha256-')) continue;
  const next = text.replace(/sha256-[A-Za-z0-9+/]{43}=/g, (hash) => renamed.get(hash) ?? hash);
  if (next !== text) {
    fs.writeFileSync(file, next, 'latin1');
    updated += 1;
  }
}

// Every hash the server will print must be the file's own, or the browser refuses the script.
const wrong = Object.entries(JSON.parse(fs.readFileSync(manifest, 'utf8'))).filter(
  ([file, hash]) => sha256(fs.readFileSync(path.join(build, file))) !== hash,
);
if (wrong.length) {
  console.error(`compile hints: integrity hashes do not match ${wrong.map(([file]) => file).join(', ')}`);
  process.exit(1);
}
console.log(`compile hints: ${renamed.size} scripts marked, ${updated} files of the build given their new hashes`);
