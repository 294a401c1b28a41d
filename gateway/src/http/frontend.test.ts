import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { isHashedAsset, pageFor, shouldServeSpa } from './frontend.js';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

test('client-side routes asked for as HTML get index.html', () => {
  for (const path of [
    '/',
    '/login',
    '/register/student',
    '/challenges',
    '/some/unknown/page',
    '/apiary',
    '/graphqlish',
  ]) {
    assert.equal(shouldServeSpa('GET', path, HTML), true, path);
  }
  assert.equal(shouldServeSpa('HEAD', '/teams', HTML), true);
});

test('the server paths, other methods and non-HTML requests never get the SPA', () => {
  for (const path of [
    '/api',
    '/api/unknown',
    '/api/auth/user',
    '/graphql',
    '/ws',
    '/ws/socket',
    '/health/live',
  ]) {
    assert.equal(shouldServeSpa('GET', path, HTML), false, path);
  }
  assert.equal(shouldServeSpa('POST', '/login', HTML), false);
  assert.equal(shouldServeSpa('GET', '/assets/missing.js', '*/*'), false);
  assert.equal(shouldServeSpa('GET', '/login', 'application/json'), false);
  assert.equal(shouldServeSpa('GET', '/login', undefined), false);
});

test('/ is the app whatever the Accept header', () => {
  assert.equal(shouldServeSpa('GET', '/', '*/*'), true);
  assert.equal(shouldServeSpa('GET', '/', undefined), true);
});

test('only files under assets/ (content-hashed by Vite) are cached long', () => {
  assert.equal(isHashedAsset('assets/index-BwXz9k3L.js'), true);
  assert.equal(isHashedAsset('assets/fonts/inter-3f9a1c2b.woff2'), true);
  assert.equal(isHashedAsset('index.html'), false);
  assert.equal(isHashedAsset('favicon.ico'), false);
  assert.equal(isHashedAsset('assets'), false);
});

test('/ with a session cookie gets the signed-in page in the language the browser puts first', () => {
  const all = () => true;
  assert.equal(pageFor('/', true, 'en-US,en;q=0.9', all), 'signed-in.en.html');
  assert.equal(pageFor('/', true, 'de-AT,de;q=0.9,en;q=0.8', all), 'signed-in.de.html');
  assert.equal(pageFor('/', true, 'fr-FR,de;q=0.5', all), 'signed-in.en.html');
  assert.equal(pageFor('/', true, undefined, all), 'signed-in.en.html');
  // Without a session cookie, on another path, or from a build without the variant: index.html.
  assert.equal(pageFor('/', false, 'de', all), 'index.html');
  assert.equal(pageFor('/teams', true, 'de', all), 'index.html');
  assert.equal(
    pageFor('/', true, 'de', () => false),
    'index.html',
  );
});
