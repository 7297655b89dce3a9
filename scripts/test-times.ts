/**
 * The time of every test file, from the JSON reports `npm test` and `npm run test:slow` write
 * (test-results/vitest-*.json): per project, then every file slowest first, as the Markdown tables
 * of docs/testing.md ('Time per file'). A file's time is its tests' and hooks' time, without its
 * import and collection.  Usage: `tsx scripts/test-times.ts [report.json …]`.
 */
import fs from 'node:fs';
import path from 'node:path';

interface FileResult {
  name: string;
  startTime: number;
  endTime: number;
  assertionResults: { status: string }[];
}

const files = process.argv.slice(2);
const reports = files.length
  ? files
  : fs
      .readdirSync('test-results')
      .filter((name) => /^vitest-.*\.json$/.test(name))
      .map((name) => path.join('test-results', name));

const projectOf = (file: string): string => {
  if (file.startsWith('tests/e2e/')) return 'e2e';
  if (file.startsWith('tests/server/')) return 'server';
  if (file.startsWith('src/')) return 'web';
  return 'unit';
};

const rows: { file: string; project: string; tests: number; seconds: number }[] = [];
for (const report of reports) {
  const { testResults } = JSON.parse(fs.readFileSync(report, 'utf8')) as { testResults: FileResult[] };
  const run = path.basename(report, '.json').replace(/^vitest-/, '');
  for (const result of testResults) {
    const file = path.relative(process.cwd(), result.name);
    rows.push({
      file,
      project: run === 'slow' ? 'slow' : projectOf(file),
      tests: result.assertionResults.length,
      seconds: (result.endTime - result.startTime) / 1000,
    });
  }
}

const totals = new Map<string, { files: number; seconds: number }>();
for (const row of rows) {
  const total = totals.get(row.project) ?? { files: 0, seconds: 0 };
  totals.set(row.project, { files: total.files + 1, seconds: total.seconds + row.seconds });
}
console.log('| project | files | tests’ time |\n|---|---|---|');
for (const [project, total] of totals) console.log(`| ${project} | ${total.files} | ${total.seconds.toFixed(0)} s |`);
console.log('\n| file | project | tests | s |\n|---|---|---|---|');
for (const row of rows.sort((a, b) => b.seconds - a.seconds))
  console.log(`| \`${row.file}\` | ${row.project} | ${row.tests} | ${row.seconds.toFixed(1)} |`);
