import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from '../../src/shared/prerendered-pages.ts';
import { type ChunkFacts, START_MODULES, startFiles } from './start-modules.ts';

const ROOT = '/app';
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false): ChunkFacts => ({
  fileName,
  moduleIds: moduleIds.map((id) => `${ROOT}/${id}`),
  imports,
  isEntry,
});

describe('startFiles', () => {
  const chunks = [
    chunk('assets/index-1.js', ['src/main.tsx', 'src/shared.ts'], [], true),
    chunk('assets/dashboard-1.js', ['src/routes/dashboard.tsx'], ['assets/index-1.js', 'assets/queries-1.js']),
    chunk('assets/queries-1.js', ['src/queries.ts'], ['assets/index-1.js', 'assets/ids-1.js']),
    chunk('assets/ids-1.js', ['src/ids.ts'], ['assets/queries-1.js']),
    chunk('assets/guards-1.js', ['src/guards.ts'], ['assets/ids-1.js']),
    chunk('assets/profile-1.js', ['src/routes/profile.tsx'], ['assets/queries-1.js']),
  ];

  it("names the modules' files and every file they import, however deep, once each, without the entry", () => {
    expect(startFiles(chunks, ['src/routes/dashboard.tsx', 'src/guards.ts'], ROOT)).toEqual([
      '/assets/dashboard-1.js',
      '/assets/guards-1.js',
      '/assets/ids-1.js',
      '/assets/queries-1.js',
    ]);
  });

  it('names nothing for a module the entry carries, and fails for one in no file (a stale list)', () => {
    expect(startFiles(chunks, ['src/shared.ts'], ROOT)).toEqual([]);
    expect(() => startFiles(chunks, ['src/routes/gone.tsx'], ROOT)).toThrow('src/routes/gone.tsx is in no chunk');
  });
});

describe('START_MODULES', () => {
  it('has the start of every prerendered visitor page', () => {
    for (const page of PRERENDERED_PAGES) expect(Object.keys(START_MODULES)).toContain(page.file);
  });
});
