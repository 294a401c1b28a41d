import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { MyDataExportQuery } from '../graphql-types/graphql.js';
import { DATA_EXPORT_FORMAT_VERSION, dataExportFile, dataExportFileName } from './data-export.js';
import { RestFailure } from './route-definition.js';

const data: MyDataExportQuery = {
  identityDataExport: { profile: { id: 'u-1', firstName: 'Zoë' }, sessions: [], truncated: false },
  challengesDataExport: { challengesCreated: [], truncated: false },
  teamsDataExport: { teamsLed: [], truncated: false },
  showcaseDataExport: { projects: [], truncated: false },
  discussionsDataExport: { comments: [], truncated: true, truncatedLists: ['comments'] },
  programmesDataExport: { programmes: [], truncated: false },
  brainstormDataExport: { brainstorms: [], audioClips: [], truncated: false },
};
const now = new Date('2026-11-26T23:30:00.000Z');

test('the file: format, version, time, person and one section per service, as a JSON download of the day', () => {
  const file = dataExportFile(data, now);
  assert.equal(file.contentType, 'application/json; charset=utf-8');
  assert.equal(file.fileName, 'creators-data-2026-11-26.json');
  const parsed = JSON.parse(file.bytes.toString('utf8'));
  assert.equal(parsed.formatVersion, DATA_EXPORT_FORMAT_VERSION);
  assert.equal(parsed.exportedAt, '2026-11-26T23:30:00.000Z');
  assert.equal(parsed.personId, 'u-1');
  assert.deepEqual(Object.keys(parsed.services), [
    'identity',
    'challenges',
    'teams',
    'showcase',
    'discussions',
    'programmes',
    'brainstorm',
  ]);
  assert.equal(parsed.services.identity.profile.firstName, 'Zoë', 'UTF-8 as it is');
  assert.deepEqual(parsed.services.discussions.truncatedLists, ['comments']);
  assert.equal(dataExportFileName(new Date('2027-01-02T00:00:00Z')), 'creators-data-2027-01-02.json');
});

test('a missing or malformed section, or no person, is a 503 with the export’s message, never a file', () => {
  const refused = (broken: MyDataExportQuery) =>
    assert.throws(
      () => dataExportFile(broken, now),
      (error: unknown) =>
        error instanceof RestFailure && error.status === 503 && error.message === 'error.export.unavailable',
    );
  refused({ ...data, teamsDataExport: null });
  refused({ ...data, showcaseDataExport: [] });
  refused({ ...data, brainstormDataExport: 'oops' });
  refused({ ...data, identityDataExport: { profile: null } });
});
