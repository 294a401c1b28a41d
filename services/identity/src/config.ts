import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  loadServiceConfig,
  MIN_PRODUCTION_SECRET_LENGTH,
  serviceConfigShape,
  type ServiceConfig,
} from '@creators/platform';
import {
  creationLimitsConfig,
  creationLimitsConfigShape,
  type CreationLimitsConfig,
} from '@creators/platform/rate-limits/creation-limits';

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const DAY = 24 * 60 * 60;

/** Known to everyone who reads this repository, so production refuses it. */
export const DEVELOPMENT_DEVICE_COOKIE_SECRET =
  'creators-development-device-cookie-secret-do-not-use-in-production';

export const identityConfigSchema = z.object({
  ...serviceConfigShape(4001),
  /** RATE_LIMIT_KEY_PREFIX and CREATION_LIMIT_* (identity counts reports: CREATION_LIMIT_REPORTS). */
  ...creationLimitsConfigShape('identity'),
  SESSION_IDLE_SECONDS: seconds(7 * DAY),
  SESSION_ABSOLUTE_SECONDS: seconds(30 * DAY),
  SESSION_PURGE_INTERVAL_SECONDS: seconds(60 * 60),
  LOGIN_RATE_LIMIT_PER_IP_EMAIL: count(10),
  LOGIN_RATE_LIMIT_PER_IP: count(100),
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: seconds(15 * 60),
  /**
   * Failed sign-ins of one account from browsers without its device cookie (any address), before each further
   * sign-in from such a browser waits (then twice as long each time). A browser with the cookie does not wait.
   */
  LOGIN_ACCOUNT_FREE_FAILURES: count(5),
  LOGIN_ACCOUNT_FIRST_DELAY_SECONDS: seconds(2),
  LOGIN_ACCOUNT_MAX_DELAY_SECONDS: seconds(15 * 60),
  /** How long those failures are remembered (a successful sign-in from such a browser forgets them at once). */
  LOGIN_ACCOUNT_WINDOW_SECONDS: seconds(DAY),
  /** Failed sign-ins from a browser with the account's device cookie within LOGIN_DEVICE_LOCK_SECONDS that lock it. */
  LOGIN_DEVICE_MAX_FAILURES: count(5),
  /** How long a locked device cookie counts as an unknown browser (and the window its failures are counted in). */
  LOGIN_DEVICE_LOCK_SECONDS: seconds(15 * 60),
  /** HMAC key of the device cookies (identity only): 32+ random characters in production. */
  DEVICE_COOKIE_SECRET: z.string().min(1).default(DEVELOPMENT_DEVICE_COOKIE_SECRET),
  /** How long a device cookie lives (and is honoured) after the sign-in that set it. */
  DEVICE_COOKIE_MAX_AGE_SECONDS: seconds(365 * DAY),
  REGISTER_RATE_LIMIT_PER_IP: count(20),
  /** Registrations per IPv6 /48 (a site's whole network) per window; unset: 5 times REGISTER_RATE_LIMIT_PER_IP. */
  REGISTER_RATE_LIMIT_PER_IPV6_48: z.coerce.number().int().positive().optional(),
  REGISTER_RATE_LIMIT_WINDOW_SECONDS: seconds(60 * 60),
  // Mail and forgotten passwords (docs/product.md §13, docs/operations.md "Mail").
  /** smtp://user:password@host:587 (smtps:// for TLS from the start). Unset outside production: MailDev's address. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'expected an smtp:// or smtps:// URL' }).optional(),
  /** 'true': no mail at all, and no forgotten-password link (what production needs to start without SMTP_URL). */
  MAIL_DISABLED: z.enum(['true', 'false'], { error: "expected 'true' or 'false'" }).default('false'),
  /** The sender of every mail; default "Creators Program" <no-reply@host of PUBLIC_URL>. */
  MAIL_FROM: z.string().trim().min(3).optional(),
  /** The address people open the platform at: the links in mails start with it. */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' }).optional(),
  /** BullMQ key prefix of the mail queue; defaults to `${KEY_PREFIX}bull` (KEY_PREFIX isolates a test system). */
  QUEUE_PREFIX: z.string().min(1).optional(),
  KEY_PREFIX: z.string().default(''),
  /** Reset links asked for from one address (a client address or IPv6 /64) and for one account, per window. */
  PASSWORD_RESET_RATE_LIMIT_PER_IP: count(20),
  PASSWORD_RESET_RATE_LIMIT_PER_ACCOUNT: count(3),
  PASSWORD_RESET_RATE_LIMIT_WINDOW_SECONDS: seconds(60 * 60),
  /** The hour (UTC, 0-23) from which each day's digest of new challenges goes out (docs/product.md "Notification inbox"). */
  CHALLENGE_DIGEST_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(15),
  /** How often an instance looks whether a digest run is due or unfinished. */
  CHALLENGE_DIGEST_SWEEP_SECONDS: seconds(5 * 60),
  // Badges as verifiable credentials (docs/product.md §17.4, docs/operations.md "The credentials signing key").
  /** The Ed25519 key the credentials are signed with: its 32-byte seed as 64 hex characters (openssl rand -hex 32). */
  CREDENTIALS_SIGNING_KEY: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/, 'expected 64 hex characters (a 32-byte seed: openssl rand -hex 32)')
    .optional(),
  /**
   * Public keys (publicKeyMultibase, z6Mk…) of earlier signing keys, comma-separated: the DID document keeps listing
   * them after a rotation, so credentials signed before still verify.
   */
  CREDENTIALS_PREVIOUS_PUBLIC_KEYS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(z.string().regex(/^z6Mk[1-9A-HJ-NP-Za-km-z]{44}$/, 'expected Ed25519 public keys (z6Mk…)')),
    ),
  /** The issuer's name in every credential. */
  CREDENTIALS_ISSUER_NAME: z.string().trim().min(1).default('Creators Program'),
});

