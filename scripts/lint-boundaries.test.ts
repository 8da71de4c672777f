// The import directions the lint step keeps (biome.json's noRestrictedImports overrides): each case
// writes a one-line module at a real place in the tree, lints it with the project's configuration,
// and removes it again.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');

/** The restricted-import diagnostics Biome reports for `specifier` imported from a module in `folder`. */
function restrictedImportsIn(folder: string, specifier: string): number {
  const file = path.join(root, folder, `lint-probe-${randomUUID()}.ts`);
  writeFileSync(file, `import { probe } from '${specifier}';\n\nexport const probed = probe;\n`);
  try {
    const run = spawnSync(biome, ['lint', '--reporter=json', path.relative(root, file)], {
      cwd: root,
      encoding: 'utf8',
    });
    const report = JSON.parse(run.stdout) as { diagnostics: { category: string }[] };
    return report.diagnostics.filter((d) => d.category === 'lint/style/noRestrictedImports').length;
  } finally {
    rmSync(file, { force: true });
  }
}

describe('import directions', () => {
  it.each([
    ['src/shared/domain', '../../web/lib/config.ts'],
    ['src/shared/contract', '../../server/env.ts'],
    ['src/web/lib', '../../server/env.ts'],
    ['src/server/http', '../../web/router/router.ts'],
    ['src/web/lib', '../features/session/api.ts'],
    ['src/web/ui', '../features/bookings/api/booking-queries.ts'],
    ['src/web/features/profile', '../session/sign-out.ts'],
    ['src/web/features/payments/components', '../../bookings/components/booking-info-card.tsx'],
    ['src/web/offline', '../features/session/current-customer.ts'],
  ])('refuses an import from %s of %s', (folder, specifier) => {
    expect(restrictedImportsIn(folder, specifier)).toBe(1);
  });

  it.each([
    ['src/server/http', '../../web/prerender/prerender-entry.ts'],
    ['src/web/features/profile', '../session/api.ts'],
    ['src/web/features/payments/components', '../../bookings/api/booking-queries.ts'],
    ['src/web/offline', '../features/session/api.ts'],
    ['src/web/routes', '../features/bookings/components/booking-info-card.tsx'],
    ['src/web/features/profile', '../../lib/config.ts'],
  ])('allows an import from %s of %s', (folder, specifier) => {
    expect(restrictedImportsIn(folder, specifier)).toBe(0);
  });

  it('bounds every feature folder against every other one', () => {
    type Override = {
      includes: string[];
      linter: { rules: { style: { noRestrictedImports: { options: { patterns: { group: string[] }[] } } } } };
    };
    const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8')) as { overrides: Override[] };
    const features = readdirSync(path.join(root, 'src/web/features'));
    for (const feature of features) {
      const own = config.overrides.find((o) => o.includes.includes(`src/web/features/${feature}/**`));
      const groups = own?.linter.rules.style.noRestrictedImports.options.patterns.flatMap((p) => p.group) ?? [];
      for (const other of features.filter((name) => name !== feature)) expect(groups).toContain(`**/${other}/**`);
    }
  });
});
