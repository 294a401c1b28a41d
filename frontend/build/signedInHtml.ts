import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The chunks a signed-in person's first page (the dashboard) needs, by source module, and in which language. */
const SIGNED_IN_FIRST = [
  'src/app/SignedInApp.tsx',
  'src/dashboard/DashboardPage.tsx',
  'src/brainstorm/BrainstormConversation.tsx',
  'src/brainstorm/earlyStart.ts',
];
const TEXTS = { en: 'src/app/signedInMessages.en.ts', de: 'src/app/signedInMessages.de.ts' };

interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  moduleIds?: string[];
  imports?: string[];
}

/**
 * signed-in.en.html and signed-in.de.html beside index.html: the same page, which also names the chunks of the
 * signed-in shell, the dashboard, its brainstorm and the texts of a language as modulepreload links. The gateway
 * answers / with one of them when the request carries a session cookie (gateway/src/http/frontend.ts), so that the
 * browser fetches them beside the entry rather than after the session's answer (docs/performance.md: the
 * dashboard's largest content waited on a chain of requests).
 */
export function signedInHtml(): Plugin {
  return {
    name: 'creators:signed-in-html',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir!;
      const chunks = Object.values(bundle) as ChunkInfo[];
      const byModule = new Map<string, ChunkInfo>();
      const byFile = new Map<string, ChunkInfo>();
      for (const chunk of chunks) {
        if (chunk.type !== 'chunk') continue;
        byFile.set(chunk.fileName, chunk);
        // A module merged into another chunk (no facade of its own) is found in the chunk that holds it.
        for (const moduleId of [chunk.facadeModuleId, ...(chunk.moduleIds ?? [])]) {
          const id = moduleId?.replaceAll('\\', '/');
          const at = id?.lastIndexOf('/src/') ?? -1;
          if (id && at >= 0 && !byModule.has(id.slice(at + 1))) byModule.set(id.slice(at + 1), chunk);
        }
      }
      const closure = (modules: string[]) => {
        const files = new Set<string>();
        const stack = modules.map((module) => {
          const chunk = byModule.get(module);
          if (!chunk) throw new Error(`signed-in.html: the build has no chunk for ${module}`);
          return chunk.fileName;
        });
        while (stack.length) {
          const file = stack.pop()!;
          if (files.has(file)) continue;
          files.add(file);
          stack.push(...(byFile.get(file)?.imports ?? []));
        }
        return files;
      };
      const index = readFileSync(join(outDir, 'index.html'), 'utf8');
      for (const [locale, texts] of Object.entries(TEXTS)) {
        const links = [...closure([...SIGNED_IN_FIRST, texts])]
          .filter((file) => !index.includes(`/${file}"`))
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
          .join('');
        writeFileSync(
          join(outDir, `signed-in.${locale}.html`),
          index.replace('  </head>', `${links}  </head>`),
        );
      }
    },
  };
}