/** MailDev's SMTP address (npm start runs it): where mail goes outside production when SMTP_URL is unset. */
export const LOCAL_SMTP_URL = 'smtp://127.0.0.1:1025';
export const LOCAL_PUBLIC_URL = 'http://localhost:8080';

/** docs/product.md §13: how identity sends mail, or that it does not. */
export interface MailConfig {
  /** False with MAIL_DISABLED=true: nothing is sent and the forgotten-password link is not offered. */
  enabled: boolean;
  smtpUrl: string;
  from: string;
  /** Without a trailing slash: `${publicUrl}/reset-password?token=…`. */
  publicUrl: string;
  queuePrefix: string;
}

export interface RateLimit {
  points: number;
  durationSeconds: number;
}

/** A browser's own failed sign-ins that lock its device cookie for the account (OWASP device cookies). */
export interface DeviceLockout {
  maxFailures: number;
  lockSeconds: number;
}

/** The signed cookie that marks a browser as one an account signed in from before. */
export interface DeviceCookieConfig {
  secret: string;
  maxAgeSeconds: number;
}

/** The growing delay of an account's failed sign-ins from unknown browsers. */
export interface AccountDelay {
  freeFailures: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  windowSeconds: number;
}

export interface IdentityConfig extends ServiceConfig {
  session: { idleSeconds: number; absoluteSeconds: number; purgeIntervalSeconds: number };
  rateLimit: {
    keyPrefix: string;
    loginPerIpEmail: RateLimit;
    loginPerIp: RateLimit;
    loginPerAccount: AccountDelay;
    loginPerDevice: DeviceLockout;
    registerPerIp: RateLimit;
    registerPerIpv6Network: RateLimit;
    passwordResetPerIp: RateLimit;
    passwordResetPerAccount: RateLimit;
  };
  mail: MailConfig;
  deviceCookie: DeviceCookieConfig;
  /** Reports per person per window (docs/product.md §14). */
  creationLimits: CreationLimitsConfig;
  /** The daily digest of new challenges: from which UTC hour it goes out, how often instances look. */
  challengeDigest: { hourUtc: number; sweepSeconds: number };
  /** How badges are issued as Open Badges 3.0 credentials (docs/product.md §17.4). */
  credentials: CredentialsConfig;
}

/** The issuer of the badges' credentials: its signing key, earlier public keys, name and address. */
export interface CredentialsConfig {
  /** The 32-byte Ed25519 seed of the signing key. */
  signingSeed: Uint8Array;
  /** publicKeyMultibase of keys used before (still listed in the DID document). */
  previousPublicKeys: string[];
  issuerName: string;
  /** PUBLIC_URL without a trailing slash: the did:web host, and the start of every credential's links. */
  publicUrl: string;
}

