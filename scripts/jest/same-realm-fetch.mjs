// Jest runs each test file in a realm of its own but hands it Node's fetch, whose `response.json()` builds objects
// of Node's realm. node:assert's deepStrictEqual compares prototypes, so such an object never equals a test's
// literal. Parsing the body here, in the test's realm, keeps `assert.deepEqual(await response.json(), {...})` honest.
const nodeFetch = globalThis.fetch;

globalThis.fetch = async (...args) => {
  const response = await nodeFetch(...args);
  Object.defineProperty(response, 'json', { value: async () => JSON.parse(await response.text()) });
  return response;
};
