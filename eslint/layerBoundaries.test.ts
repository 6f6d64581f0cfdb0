import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints a line of code as if it were in the named file, with the project's own configuration.
async function problemsIn(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'layers/boundaries')
    .map((message) => message.message);
}

describe('the layer order, as npm run lint checks it', () => {
  it('refuses an import that points up the layers', async () => {
    expect(
      await problemsIn('src/domain/wrong.ts', "export { useComposer } from '@/features/compose';"),
    ).toEqual([
      expect.stringContaining('The domain layer may not import the feature:compose layer'),
    ]);
    expect(
      await problemsIn(
        'src/sources/wrong.ts',
        "import { openEventLog } from '../events/eventLog';",
      ),
    ).toHaveLength(1);
    expect(
      await problemsIn(
        'server/wrong.ts',
        "import { RuntimeProvider } from '@/runtime/RuntimeProvider';",
      ),
    ).toHaveLength(1);
  });

  it('lets an import point down the layers', async () => {
    expect(
      await problemsIn('src/sync/right.ts', "import { POST_SOURCES } from '@/domain/networks';"),
    ).toEqual([]);
    expect(
      await problemsIn('src/app/right.tsx', "import { ComposerModal } from '@/features/compose';"),
    ).toEqual([]);
  });

  it('lets features meet only through their index, except lazy screens and worker runtime', async () => {
    expect(
      await problemsIn(
        'src/features/post/wrong.ts',
        "import { draftSummary } from '@/features/drafts/runtime/draftSummary';",
      ),
    ).toEqual([expect.stringContaining("through '@/features/drafts'")]);
    expect(
      await problemsIn(
        'src/app/router/right.tsx',
        "export const load = () => import('@/features/drafts/screens/DraftsScreen');",
      ),
    ).toEqual([]);
    expect(
      await problemsIn(
        'src/app/router/wrong.tsx',
        "import { DraftsScreen } from '@/features/drafts/screens/DraftsScreen';",
      ),
    ).toHaveLength(1);
    expect(
      await problemsIn(
        'src/workers/right.ts',
        "import { drain } from '@/features/outbox/runtime/drainOutbox';",
      ),
    ).toEqual([]);
  });

  it('keeps the sandbox and the tests out of product code, but not out of its tests', async () => {
    expect(
      await problemsIn(
        'src/sync/wrong.ts',
        "import { x } from '../../tests/support/memoryPublishLog';",
      ),
    ).toHaveLength(1);
    expect(
      await problemsIn(
        'src/sync/publish/right.test.ts',
        "import { x } from '../../../tests/support/memoryPublishLog';",
      ),
    ).toEqual([]);
  });

  it('asks for the @/ alias rather than climbing two folders', async () => {
    expect(
      await problemsIn(
        'src/features/post/screens/x.ts',
        "import { ulid } from '../../../domain/ulid';",
      ),
    ).toEqual(["Import '@/domain/ulid' rather than climbing with '../../../domain/ulid'."]);
  });
});