/**
 * Known to everyone who reads this repository, so production refuses it: the development signing key's seed (the
 * SHA-256 of this text), used when CREDENTIALS_SIGNING_KEY is unset outside production.
 */
export const DEVELOPMENT_CREDENTIALS_SEED_TEXT =
  'creators-development-credentials-signing-key-do-not-use-in-production';
export const DEVELOPMENT_CREDENTIALS_SIGNING_KEY = createHash('sha256')
  .update(DEVELOPMENT_CREDENTIALS_SEED_TEXT)
  .digest('hex');

/** Reads the identity service's configuration from the environment (defaults work locally). */
export function loadIdentityConfig(env: Record<string, string | undefined> = process.env): IdentityConfig {
  const { config, values } = loadServiceConfig('identity', identityConfigSchema, env);
  if (values.SESSION_IDLE_SECONDS > values.SESSION_ABSOLUTE_SECONDS) {
    throw new Error(
      'Invalid configuration:\n  - SESSION_IDLE_SECONDS: must not exceed SESSION_ABSOLUTE_SECONDS',
    );
  }
  const mail = mailConfig(values, config.nodeEnv);
  const credentials = credentialsConfig(values, config.nodeEnv, mail.publicUrl);
  const deviceSecretProblem = deviceCookieSecretProblem(values.DEVICE_COOKIE_SECRET, config.nodeEnv);
  if (deviceSecretProblem)
    throw new Error(`Invalid configuration:\n  - DEVICE_COOKIE_SECRET: ${deviceSecretProblem}`);
  return {
    ...config,
    creationLimits: creationLimitsConfig(values),
    session: {
      idleSeconds: values.SESSION_IDLE_SECONDS,
      absoluteSeconds: values.SESSION_ABSOLUTE_SECONDS,
      purgeIntervalSeconds: values.SESSION_PURGE_INTERVAL_SECONDS,
    },
    rateLimit: {
      keyPrefix: values.RATE_LIMIT_KEY_PREFIX,
      loginPerIpEmail: {
        points: values.LOGIN_RATE_LIMIT_PER_IP_EMAIL,
        durationSeconds: values.LOGIN_RATE_LIMIT_WINDOW_SECONDS,
      },
      loginPerIp: {
        points: values.LOGIN_RATE_LIMIT_PER_IP,
        durationSeconds: values.LOGIN_RATE_LIMIT_WINDOW_SECONDS,
      },
      loginPerAccount: {
        freeFailures: values.LOGIN_ACCOUNT_FREE_FAILURES,
        firstDelaySeconds: values.LOGIN_ACCOUNT_FIRST_DELAY_SECONDS,
        maxDelaySeconds: values.LOGIN_ACCOUNT_MAX_DELAY_SECONDS,
        windowSeconds: values.LOGIN_ACCOUNT_WINDOW_SECONDS,
      },
      loginPerDevice: {
        maxFailures: values.LOGIN_DEVICE_MAX_FAILURES,
        lockSeconds: values.LOGIN_DEVICE_LOCK_SECONDS,
      },
      registerPerIp: {
        points: values.REGISTER_RATE_LIMIT_PER_IP,
        durationSeconds: values.REGISTER_RATE_LIMIT_WINDOW_SECONDS,
      },
      registerPerIpv6Network: {
        points: values.REGISTER_RATE_LIMIT_PER_IPV6_48 ?? 5 * values.REGISTER_RATE_LIMIT_PER_IP,
        durationSeconds: values.REGISTER_RATE_LIMIT_WINDOW_SECONDS,
      },
      passwordResetPerIp: {
        points: values.PASSWORD_RESET_RATE_LIMIT_PER_IP,
        durationSeconds: values.PASSWORD_RESET_RATE_LIMIT_WINDOW_SECONDS,
      },
      passwordResetPerAccount: {
        points: values.PASSWORD_RESET_RATE_LIMIT_PER_ACCOUNT,
        durationSeconds: values.PASSWORD_RESET_RATE_LIMIT_WINDOW_SECONDS,
      },
    },
    mail,
    deviceCookie: {
      secret: values.DEVICE_COOKIE_SECRET,
      maxAgeSeconds: values.DEVICE_COOKIE_MAX_AGE_SECONDS,
    },
    challengeDigest: {
      hourUtc: values.CHALLENGE_DIGEST_HOUR_UTC,
      sweepSeconds: values.CHALLENGE_DIGEST_SWEEP_SECONDS,
    },
    credentials,
  };
}

