import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { browserLabel, sessionOriginData } from './session-details.js';

describe('browserLabel', () => {
  it('names the common browsers and systems', () => {
    const cases: Array<[string, string]> = [
      [
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        'Chrome on Linux',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        'Edge on Windows',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0',
        'Firefox on macOS',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
        'Safari on macOS',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
        'Safari on iOS',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
        'Samsung Internet on Android',
      ],
      ['curl/8.5.0', 'curl'],
    ];
    for (const [userAgent, label] of cases) assert.equal(browserLabel(userAgent), label, userAgent);
  });

  it('gives null without a user agent', () => {
    assert.equal(browserLabel(undefined), null);
    assert.equal(browserLabel('   '), null);
  });
});

describe('sessionOriginData', () => {
  it('keeps the browser and the network, never the address', () => {
    assert.deepEqual(sessionOriginData({ userAgent: 'curl/8.5.0', clientIp: '198.51.100.23' }), {
      browser: 'curl',
      network: '198.51.100.0/24',
    });
    assert.deepEqual(sessionOriginData({ clientIp: 'unknown' }), {});
    assert.deepEqual(sessionOriginData(undefined), {});
  });
});
