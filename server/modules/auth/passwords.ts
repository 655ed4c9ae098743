// Password hashes, plugged into better-auth (emailAndPassword.password). New hashes use scrypt at
// N=2^17, r=8, p=1 with a 16-byte random salt, written in the PHC string format with their
// parameters (`$scrypt$ln=17,r=8,p=1$<salt>$<key>`, unpadded base64), so a later change of
// parameters can still read today's hashes and upgrade them. Hashes made before this module, in
// better-auth's own format (`<salt hex>:<key hex>`, N=16384, r=16, p=1, 64-byte key, the salt's hex
// text used as the salt), still verify; a successful sign-in rewrites them (needsRehash).
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

interface ScryptParameters {
  log2N: number;
  r: number;
  p: number;
}

export const CURRENT_PASSWORD_PARAMETERS: ScryptParameters = { log2N: 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const LEGACY = { N: 16384, r: 16, p: 1, keyLength: 64 };

const PHC_PATTERN = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;
const LEGACY_PATTERN = /^([0-9a-f]{32}):([0-9a-f]{128})$/;

function derive(password: string, salt: Buffer | string, keyLength: number, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // NFKC as better-auth does, so its hashes verify and one password typed on two keyboards matches.
    // Node refuses scrypt above 32 MiB by default; N=2^17, r=8 needs 128 MiB (128·N·r bytes), so
    // the ceiling is twice what the parameters need.
    scrypt(password.normalize("NFKC"), salt, keyLength, { N, r, p, maxmem: 2 * 128 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const base64 = (bytes: Buffer) => bytes.toString("base64").replace(/=+$/, "");

export async function hashPassword(password: string): Promise<string> {
  const { log2N, r, p } = CURRENT_PASSWORD_PARAMETERS;
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, KEY_LENGTH, 2 ** log2N, r, p);
  return `$scrypt$ln=${log2N},r=${r},p=${p}$${base64(salt)}$${base64(key)}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const current = PHC_PATTERN.exec(hash);
  if (current) {
    const [log2N, r, p] = current.slice(1, 4).map(Number);
    const expected = Buffer.from(current[5], "base64");
    // Bounds keep a damaged row from asking for gigabytes or minutes of work, or from comparing an
    // empty key (which anything would match).
    if (log2N < 10 || log2N > 20 || r < 1 || r > 32 || p < 1 || p > 16 || expected.length < 16) return false;
    const key = await derive(password, Buffer.from(current[4], "base64"), expected.length, 2 ** log2N, r, p);
    return timingSafeEqual(key, expected);
  }
  const legacy = LEGACY_PATTERN.exec(hash);
  if (legacy) {
    const expected = Buffer.from(legacy[2], "hex");
    const key = await derive(password, legacy[1], LEGACY.keyLength, LEGACY.N, LEGACY.r, LEGACY.p);
    return timingSafeEqual(key, expected);
  }
  return false;
}

/** True when a stored hash was made with other parameters than today's and should be rewritten. */
export function needsRehash(hash: string): boolean {
  const { log2N, r, p } = CURRENT_PASSWORD_PARAMETERS;
  return !hash.startsWith(`$scrypt$ln=${log2N},r=${r},p=${p}$`);
}