/**
 * The credentials' issuer. In production CREDENTIALS_SIGNING_KEY must be set, and not to the development key (whoever
 * knows the key can issue badges in the platform's name); outside production the public development key stands in.
 */
function credentialsConfig(
  values: IdentityConfigValues,
  nodeEnv: IdentityConfig['nodeEnv'],
  publicUrl: string,
): CredentialsConfig {
  const key = values.CREDENTIALS_SIGNING_KEY?.toLowerCase();
  if (nodeEnv === 'production') {
    const why = 'it signs the badges people download as credentials, so anyone who knows it can forge them';
    if (!key)
      throw new Error(
        `Invalid configuration:\n  - CREDENTIALS_SIGNING_KEY: must be set in production (64 hex characters, e.g. openssl rand -hex 32): ${why}`,
      );
    if (key === DEVELOPMENT_CREDENTIALS_SIGNING_KEY)
      throw new Error(
        `Invalid configuration:\n  - CREDENTIALS_SIGNING_KEY: must not be the development key in production, which is public: ${why}`,
      );
  }
  return {
    signingSeed: Uint8Array.from(Buffer.from(key ?? DEVELOPMENT_CREDENTIALS_SIGNING_KEY, 'hex')),
    previousPublicKeys: values.CREDENTIALS_PREVIOUS_PUBLIC_KEYS,
    issuerName: values.CREDENTIALS_ISSUER_NAME,
    publicUrl,
  };
}

/** Why DEVICE_COOKIE_SECRET is refused, or null: in production it must be set, not the public default, and long. */
function deviceCookieSecretProblem(secret: string, nodeEnv: IdentityConfig['nodeEnv']): string | null {
  if (nodeEnv !== 'production') return null;
  const why =
    'it signs the cookies that let a browser sign in while others guess at the account, so anyone who knows it can forge them';
  if (secret === DEVELOPMENT_DEVICE_COOKIE_SECRET)
    return `must be set in production, not to the development default, which is public (${MIN_PRODUCTION_SECRET_LENGTH}+ random characters, e.g. openssl rand -hex 32): ${why}`;
  if (secret.length < MIN_PRODUCTION_SECRET_LENGTH)
    return `must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters in production (a random value, e.g. openssl rand -hex 32): ${why}`;
  return null;
}

type IdentityConfigValues = z.output<typeof identityConfigSchema>;

/**
 * Mail settings. In production SMTP_URL and PUBLIC_URL must be set (a mail would otherwise go nowhere, or carry a
 * link to localhost), unless MAIL_DISABLED=true says on purpose that there is no mail.
 */
function mailConfig(values: IdentityConfigValues, nodeEnv: IdentityConfig['nodeEnv']): MailConfig {
  const enabled = values.MAIL_DISABLED !== 'true';
  if (nodeEnv === 'production' && enabled) {
    const problems: string[] = [];
    const why = 'set MAIL_DISABLED=true to run without mail (then no forgotten-password link is offered)';
    if (!values.SMTP_URL)
      problems.push(`SMTP_URL: must be set in production (smtp://user:password@host:587), or ${why}`);
    if (!values.PUBLIC_URL)
      problems.push(`PUBLIC_URL: must be set in production (the links in mails start with it), or ${why}`);
    if (problems.length > 0) {
      throw new Error(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    }
  }
  const publicUrl = (values.PUBLIC_URL ?? LOCAL_PUBLIC_URL).replace(/\/+$/, '');
  return {
    enabled,
    smtpUrl: values.SMTP_URL ?? LOCAL_SMTP_URL,
    from: values.MAIL_FROM ?? `"Creators Program" <no-reply@${new URL(publicUrl).hostname}>`,
    publicUrl,
    queuePrefix: values.QUEUE_PREFIX ?? `${values.KEY_PREFIX}bull`,
  };
}
