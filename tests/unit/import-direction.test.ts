import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });
const ruleHits = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId?.endsWith('no-restricted-imports')).length;
};

describe('import direction (docs/product.md, Code layout)', () => {
  // ESLint loads its config and the TypeScript parser on the first file, which takes seconds on a
  // busy machine: done once here, so no case below runs into the per-test timeout.
  beforeAll(async () => {
    await ruleHits('src/x.ts', 'export const y = 1;\n');
  }, 60_000);

  it('forbids the PWA from importing server code', async () => {
    expect(await ruleHits('src/x.ts', "import { app } from '@server/app.ts';\nexport const y = app;\n")).toBe(1);
    expect(await ruleHits('src/x.ts', "import { MSG } from '@common/messages.ts';\nexport const y = MSG;\n")).toBe(0);
  });

  it('keeps common free of server, PWA and I/O imports', async () => {
    expect(await ruleHits('common/x.ts', "import { app } from '../server/app.ts';\nexport const y = app;\n")).toBe(1);
    expect(await ruleHits('common/x.ts', "import { t } from '@/i18n/index.ts';\nexport const y = t;\n")).toBe(1);
    expect(await ruleHits('common/x.ts', "import fs from 'node:fs';\nexport const y = fs;\n")).toBe(1);
  });

  it('keeps zod out of the PWA: answer schemas are imported as types only', async () => {
    const value = "import { tweetSchema } from '@common/contract/answers/tweets';\nexport const y = tweetSchema;\n";
    const type = "import type { Tweet } from '@common/contract/answers/tweets';\nexport type Y = Tweet;\n";
    expect(await ruleHits('src/features/dd/x.ts', value)).toBe(1);
    expect(await ruleHits('src/lib/x.ts', value)).toBe(1);
    expect(await ruleHits('src/features/dd/x.ts', type)).toBe(0);
  });

  it('keeps features as leaves: a feature imports no other feature, not even its index.ts', async () => {
    const use = (from: string) => `import { TweetThumb } from '${from}';\nexport const y = TweetThumb;\n`;
    expect(await ruleHits('src/features/dd/x.tsx', use('@/features/tweets/components/tweet-thumb'))).toBe(1);
    expect(await ruleHits('src/features/dd/x.tsx', use('@/features/tweets'))).toBe(1);
    expect(await ruleHits('src/features/dd/x.tsx', use('../tweets'))).toBe(1);
    expect(await ruleHits('src/features/dd/x.tsx', use('../tweets/components/tweet-thumb'))).toBe(1);
    expect(await ruleHits('src/features/dd/api/x.tsx', use('../../tweets'))).toBe(1);
    expect(await ruleHits('src/features/dd/api/x.tsx', use('../../tweets/components/tweet-thumb'))).toBe(1);
    expect(await ruleHits('src/features/content/media/x.tsx', use('../../../features/tweets/index'))).toBe(1);
    // Its own files, at any depth, and what features share are fine.
    expect(await ruleHits('src/features/tweets/x.tsx', use('./components/tweet-thumb'))).toBe(0);
    expect(await ruleHits('src/features/tweets/api/x.tsx', use('../components/tweet-thumb'))).toBe(0);
    expect(await ruleHits('src/features/content/editor/x.tsx', use('../media'))).toBe(0);
    expect(await ruleHits('src/features/dd/x.tsx', use('@/components/post/tweet-thumb'))).toBe(0);
    // Pages (src/routes) compose features and may reach any of them; shared code is not a feature.
    expect(await ruleHits('src/routes/x.tsx', use('@/features/tweets/components/tweet-thumb'))).toBe(0);
    expect(await ruleHits('src/routes/x.tsx', use('@/features/tweets'))).toBe(0);
  });

  it('keeps the shared folders below every feature', async () => {
    const use = (from: string) => `import { TweetList } from '${from}';\nexport const y = TweetList;\n`;
    expect(await ruleHits('src/components/shell/x.tsx', use('@/features/tweets'))).toBe(1);
    expect(await ruleHits('src/lib/x.ts', use('../features/tweets/api/list'))).toBe(1);
    expect(await ruleHits('src/offline/x.ts', use('@/features/outbox'))).toBe(1);
    expect(await ruleHits('src/components/shell/x.tsx', use('@/components/post/tweet-thumb'))).toBe(0);
  });

  it('forbids the server from importing PWA code', async () => {
    expect(await ruleHits('server/x.ts', "import { t } from '@/i18n/index.ts';\nexport const y = t;\n")).toBe(1);
  });
});
