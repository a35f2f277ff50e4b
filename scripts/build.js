// Plain JavaScript, so that `npm start` checks the build without first loading a TypeScript compiler.
/* global process, console, performance */
/**
 * Builds what production runs, side by side:
 *   - the web app: `vite build` into dist/ (served by the server);
 *   - the server-rendering bundle: `vite build --ssr src/web/entry-server.tsx` into dist-ssr/, beside
 *     dist/ (the server renders the shopper pages with it: src/server/ssr); self-contained, so it
 *     runs from wherever dist/ is copied;
 *   - the server: src/server bundled by esbuild into dist-server/main.js, with the files it reads
 *     from disk next to it (database migrations, demo pictures), so `node dist-server/main.js`
 *     starts without compiling TypeScript. The ES-module packages are bundled too, which saves
 *     Node loading hundreds of small files at start-up; native, WebAssembly and CommonJS packages
 *     stay in node_modules (EXTERNAL below). Beside it, pgdata-template: an empty,
 *     migrated embedded database that a first start copies instead of running initdb
 *     (src/server/seed/database-template.ts); --if-changed keeps it while its sources are unchanged.
 *   npm run build                                      # builds both
 *   node scripts/build.js --if-changed    # what `npm start` runs: skips each part whose sources are unchanged
 * Each output folder keeps a hash of its sources in `.build-hash`; --if-changed compares it.
 */
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { 'if-changed': { type: 'boolean', default: false } } });
const ifChanged = values['if-changed'];

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const HASH_FILE = '.build-hash';
const THIS_SCRIPT = 'scripts/build.js';

/** What each part is built from; a change to any of these files rebuilds it. */
const WEB_SOURCES = [
  'index.html',
  'public',
  'src/web',
  'src/shared',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
  THIS_SCRIPT,
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];
const SERVER_SOURCES = ['src/server', 'src/shared', 'package-lock.json', THIS_SCRIPT];
/**
 * Packages the server bundle leaves to node_modules: native or WebAssembly (they load files next to
 * themselves), and CommonJS ones (which may read files relative to themselves). Every other package
 * is bundled, and the build refuses one that would break bundled (see checkBundledPackages).
 */
const EXTERNAL = [
  'sharp',
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  'pg',
  'pg-native',
  'pino',
  'nodemailer',
  '@aws-sdk/*',
];

/** The empty, migrated database a first start copies (src/server/seed/database-template.ts); and the PGlite version. */
const TEMPLATE_SOURCES = [
  'src/server/db',
  'src/server/seed/database-template.ts',
  'scripts/make-database-template.ts',
  THIS_SCRIPT,
];

/** @param {string} relative a file or folder of the repository @returns {Promise<string[]>} the files in it */
async function filesUnder(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  const entries = await readdir(full, { recursive: true, withFileTypes: true }).catch((error) => {
    if (error?.code === 'ENOTDIR') return null; // a file
    throw error;
  });
  if (entries === null) return [relative];
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

/**
 * A hash of the sources' names and contents (and of anything else that changes the output).
 * @param {string[]} sources @param {string} extra @returns {Promise<string>}
 */
async function hashOf(sources, extra) {
  const files = (await Promise.all(sources.map(filesUnder))).flat().sort();
  const hash = createHash('sha256').update(extra);
  for (const file of files) hash.update(`\0${file}\0`).update(await readFile(path.join(root, file)));
  return hash.digest('hex');
}

/** @param {string} outDir @param {string} hash @returns {Promise<boolean>} */
async function upToDate(outDir, hash) {
  const stamp = await readFile(path.join(root, outDir, HASH_FILE), 'utf8').catch(() => null);
  return stamp === hash;
}

/** @param {number} since */
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function buildWeb() {
  // VITE_* variables are compiled into the app.
  const env = Object.entries(process.env)
    .filter(([k]) => k.startsWith('VITE_'))
    .sort()
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
  const hash = await hashOf(WEB_SOURCES, env);
  if (ifChanged && existsSync(path.join(root, 'dist/index.html')) && (await upToDate('dist', hash))) return;
  const started = performance.now();
  if (ifChanged) console.log('Building the web app (new or changed sources)…');
  const { build } = await import('vite');
  // The manifest names each page's chunks: the server preloads the rendered page's (src/server/ssr).
  await build({ root, logLevel: ifChanged ? 'warn' : 'info', build: { manifest: true } });
  await writeFile(path.join(root, 'dist', HASH_FILE), hash);
  console.log(`Built the web app into dist/ in ${seconds(started)}.`);
}

/** The server-rendering bundle: the web app's sources, rendered by React on the server. */
async function buildSsr() {
  const hash = await hashOf(WEB_SOURCES, 'ssr');
  const outDir = 'dist-ssr';
  if (ifChanged && existsSync(path.join(root, outDir, 'entry-server.js')) && (await upToDate(outDir, hash))) return;
  const started = performance.now();
  if (ifChanged) console.log('Building the server-rendering bundle (new or changed sources)…');
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  // Its own configuration (not vite.config.ts, whose chunking is for browsers): packages bundled in,
  // so the bundle needs no node_modules beside it; no CSS (the browser build has it).
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    ssr: { noExternal: true, target: 'node' },
    build: { ssr: 'src/web/entry-server.tsx', outDir, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
  });
  await writeFile(path.join(root, outDir, HASH_FILE), hash);
  console.log(`Built the server-rendering bundle into ${outDir}/ in ${seconds(started)}.`);
}

