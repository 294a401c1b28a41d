import { Inject, Injectable } from '@nestjs/common';
import { Counter, METRICS, type Registry } from '@creators/platform';

/**
 * Counters whose per-minute rate shows a wave of guessed passwords or of registrations (docs/operations.md
 * "Metrics and alerts"): `auth_sign_in_failures_total{browser}`, `auth_registrations_total` and
 * `auth_rate_limited_total{action}`.
 */
@Injectable()
export class AuthMetrics {
  private readonly signInFailures: Counter<'browser'>;
  private readonly registrations: Counter;
  private readonly rateLimited: Counter<'action'>;

  constructor(@Inject(METRICS) registry: Registry) {
    this.signInFailures = new Counter({
      name: 'auth_sign_in_failures_total',
      help: 'Failed sign-ins (wrong password or unknown email; password checks of a change or deletion too), by whether the browser had the account device cookie.',
      labelNames: ['browser'],
      registers: [registry],
    });
    this.registrations = new Counter({
      name: 'auth_registrations_total',
      help: 'Accounts registered.',
      registers: [registry],
    });
    this.rateLimited = new Counter({
      name: 'auth_rate_limited_total',
      help: 'Sign-ins and registrations refused with 429 by an address limit or an account delay.',
      labelNames: ['action'],
      registers: [registry],
    });
    for (const browser of ['known', 'unknown']) this.signInFailures.labels(browser).inc(0);
    for (const action of ['sign_in', 'registration']) this.rateLimited.labels(action).inc(0);
  }

  signInFailed(knownBrowser: boolean): void {
    this.signInFailures.labels(knownBrowser ? 'known' : 'unknown').inc();
  }

  registered(): void {
    this.registrations.inc();
  }

  refused(action: 'sign_in' | 'registration'): void {
    this.rateLimited.labels(action).inc();
  }
}
