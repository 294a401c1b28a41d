import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { countJestReport } from './jest-report.mjs';

const report = (overrides = {}) => ({
  numPassedTests: 3,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  numTotalTests: 3,
  testResults: [{ status: 'passed', assertionResults: [{}, {}, {}] }],
  ...overrides,
});

describe('countJestReport', () => {
  it('counts passed, failed and skipped tests', () => {
    const json = report({ numFailedTests: 1, numPendingTests: 2, numTotalTests: 6 });
    assert.deepEqual(countJestReport(json, 1), { passed: 3, failed: 1, skipped: 2 });
  });

  it('counts a test file that failed without running a test (it did not load, or beforeAll threw) as a failure', () => {
    const json = report({
      testResults: [
        { status: 'passed', assertionResults: [{}, {}, {}] },
        { status: 'failed', assertionResults: [] },
      ],
    });
    assert.deepEqual(countJestReport(json, 1), { passed: 3, failed: 1, skipped: 0 });
  });

  it('counts "no tests found" as a failure', () => {
    const json = report({ numPassedTests: 0, numTotalTests: 0, testResults: [] });
    assert.deepEqual(countJestReport(json, 1), { passed: 0, failed: 1, skipped: 0 });
  });

  it('counts a non-zero exit with no failed test as a failure (e.g. globalSetup threw)', () => {
    assert.deepEqual(countJestReport(report(), 1), { passed: 3, failed: 1, skipped: 0 });
    assert.deepEqual(countJestReport(report(), 0), { passed: 3, failed: 0, skipped: 0 });
  });
});
