import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });
const ruleHits = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').length;
};

describe('import direction (ARCHITECTURE.md)', () => {
  it('forbids the PWA from importing server code', async () => {
    expect(await ruleHits('src/x.ts', "import { app } from '@server/app.ts';\nexport const y = app;\n")).toBe(1);
    expect(await ruleHits('src/x.ts', "import { MSG } from '@common/messages.ts';\nexport const y = MSG;\n")).toBe(0);
  });

  it('keeps common free of server, PWA and I/O imports', async () => {
    expect(await ruleHits('common/x.ts', "import { app } from '../server/app.ts';\nexport const y = app;\n")).toBe(1);
    expect(await ruleHits('common/x.ts', "import { t } from '@/i18n/index.ts';\nexport const y = t;\n")).toBe(1);
    expect(await ruleHits('common/x.ts', "import fs from 'node:fs';\nexport const y = fs;\n")).toBe(1);
  });

  it('forbids the server from importing PWA code', async () => {
    expect(await ruleHits('server/x.ts', "import { t } from '@/i18n/index.ts';\nexport const y = t;\n")).toBe(1);
  });
});
