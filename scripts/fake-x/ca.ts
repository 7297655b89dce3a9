/**
 * A test CA and a localhost server certificate for the fake X API, made with the openssl CLI.
 * Synchronous and quick when the files are already there, because vitest.config.ts calls it to set
 * NODE_EXTRA_CA_CERTS before any test worker starts: Node then trusts the fake through its
 * ordinary TLS checks, which are never turned off.
 */
import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, renameSync } from 'node:fs';
import { rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface FakeXCerts {
  caPath: string;
  certPath: string;
  keyPath: string;
}

const CA_NAME = 'Hostel Meals fake X test CA';
const DAY_MS = 86_400_000;

const caConfig = `[req]
distinguished_name = dn
prompt = no
x509_extensions = ext
[dn]
CN = ${CA_NAME}
[ext]
basicConstraints = critical, CA:TRUE
keyUsage = critical, keyCertSign, cRLSign
subjectKeyIdentifier = hash
`;

const leafConfig = `[req]
distinguished_name = dn
prompt = no
[dn]
CN = localhost
[ext]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature
extendedKeyUsage = serverAuth
subjectAltName = DNS:localhost, IP:127.0.0.1
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
`;

function openssl(args: string[]): void {
  execFileSync('/usr/bin/openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** A certificate that exists, is valid for another day at least, and (for a leaf) was issued by `ca`. */
function usable(path: string, ca?: X509Certificate): X509Certificate | undefined {
  if (!existsSync(path)) return undefined;
  try {
    const cert = new X509Certificate(readFileSync(path));
    if (Date.parse(cert.validTo) - Date.now() < DAY_MS) return undefined;
    if (ca && !(cert.checkIssued(ca) && cert.verify(ca.publicKey))) return undefined;
    return cert;
  } catch {
    return undefined;
  }
}

function complete(paths: FakeXCerts & { caKeyPath: string }): boolean {
  const ca = usable(paths.caPath);
  return !!ca && existsSync(paths.caKeyPath) && existsSync(paths.keyPath) && !!usable(paths.certPath, ca);
}

/** One maker at a time across processes (the CLI and a test run may start together). */
function withLock(dir: string, fn: () => void): void {
  const lock = join(dir, '.lock');
  const deadline = Date.now() + 20_000;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const since = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (since > 30_000) rmSync(lock, { force: true });
      else if (Date.now() > deadline) throw new Error(`fake X certificates: ${lock} is held`);
      else Atomics.wait(pause, 0, 0, 50);
    }
  }
  try {
    fn();
  } finally {
    rmSync(lock, { force: true });
  }
}

export function ensureFakeXCerts(dir: string): FakeXCerts {
  const paths = {
    caPath: join(dir, 'ca.pem'),
    caKeyPath: join(dir, 'ca.key'),
    certPath: join(dir, 'server.pem'),
    keyPath: join(dir, 'server.key'),
  };
  const answer = { caPath: paths.caPath, certPath: paths.certPath, keyPath: paths.keyPath };
  if (complete(paths)) return answer;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  withLock(dir, () => {
    if (complete(paths)) return;
    // Made in a private folder, then renamed into place: a reader never sees half a file.
    const work = mkdtempSync(join(dir, '.make-'));
    try {
      writeFileSync(join(work, 'ca.cnf'), caConfig);
      writeFileSync(join(work, 'leaf.cnf'), leafConfig);
      const keepCa = existsSync(paths.caKeyPath) && !!usable(paths.caPath);
      if (!keepCa) {
        openssl(['genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256', '-out', join(work, 'ca.key')]);
        chmodSync(join(work, 'ca.key'), 0o600);
        const caArgs = ['req', '-x509', '-new', '-key', join(work, 'ca.key'), '-days', '3650', '-sha256'];
        openssl([...caArgs, '-config', join(work, 'ca.cnf'), '-out', join(work, 'ca.pem')]);
      }
      const caKey = keepCa ? paths.caKeyPath : join(work, 'ca.key');
      const caCert = keepCa ? paths.caPath : join(work, 'ca.pem');
      openssl(['genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256', '-out', join(work, 'server.key')]);
      chmodSync(join(work, 'server.key'), 0o600);
      const leafArgs = ['req', '-x509', '-new', '-key', join(work, 'server.key'), '-CA', caCert, '-CAkey', caKey];
      const leafTail = ['-days', '3650', '-sha256', '-extensions', 'ext', '-out', join(work, 'server.pem')];
      openssl([...leafArgs, ...leafTail, '-config', join(work, 'leaf.cnf')]);
      if (!keepCa) {
        renameSync(join(work, 'ca.key'), paths.caKeyPath);
        renameSync(join(work, 'ca.pem'), paths.caPath);
      }
      renameSync(join(work, 'server.key'), paths.keyPath);
      renameSync(join(work, 'server.pem'), paths.certPath);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
  return answer;
}

/**
 * The file to put in NODE_EXTRA_CA_CERTS so that Node trusts the fake's CA. Node reads one file
 * only, so when the variable already names another (this machine sets the system bundle there),
 * both go into `dir`/extra-ca-bundle.pem, rewritten only when its contents would change.
 */
export function extraCaFile(dir: string, caPath: string, current: string | undefined): string {
  const ca = readFileSync(caPath, 'utf8');
  if (!current || current === caPath) return caPath;
  const existing = existsSync(current) ? readFileSync(current, 'utf8') : '';
  if (existing.includes(ca.trim())) return current;
  const bundle = join(dir, 'extra-ca-bundle.pem');
  const contents = `${existing.trimEnd()}\n${ca}`;
  if (!existsSync(bundle) || readFileSync(bundle, 'utf8') !== contents) {
    const temporary = `${bundle}.${process.pid}`;
    writeFileSync(temporary, contents);
    renameSync(temporary, bundle);
  }
  return bundle;
}
