// Stops the containers globalSetup started, if any.
export default async function globalTeardown() {
  await globalThis.__creatorsServices?.stop();
}
