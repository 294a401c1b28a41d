import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:graphql-document/';

/**
 * What graphql-codegen's client preset recommends its Babel or SWC plugin for, done in the build: each
 * `graphql(`…`)` call of the front end becomes an import of its document, a module of its own made from the generated
 * one (src/graphql/generated/graphql.ts). The generated `graphql()` looks every document up in one map, so that any
 * use of it brings all of them; one module per document, a chunk brings only the documents its code uses, and an
 * unused operation is dropped. `graphql()` stays what tests and the dev server use.
 */
export function graphqlDocuments({ generatedDir }: { generatedDir: string }): Plugin {
  const gqlFile = `${generatedDir}/gql.ts`;
  const graphqlFile = `${generatedDir}/graphql.ts`;
  let byText: Map<string, string> | undefined;
  let bodies: Map<string, string> | undefined;

  /** Each generated document's object literal by its export name. */
  function documentBodies(): Map<string, string> {
    if (bodies) return bodies;
    const source = readFileSync(graphqlFile, 'utf8');
    bodies = new Map();
    // As codegen writes it (one line each) or as Prettier formats it (the type after `as` may span lines then).
    const document = /^export const (\w+) = (\{[\s\S]*?\}) as unknown as DocumentNode<[^;]*>;$/gm;
    for (const [, name, body] of source.matchAll(document)) bodies.set(name, body);
    return bodies;
  }

  /** The generated map: each document's text and the name of its export in graphql.ts. */
  function documents(): Map<string, string> {
    if (byText) return byText;
    const source = readFileSync(gqlFile, 'utf8');
    const start = source.indexOf('const documents: Documents = {');
    const end = source.indexOf('\n};', start);
    if (start < 0 || end < 0) throw new Error(`No documents map in ${gqlFile}`);
    byText = new Map();
    const entry = /('(?:[^'\\]|\\.)*'):\s*types\.(\w+),/g;
    for (const [, literal, name] of source.slice(start, end).matchAll(entry)) {
      byText.set(JSON.parse(`"${literal.slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"')}"`), name);
    }
    return byText;
  }

  return {
    name: 'creators:graphql-documents',
    apply: 'build',
    // On the TypeScript as written, before it is compiled.
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1);
      const body = documentBodies().get(name);
      if (!body) throw new Error(`${graphqlFile} has no document ${name}: run npm run codegen -w frontend`);
      return `export default ${body};\n`;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(generatedDir) || !code.includes('graphql(`')) return null;
      // Only the calls of the generated `graphql` (imported from the generated module), not another module's.
      const imported = /import\s*\{\s*graphql\s*\}\s*from\s*'([^']*generated[^']*)'/.exec(code);
      if (!imported) return null;
      const known = documents();
      const names = new Set<string>();
      const replaced = code.replace(/\bgraphql\(`([^`]*)`\)/g, (call, text: string) => {
        const name = known.get(text);
        if (!name) {
          throw new Error(
            `${relative(process.cwd(), id)}: a graphql() document the generated module does not have: run npm run codegen -w frontend`,
          );
        }
        names.add(name);
        // As many lines as the call had, so that the lines after it keep their numbers (the source map).
        return `__document_${name}${'\n'.repeat(call.split('\n').length - 1)}`;
      });
      const imports = [...names]
        .map((name) => `import __document_${name} from '${PREFIX}${name}';`)
        .join(' ');
      // On the first line, before the code: the lines keep their numbers.
      return { code: `${imports} ${replaced}`, map: null };
    },
  };
}
