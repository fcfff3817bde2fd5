#!/usr/bin/env node
// postbuild, before precompress.mjs: marks every built JavaScript chunk with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`, Chrome 136+), so the browser compiles its functions while the script streams in,
// on a background thread, instead of on the main thread the first time each one runs. Turbopack wraps every module
// in a function; without the hint the framework's and the page's modules were compiled inside the bootstrap task
// (the cashier's longest task: ≈ 70 ms, half of it compiling). Other engines read the line as a comment.
// docs/decisions/0012-compile-hints.md
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunk with the hint as its first line (unchanged when it has it already: the step may run twice). */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** A source map of the chunk moved one line down, to match (plain maps and Turbopack's sectioned index maps). */
export function shiftSourceMap(map) {
  if (Array.isArray(map.sections)) {
    return { ...map, sections: map.sections.map((s) => ({ ...s, offset: { ...s.offset, line: s.offset.line + 1 } })) };
  }
  return { ...map, mappings: `;${map.mappings}` };
}

async function* jsFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* jsFiles(p);
    else if (entry.name.endsWith('.js')) yield p;
  }
}

/** Adds the hint to every chunk under `dir` that lacks it (and moves its source map, if any); returns how many. */
export async function hintChunks(dir) {
  let count = 0;
  for await (const file of jsFiles(dir)) {
    const source = await readFile(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    await writeFile(file, hinted);
    count += 1;
    // A build with source maps (productionBrowserSourceMaps) names its map on the last line.
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(source)?.[1];
    if (mapName && !mapName.startsWith('data:')) {
      const mapFile = path.join(path.dirname(file), mapName);
      const map = JSON.parse(await readFile(mapFile, 'utf8').catch(() => 'null'));
      if (map) await writeFile(mapFile, JSON.stringify(shiftSourceMap(map)));
    }
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const chunks = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), '.next', 'static', 'chunks');
  console.log(`compile hints added to ${await hintChunks(chunks)} chunks`);
}
