import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { dockerHostFrom } from './docker.mjs';
import { countPackages, formatTable, megabytes } from './inventory.mjs';

describe('countPackages', () => {
  it('counts package roots, scoped and nested copies, not the package.json files inside a package', () => {
    const paths = [
      '/app/node_modules/express/package.json',
      '/app/node_modules/@nestjs/core/package.json',
      '/app/node_modules/@nestjs/core/node_modules/tslib/package.json',
      '/app/node_modules/rxjs/dist/esm/package.json',
      '/app/node_modules/@nestjs/package.json',
      '/app/packages/platform/package.json',
      '',
      '/app/node_modules/express/package.json',
    ];
    assert.equal(countPackages(paths), 3);
  });
});

describe('formatTable', () => {
  it('aligns the columns, sizes in MB, a dash where an image has no npm packages', () => {
    const table = formatTable([
      { image: 'creators-programme/gateway:local', bytes: 416_400_000, npm: 612, debian: 89, seconds: 21.4 },
      { image: 'creators-programme/redis:local', bytes: 352_000_000, npm: null, debian: 95 },
    ]);
    assert.equal(
      table,
      [
        'image                               size  npm packages  Debian packages  build',
        'creators-programme/gateway:local  416 MB           612               89   21 s',
        'creators-programme/redis:local    352 MB             -               95',
      ].join('\n'),
    );
    assert.equal(megabytes(1_499_999), '1 MB');
  });
});

describe('dockerHostFrom', () => {
  it("reads the socket from the container-engine tool's output", () => {
    assert.equal(
      dockerHostFrom('WARNING: x\nexport DOCKER_HOST=unix:///run/container-engine/docker.sock\n'),
      'unix:///run/container-engine/docker.sock',
    );
    assert.equal(dockerHostFrom('dockerd did not start'), null);
  });
});
