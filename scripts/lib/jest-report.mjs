// Reads the counts `npm test` adds up from a Jest JSON report (`jest --json --outputFile`).

/**
 * Counts a Jest JSON report: its passed and failed tests, plus one failure per test file that failed without
 * running a test (it did not load, or its beforeAll threw) and one when Jest found no tests at all.
 */
export function countJestReport(json, code) {
  const brokenFiles = json.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
  const noTests = json.numTotalTests === 0 ? 1 : 0;
  const failed = json.numFailedTests + brokenFiles + noTests;
  return {
    passed: json.numPassedTests,
    failed: failed + (code !== 0 && failed === 0 ? 1 : 0),
    skipped: json.numPendingTests + json.numTodoTests,
  };
}
