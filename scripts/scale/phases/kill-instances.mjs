// The faults on the system's processes: one replica of every service (all at once), one worker, or one gateway,
// killed with SIGKILL and started again (back when it answers ready).

/** The instances each target kills: the first of the two of each part. */
export function instanceNames(target, { services, workers }) {
  return {
    services: services.map((s) => `${s.name}-1`),
    worker: [`${workers[0].name}-1`],
    gateway: ['gateway-1'],
  }[target];
}

/** @returns {{ victims: { kill: () => Promise<unknown>, back: () => Promise<boolean> }[], what: string }} */
export function inject({ system, SERVICES, WORKERS }, target) {
  const names = instanceNames(target, { services: SERVICES, workers: WORKERS });
  const victims = names.map((name) => {
    const instance = system.instances.get(name);
    return { kill: () => instance.kill('SIGKILL'), back: () => instance.start() };
  });
  return { victims, what: names.join(', ') };
}
