import { parseRequestId } from '../logging/request-id.js';

/**
 * The field of a job's data that carries the id of the request that added it. createWorker takes it out before the
 * processor sees the data, so processors (and their strict payload schemas) never meet it.
 */
export const JOB_REQUEST_ID_FIELD = 'requestId';

const isPlainObject = (data: unknown): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null && !Array.isArray(data);

/** `data` with the request id beside its own fields (plain object data only); as it is without an id. */
export function withJobRequestId<Data>(data: Data, requestId: string | undefined): Data {
  if (!requestId || !isPlainObject(data)) return data;
  return { ...data, [JOB_REQUEST_ID_FIELD]: requestId };
}

/** The request id a job carries, if it is a valid one. */
export function jobRequestId(job: { data?: unknown } | undefined): string | undefined {
  const data = job?.data;
  if (!isPlainObject(data)) return undefined;
  return parseRequestId(data[JOB_REQUEST_ID_FIELD]) ?? undefined;
}

/** The job's own data, without the request id field; null when there is no such field. */
export function dataWithoutRequestId<Data>(data: Data): Data | null {
  if (!isPlainObject(data) || !(JOB_REQUEST_ID_FIELD in data)) return null;
  const { [JOB_REQUEST_ID_FIELD]: _requestId, ...own } = data;
  return own as Data;
}
