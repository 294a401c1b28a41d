import argon2 from 'argon2';

/** OWASP password storage cheat sheet: argon2id, 19 MiB, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes and checks passwords; a missing hash is checked against a dummy one so that it takes the same time. */
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  /** True when `password` matches `hash`. With no hash (unknown email) it still does the work of one check and returns false. */
  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    if (!hash) {
      this.dummyHash ??= this.hash('dummy password for timing');
      await argon2.verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** True when a stored hash was made with weaker or other settings than ARGON2_OPTIONS. */
  needsRehash(hash: string): boolean {
    try {
      return argon2.needsRehash(hash, ARGON2_OPTIONS);
    } catch {
      return false;
    }
  }

  /** Computes the dummy hash ahead of the first unknown-email login, so that one is not slower. */
  async warmUp(): Promise<void> {
    this.dummyHash ??= this.hash('dummy password for timing');
    await this.dummyHash;
  }
}
