// What `npm run images` builds: every runtime target of infra/Dockerfile (the stages built FROM its `runtime`
// stage), tagged as docker-compose.yml names them, and the stateful images of infra/images.
import { parseDockerfile, stageChain } from '../../infra/test/dockerfile.mjs';

/**
 * The upstream images docker-compose.yml runs that infra/images/<name> stands in for, each with the variable that
 * picks it: the stores, and PgBouncer (the profile pgbouncer).
 */
export const STATEFUL = [
  { name: 'postgres', variable: 'POSTGRES_IMAGE' },
  { name: 'redis', variable: 'REDIS_IMAGE' },
  { name: 'nats', variable: 'NATS_IMAGE' },
  { name: 'pgbouncer', variable: 'PGBOUNCER_IMAGE' },
];

export const imageTag = (name) => `creators-programme/${name}:local`;

/** The targets of a Dockerfile whose chain of stages goes through `runtime` (not `runtime` itself), in file order. */
export function runtimeTargets(dockerfile, runtime = 'runtime') {
  const { stages } = parseDockerfile(dockerfile);
  return stages
    .filter((stage) => stage.name && stage.name !== runtime)
    .filter((stage) => stageChain(stages, stage.name).some((s) => s.name === runtime))
    .map((stage) => stage.name);
}

/** Every image to build, in order: the Dockerfile's runtime targets, then the stateful ones. */
export function buildPlan(dockerfile) {
  return [
    ...runtimeTargets(dockerfile).map((target) => ({
      name: target,
      tag: imageTag(target),
      args: ['-f', 'infra/Dockerfile', '--target', target, '.'],
    })),
    ...STATEFUL.map(({ name }) => ({ name, tag: imageTag(name), args: [`infra/images/${name}`] })),
  ];
}
