#!/usr/bin/env node
// Keeps package-lock.json installable with `npm ci` when the registry in use lacks some platform-specific
// optional packages (native bindings for other OSes/CPUs). `npm install` silently skips an optional package
// it cannot fetch and leaves it out of the lock; `npm ci` then refuses the lock ("Missing: … from lock file").
// For each such missing optional dependency this adds a stub entry carrying its os/cpu/libc, which npm skips
// on a non-matching platform without fetching anything. Idempotent; prints what it added.
//   node scripts/lock-platform-stubs.mjs [--check]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lockPath = path.join(root, 'package-lock.json');
const check = process.argv.includes('--check');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages ?? {};

const OSES = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openharmony',
  'win32',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
  'wasi',
];
const CPUS = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32', 'mips64el'];

/** os, cpu and libc read from a binding's name such as @scope/binding-linux-arm-musleabihf. */
function platformOf(name) {
  const tokens = name.split('/').pop().split(/[-_.]/);
  const os = tokens.find((t) => OSES.includes(t));
  const cpu = tokens.find((t) => CPUS.includes(t));
  if (!os || !cpu) return null;
  const libcToken = tokens.find((t) => /^(gnu|gnueabihf|musl|musleabihf)$/.test(t));
  const libc = libcToken ? (libcToken.startsWith('musl') ? 'musl' : 'glibc') : undefined;
  return { os: os === 'wasi' ? undefined : os, cpu, libc };
}

/** Where npm would look for `name` needed by the package at `from` (nested first, then upwards). */
function isPresent(from, name) {
  let base = from;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const index = base.lastIndexOf('/node_modules/');
    base = index >= 0 ? base.slice(0, index) : '';
  }
}

const added = [];
const unknown = [];
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (isPresent(location, name)) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) {
      unknown.push(`${name}@${spec}`);
      continue;
    }
    const stub = { version: spec };
    if (platform.cpu) stub.cpu = [platform.cpu];
    if (entry.dev) stub.dev = true;
    if (platform.libc) stub.libc = [platform.libc];
    stub.optional = true;
    if (platform.os) stub.os = [platform.os];
    packages[`node_modules/${name}`] = stub;
    added.push(`${name}@${spec}`);
  }
}

if (added.length > 0 && !check) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
}
for (const name of added) console.log(`[lock] ${check ? 'missing' : 'stubbed'} ${name}`);
for (const name of unknown) console.log(`[lock] missing optional ${name} (platform unknown, left as is)`);
if (check && added.length > 0) process.exitCode = 1;
