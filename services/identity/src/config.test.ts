import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import {
  DEVELOPMENT_CREDENTIALS_SIGNING_KEY,
  DEVELOPMENT_DEVICE_COOKIE_SECRET,
  loadIdentityConfig,
} from './config.js';

/** What production must set anyway: a real gateway secret (platform config) and a device cookie secret. */
const production = {
  NODE_ENV: 'production',
  GATEWAY_SECRET: 'p'.repeat(64),
  DEVICE_COOKIE_SECRET: 'd'.repeat(64),
  CREDENTIALS_SIGNING_KEY: 'c'.repeat(64),
};

describe('identity configuration: mail (docs/product.md §13)', () => {
  it('sends to MailDev on this machine and links to localhost:8080 outside production', () => {
    const { mail } = loadIdentityConfig({});
    assert.equal(mail.enabled, true);
    assert.equal(mail.smtpUrl, 'smtp://127.0.0.1:1025');
    assert.equal(mail.publicUrl, 'http://localhost:8080');
    assert.equal(mail.from, '"Creators Program" <no-reply@localhost>');
    assert.equal(mail.queuePrefix, 'bull');
  });

  it('refuses to start in production without SMTP_URL, and says how to run without mail', () => {
    assert.throws(
      () => loadIdentityConfig({ ...production, PUBLIC_URL: 'https://creators.example.com' }),
      /SMTP_URL: must be set in production .*MAIL_DISABLED=true/,
    );
    assert.throws(
      () => loadIdentityConfig({ ...production, SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587' }),
      /PUBLIC_URL: must be set in production/,
    );
  });

  it('starts in production with SMTP_URL and PUBLIC_URL, or with MAIL_DISABLED=true said explicitly', () => {
    const { mail } = loadIdentityConfig({
      ...production,
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com',
      PUBLIC_URL: 'https://creators.example.com/',
    });
    assert.equal(mail.enabled, true);
    assert.equal(mail.smtpUrl, 'smtps://mailer:secret@smtp.example.com');
    assert.equal(mail.publicUrl, 'https://creators.example.com', 'no trailing slash');
    assert.equal(mail.from, '"Creators Program" <no-reply@creators.example.com>');
    const disabled = loadIdentityConfig({ ...production, MAIL_DISABLED: 'true' });
    assert.equal(disabled.mail.enabled, false);
    assert.throws(() => loadIdentityConfig({ ...production, MAIL_DISABLED: 'yes' }), /MAIL_DISABLED/);
  });

  it('refuses an SMTP_URL that is not one, naming the variable and never its value', () => {
    const attempt = () => loadIdentityConfig({ SMTP_URL: 'http://user:hunter2@mail.example.com' });
    assert.throws(attempt, /SMTP_URL: expected an smtp:\/\/ or smtps:\/\/ URL/);
    assert.throws(attempt, (error: Error) => !error.message.includes('hunter2'));
  });

  it('keeps the mail queue apart by QUEUE_PREFIX, or by KEY_PREFIX (a whole test system)', () => {
    assert.equal(loadIdentityConfig({ KEY_PREFIX: 'e2e_1:' }).mail.queuePrefix, 'e2e_1:bull');
    assert.equal(loadIdentityConfig({ QUEUE_PREFIX: 'mine' }).mail.queuePrefix, 'mine');
  });

  it('reads the forgotten-password limits', () => {
    const { rateLimit } = loadIdentityConfig({
      PASSWORD_RESET_RATE_LIMIT_PER_IP: '7',
      PASSWORD_RESET_RATE_LIMIT_PER_ACCOUNT: '2',
      PASSWORD_RESET_RATE_LIMIT_WINDOW_SECONDS: '600',
    });
    assert.deepEqual(rateLimit.passwordResetPerIp, { points: 7, durationSeconds: 600 });
    assert.deepEqual(rateLimit.passwordResetPerAccount, { points: 2, durationSeconds: 600 });
  });
});

describe('identity configuration: sign-in limits and device cookies', () => {
  it('reads the device cookie settings, with a development secret outside production', () => {
    const config = loadIdentityConfig({});
    assert.deepEqual(config.deviceCookie, {
      secret: DEVELOPMENT_DEVICE_COOKIE_SECRET,
      maxAgeSeconds: 365 * 24 * 60 * 60,
    });
    assert.deepEqual(config.rateLimit.loginPerDevice, { maxFailures: 5, lockSeconds: 900 });
  });

  it('refuses a missing, public or short DEVICE_COOKIE_SECRET in production, never echoing it', () => {
    const mail = { MAIL_DISABLED: 'true' };
    for (const secret of [undefined, DEVELOPMENT_DEVICE_COOKIE_SECRET, 'short-secret-value']) {
      const attempt = () => loadIdentityConfig({ ...production, ...mail, DEVICE_COOKIE_SECRET: secret });
      assert.throws(attempt, /DEVICE_COOKIE_SECRET: must (be set in production|be at least 32 characters)/);
      assert.throws(attempt, (error: Error) => !error.message.includes('short-secret-value'));
    }
    assert.equal(loadIdentityConfig({ ...production, ...mail }).deviceCookie.secret, 'd'.repeat(64));
  });

  it('counts registrations per IPv6 /48 too: five times the per-address limit unless set', () => {
    const { rateLimit } = loadIdentityConfig({ REGISTER_RATE_LIMIT_PER_IP: '7' });
    assert.deepEqual(rateLimit.registerPerIpv6Network, { points: 35, durationSeconds: 3600 });
    const set = loadIdentityConfig({ REGISTER_RATE_LIMIT_PER_IPV6_48: '50' });
    assert.equal(set.rateLimit.registerPerIpv6Network.points, 50);
  });
});

describe('identity configuration: the credentials signing key (docs/operations.md)', () => {
  it('uses the public development key outside production, the configured one otherwise', () => {
    const development = loadIdentityConfig({});
    assert.equal(
      Buffer.from(development.credentials.signingSeed).toString('hex'),
      DEVELOPMENT_CREDENTIALS_SIGNING_KEY,
    );
    assert.equal(development.credentials.publicUrl, 'http://localhost:8080');
    const set = loadIdentityConfig({ ...production, MAIL_DISABLED: 'true' });
    assert.equal(Buffer.from(set.credentials.signingSeed).toString('hex'), 'c'.repeat(64));
  });

  it('refuses to start in production without a key, with the development key, or with a malformed one', () => {
    const base = { ...production, MAIL_DISABLED: 'true' };
    for (const key of [undefined, DEVELOPMENT_CREDENTIALS_SIGNING_KEY, 'not-hex'])
      assert.throws(
        () => loadIdentityConfig({ ...base, CREDENTIALS_SIGNING_KEY: key }),
        /CREDENTIALS_SIGNING_KEY: (must|expected)/,
      );
  });

  it('reads earlier public keys for the DID document, refusing what is no Ed25519 key', () => {
    const key = 'z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK';
    const config = loadIdentityConfig({ CREDENTIALS_PREVIOUS_PUBLIC_KEYS: ` ${key} ,` });
    assert.deepEqual(config.credentials.previousPublicKeys, [key]);
    assert.throws(
      () => loadIdentityConfig({ CREDENTIALS_PREVIOUS_PUBLIC_KEYS: 'abc' }),
      /CREDENTIALS_PREVIOUS_PUBLIC_KEYS/,
    );
  });
});
