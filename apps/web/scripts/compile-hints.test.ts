import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintChunks, shiftSourceMap, withCompileHint } from './compile-hints.mjs';

describe('compile hints (postbuild)', () => {
  it('puts the hint on the first line once', () => {
    const hinted = withCompileHint('(()=>{})();');
    expect(hinted).toBe('//# allFunctionsCalledOnLoad\n(()=>{})();');
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it('moves a plain and a sectioned source map one line down', () => {
    expect(shiftSourceMap({ version: 3, mappings: 'AAAA;AACA' }).mappings).toBe(';AAAA;AACA');
    const index = shiftSourceMap({ version: 3, sections: [{ offset: { line: 0, column: 0 }, map: {} }, { offset: { line: 4, column: 2 }, map: {} }] });
    expect(index.sections.map((s: { offset: { line: number; column: number } }) => s.offset)).toEqual([
      { line: 1, column: 0 },
      { line: 5, column: 2 },
    ]);
  });

  it('marks every chunk of a build, its map with it, and leaves a second run with nothing to do', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hints-'));
    mkdirSync(path.join(dir, 'sub'));
    writeFileSync(path.join(dir, 'a.js'), 'a();\n//# sourceMappingURL=a.js.map');
    writeFileSync(path.join(dir, 'a.js.map'), JSON.stringify({ version: 3, mappings: 'AAAA' }));
    writeFileSync(path.join(dir, 'sub', 'b.js'), 'b();');
    writeFileSync(path.join(dir, 'c.css'), 'a{}');
    expect(await hintChunks(dir)).toBe(2);
    expect(await hintChunks(dir)).toBe(0);
    expect(readFileSync(path.join(dir, 'a.js'), 'utf8').startsWith(COMPILE_HINT)).toBe(true);
    expect(readFileSync(path.join(dir, 'sub', 'b.js'), 'utf8')).toBe(`${COMPILE_HINT}b();`);
    expect(readFileSync(path.join(dir, 'c.css'), 'utf8')).toBe('a{}');
    expect(JSON.parse(readFileSync(path.join(dir, 'a.js.map'), 'utf8')).mappings).toBe(';AAAA');
  });
});
