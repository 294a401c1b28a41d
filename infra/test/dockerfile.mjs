// Reads a Dockerfile into its build stages, enough for the tests to check each image target: continuation lines
// joined, comments dropped, `ARG` defaults before the first FROM substituted into FROM lines.

/** @typedef {{ instruction: string, args: string }} Instruction */
/** @typedef {{ name: string | undefined, from: string, instructions: Instruction[] }} Stage */

/** @returns {{ args: Record<string, string>, stages: Stage[] }} */
export function parseDockerfile(text) {
  const lines = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!pending && (line === '' || line.startsWith('#'))) continue;
    if (line.startsWith('#')) continue; // a comment inside a continued instruction
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    lines.push(`${pending}${line}`.trim());
    pending = '';
  }
  if (pending) lines.push(pending.trim());

  const args = {};
  const stages = [];
  for (const line of lines) {
    const [, keyword, rest = ''] = /^(\S+)\s*(.*)$/.exec(line);
    const instruction = keyword.toUpperCase();
    if (instruction === 'FROM') {
      const [image, as, name] = rest.split(/\s+/);
      const from = image.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a, b) => args[a ?? b] ?? '');
      stages.push({ name: as?.toUpperCase() === 'AS' ? name : undefined, from, instructions: [] });
    } else if (!stages.length && instruction === 'ARG') {
      const [key, value = ''] = rest.split('=');
      args[key] = value;
    } else if (stages.length) {
      stages.at(-1).instructions.push({ instruction, args: rest });
    }
  }
  return { args, stages };
}

/** The stage and the stages it is built FROM, nearest first. */
export function stageChain(stages, name) {
  const chain = [];
  let stage = stages.find((s) => s.name === name);
  while (stage) {
    chain.push(stage);
    stage = stages.find((s) => s.name === stage.from);
  }
  return chain;
}

/** The image a stage starts from at the bottom of its chain (a registry image, not another stage). */
export function baseImage(stages, name) {
  return stageChain(stages, name).at(-1)?.from;
}

/** Every instruction a target runs, its ancestors' first. */
export function effectiveInstructions(stages, name) {
  return stageChain(stages, name)
    .reverse()
    .flatMap((stage) => stage.instructions);
}