/** The installed PGlite's version (its package exports no package.json: walk up from its entry point). */
function pgliteVersion() {
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}

/**
 * @param {string} outDir
 * @returns {Promise<{ server?: string, template?: string }>} the hashes the output was built from
 */
async function stampOf(outDir) {
  try {
    return JSON.parse(await readFile(path.join(root, outDir, HASH_FILE), 'utf8'));
  } catch {
    return {}; // none yet, or unreadable: build
  }
}

/** @param {string} file @param {string[]} args */
function runNode(file, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file, ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error(`${file} exited with ${code}`))));
  });
}

/**
 * A bundled package must not be CommonJS nor find files relative to its own module (`__dirname`,
 * `import.meta.url`, `require`): bundled, those point at dist-server/. Such a package belongs in EXTERNAL.
 * @param {{ inputs: Record<string, { format?: string }> }} metafile
 */
async function checkBundledPackages(metafile) {
  const problems = new Set();
  for (const [input, { format }] of Object.entries(metafile.inputs)) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (!match) continue;
    const text = await readFile(path.join(root, input), 'utf8');
    if (format === 'cjs' || /\bimport\.meta\.url\b|\b__dirname\b|\b__filename\b|\brequire\s*\(/.test(text))
      problems.add(match[1]);
  }
  if (problems.size > 0) {
    throw new Error(
      `Cannot bundle ${[...problems].join(', ')} (CommonJS, or finds its files relative to itself): add to EXTERNAL in ${THIS_SCRIPT}.`,
    );
  }
}

/**
 * Test support (src/server/test/: the harness, factories, the payment providers' fakes) and tests
 * never ship: a production import of one is a mistake the build refuses rather than bundles.
 * @param {{ inputs: Record<string, unknown> }} metafile
 */
function testSupportIn(metafile) {
  return Object.keys(metafile.inputs).filter(
    (input) => input.startsWith('src/server/test/') || /\.test\.tsx?$/.test(input),
  );
}

async function buildServer() {
  const hashes = {
    server: await hashOf(SERVER_SOURCES, `esbuild ${require('esbuild/package.json').version}`),
    template: await hashOf(TEMPLATE_SOURCES, `pglite ${pgliteVersion()}`),
  };
  const previous = await stampOf('dist-server');
  const templateUpToDate =
    previous.template === hashes.template && existsSync(path.join(root, 'dist-server/pgdata-template'));
  if (
    ifChanged &&
    previous.server === hashes.server &&
    templateUpToDate &&
    existsSync(path.join(root, 'dist-server/main.js'))
  )
    return;
  const started = performance.now();
  if (ifChanged) console.log('Building the server (new or changed sources)…');
  const esbuild = await import('esbuild');
  // Build beside the old output and swap, so a half-built folder is never run.
  const out = path.join(root, `dist-server.tmp-${process.pid}`);
  /** @param {string} entry @param {string} outfile */
  const bundle = async (entry, outfile) => {
    const { metafile } = await esbuild.build({
      absWorkingDir: root,
      entryPoints: [entry],
      outfile: path.join(out, outfile),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      external: EXTERNAL,
      metafile: true,
      logLevel: 'warning',
      // Generated code: linters have nothing to say about it.
      banner: { js: '// Built by scripts/build.js from src/server and packages; do not edit.\n/* eslint-disable */' },
    });
    await checkBundledPackages(metafile);
    const testSupport = testSupportIn(metafile);
    if (testSupport.length > 0) {
      throw new Error(`${entry} imports test support, which production never runs: ${testSupport.join(', ')}`);
    }
  };
  try {
    await bundle('src/server/main.ts', 'main.js');
    // Read at run time relative to the module (import.meta.url), i.e. next to main.js.
    await cp(path.join(root, 'src/server/db/migrations'), path.join(out, 'migrations'), { recursive: true });
    await cp(path.join(root, 'src/server/seed/demo-images'), path.join(out, 'demo-images'), { recursive: true });
    if (ifChanged && templateUpToDate) {
      await rename(path.join(root, 'dist-server/pgdata-template'), path.join(out, 'pgdata-template'));
    } else {
      // Made by the bundled code, so it opens and migrates the database exactly as the server does.
      await bundle('scripts/make-database-template.ts', 'make-database-template.js');
      await runNode(path.join(out, 'make-database-template.js'), [path.join(out, 'pgdata-template')]);
      await rm(path.join(out, 'make-database-template.js'));
    }
    await writeFile(path.join(out, HASH_FILE), JSON.stringify(hashes));
    await rm(path.join(root, 'dist-server'), { recursive: true, force: true });
    await rename(out, path.join(root, 'dist-server'));
  } finally {
    await rm(out, { recursive: true, force: true });
  }
  console.log(`Built the server into dist-server/ in ${seconds(started)}.`);
}

// Both run to the end (a failed part leaves no half-built output), then any failure fails the build.
const failures = (await Promise.allSettled([buildWeb(), buildSsr(), buildServer()])).filter(
  (r) => r.status === 'rejected',
);
if (failures.length > 0) {
  for (const f of failures) console.error(f.reason);
  process.exit(1);
}
