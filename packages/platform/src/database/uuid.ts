const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuid columns: anything else cannot match a row (and would make PostgreSQL fail the query). */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
