// Throughput: the gateway, a query joining two subgraphs and the REST facade, each against what it stands in front of,
// as ratios of requests per second measured in alternating rounds.
import { measureThroughput, throughputRatio } from '../throughput.mjs';

export const key = 'throughput';

/** Each figure: its name, the variant measured, the variant it is held against, and the least ratio wanted. */
const PAIRS = [
  ['gateway against the same query sent straight to the subgraph', 'gateway', 'direct', 0.7],
  ['a query joining two subgraphs against the direct query', 'joined', 'direct', 0.6],
  ['the REST facade against the same GraphQL operation through the gateway', 'rest', 'graphqlList', 0.9],
];
const ratioTarget = (value) => ({ op: '>=', value, unit: 'x' });
const fixed = (value, digits = 0) => value.toFixed(digits);

export const title = (settings) =>
  `throughput: ${settings.rounds} rounds of ${settings.seconds} s, ${settings.connections} connections`;

export const missing = () => PAIRS.map(([name, , , value]) => ({ name, target: ratioTarget(value) }));

export async function measure({ settings, baseUrl, offset, graphql, queries, documents, platform }) {
  // Signed afresh for each run, for challenges and this body: a signed context lives CONTEXT_MAX_AGE_MS.
  if (settings.seconds * 1000 >= platform.CONTEXT_MAX_AGE_MS)
    throw new Error(
      `BENCH_SECONDS must be under ${platform.CONTEXT_MAX_AGE_MS / 1000} (a signed context's life)`,
    );
  const direct = () => {
    const request = graphql(queries.simple);
    return {
      ...request,
      url: `http://127.0.0.1:${4002 + offset}/graphql`,
      headers: {
        'content-type': 'application/json',
        ...platform.signGatewayContext(
          { user: null, sessionId: null, clientIp: '127.0.0.1', locale: 'en' },
          process.env.GATEWAY_SECRET,
          { audience: 'challenges', body: request.body },
        ),
      },
    };
  };
  return measureThroughput(
    {
      direct,
      gateway: graphql(queries.simple),
      joined: graphql(queries.joined),
      graphqlList: graphql(documents['/api/challenges']),
      rest: { url: `${baseUrl}/api/challenges` },
    },
    settings,
  );
}

/** @param {Record<string, number[]>} rates  requests per second of each variant, round by round */
export function judge(rates) {
  return PAIRS.map(([name, target, baseline, value]) => {
    const result = throughputRatio(rates, target, baseline);
    return {
      name,
      target: ratioTarget(value),
      measured: result.ratio,
      detail: `${fixed(result.target)} against ${fixed(result.baseline)} req/s (rounds: ${result.ratios.map((r) => fixed(r, 2)).join(', ')})`,
    };
  });
}
