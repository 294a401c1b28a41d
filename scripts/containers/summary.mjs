// The closing line of `npm run compose-check`.

/**
 * @param {{ journey?: string[], workers?: { kills: number, jobs: { added: number, completed: number, stalled: number } },
 *   restarts?: { requests: number, failed: number }, persistence?: string[], seconds: number, error?: string,
 *   pgbouncer?: boolean, pooler?: { problems: string[], transactions: number } }} r
 *   journey and persistence: their problems (empty: fine); a phase not reached is undefined; pgbouncer: the check
 *   ran with `--pgbouncer`, and pooler is what the journey's pass through PgBouncer showed
 */
export function closingLine({
  journey,
  workers,
  restarts,
  persistence,
  seconds,
  error,
  pgbouncer = false,
  pooler,
}) {
  const parts = [
    journey === undefined ? 'journey not run' : journey.length ? 'journey FAILED' : 'journey ok',
    ...(!pgbouncer
      ? []
      : [
          pooler === undefined
            ? 'PgBouncer not checked'
            : pooler.problems.length
              ? 'PgBouncer BYPASSED'
              : `${pooler.transactions} transactions through PgBouncer`,
        ]),
    workers === undefined
      ? 'jobs not counted'
      : `jobs ${workers.jobs.completed}/${workers.jobs.added} finished (${workers.jobs.stalled} taken over from killed workers)`,
    restarts === undefined
      ? 'restarts not run'
      : `${restarts.failed} of ${restarts.requests} requests failed across restarts`,
    persistence === undefined ? 'data not checked' : persistence.length ? 'data LOST' : 'data kept',
  ];
  return `compose-check: ${parts.join(', ')}, ${Math.round(seconds / 60)} min${error ? ` — FAILED: ${error}` : ''}`;
}
