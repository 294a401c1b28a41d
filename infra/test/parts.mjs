// The deployable parts, as infra/Dockerfile, docker-compose.yml and infra/k8s name them: each an image target, the
// port it serves (none for the one-shot migration) and the workspaces whose production dependencies it carries.
export const PARTS = {
  gateway: { port: 8080, workspaces: ['gateway'] },
  identity: { port: 4001, workspaces: ['services/identity'] },
  challenges: { port: 4002, workspaces: ['services/challenges'] },
  teams: { port: 4003, workspaces: ['services/teams'] },
  showcase: { port: 4004, workspaces: ['services/showcase'] },
  'brainstorm-ai': { port: 4005, workspaces: ['services/brainstorm-ai', 'packages/isla'] },
  'brainstorm-worker': { port: 4015, workspaces: ['services/brainstorm-ai', 'packages/isla'] },
  discussions: { port: 4006, workspaces: ['services/discussions'] },
  programmes: { port: 4007, workspaces: ['services/programmes'] },
  migrate: {
    port: null,
    workspaces: [
      ...['identity', 'challenges', 'teams', 'showcase', 'brainstorm-ai', 'discussions', 'programmes'].map(
        (s) => `services/${s}`,
      ),
      'packages/isla',
    ],
  },
};

/** Every part serves Prometheus metrics here, apart from its own port. */
export const METRICS_PORT = 9464;
