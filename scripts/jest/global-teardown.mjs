// Stops the containers and the mail catcher globalSetup started, if any.
export default async function globalTeardown() {
  await globalThis.__creatorsMailCatcher?.stop();
  await globalThis.__creatorsServices?.stop();
}
