import type { MyDataExportQuery } from '../graphql-types/graphql.js';
import { BinaryBody, RestFailure } from './route-definition.js';

/** What the file says it is, so that a reader (or a later version of this code) knows how to read it. */
export const DATA_EXPORT_FORMAT = 'creators-programme-data-export';
/** Raised when the shape of the file changes in a way a reader would notice. */
export const DATA_EXPORT_FORMAT_VERSION = 1;

/** The file's sections, one per service, in this order (each service answers for its own data). */
const SECTIONS = {
  identity: 'identityDataExport',
  challenges: 'challengesDataExport',
  teams: 'teamsDataExport',
  showcase: 'showcaseDataExport',
  discussions: 'discussionsDataExport',
  programmes: 'programmesDataExport',
  brainstorm: 'brainstormDataExport',
} as const satisfies Record<string, keyof MyDataExportQuery>;

export type DataExportSection = keyof typeof SECTIONS;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** 503 with the export's own message: nothing is sent that could pass for the whole file. */
const incomplete = (): never => {
  throw new RestFailure(503, 'SERVICE_UNAVAILABLE', 'error.export.unavailable');
};

/** The day of the file's name (UTC): creators-data-2026-11-26.json. */
export const dataExportFileName = (now: Date) => `creators-data-${now.toISOString().slice(0, 10)}.json`;

/**
 * The "Download my data" file (docs/product.md §15): { format, formatVersion, exportedAt, personId, services:
 * { identity, challenges, teams, showcase, discussions, programmes, brainstorm } }, pretty-printed UTF-8 JSON, as a
 * download. Every section must be there and be an object (a service that cannot answer fails the operation before
 * this: 503); a section a service cut short says `truncated: true` itself.
 */
export function dataExportFile(data: MyDataExportQuery, now = new Date()): BinaryBody {
  const services = Object.fromEntries(
    Object.entries(SECTIONS).map(([section, field]) => {
      const value: unknown = data[field];
      return [section, isObject(value) ? value : incomplete()];
    }),
  ) as Record<DataExportSection, Record<string, unknown>>;
  const profile = services.identity.profile;
  const personId = isObject(profile) && typeof profile.id === 'string' ? profile.id : incomplete();
  const file = {
    format: DATA_EXPORT_FORMAT,
    formatVersion: DATA_EXPORT_FORMAT_VERSION,
    exportedAt: now.toISOString(),
    personId,
    services,
  };
  return new BinaryBody(
    'application/json; charset=utf-8',
    Buffer.from(`${JSON.stringify(file, null, 2)}\n`, 'utf8'),
    dataExportFileName(now),
  );
}
