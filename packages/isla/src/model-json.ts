/**
 * The first JSON object in a model's answer, parsed, or undefined when there is none or it does not parse. Models
 * wrap the JSON they are asked for in code fences or sentences; the schema of what was asked for checks the rest.
 */
export function modelJson(content: string): unknown {
  const json = /\{[\s\S]*\}/.exec(content)?.[0];
  if (!json) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}
