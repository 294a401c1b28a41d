// Jest globalSetup of the integration tests: PostgreSQL, Redis and NATS from this machine or from Testcontainers
// (scripts/lib/local-services.mjs decides), their URLs passed to the tests in the usual environment variables.
// Under `npm test` the runner has done this already; the URLs it passed then answer and are used as they are.
import { ensureServices } from '../lib/local-services.mjs';

export default async function globalSetup() {
  const services = await ensureServices((line) => console.log(`[jest] ${line}`));
  Object.assign(process.env, services.env);
  globalThis.__creatorsServices = services;
}
