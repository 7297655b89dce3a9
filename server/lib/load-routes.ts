/**
 * Finds every module's routes: each `server/modules/<module>/*.routes.ts` default-exports its bound
 * routes (lib/route.ts), so a new module registers itself by existing, not by an edit to app.ts.
 * The compiled server has no files to list: scripts/build-server.ts puts a static import of the same
 * files in this module's place (keep the two in step).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RouteModule } from './route.ts';

const MODULES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'modules');

export async function loadRouteModules(dir = MODULES_DIR): Promise<RouteModule[]> {
  const files = (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.routes.ts'))
    .sort();
  const modules = await Promise.all(
    files.map(async (file) => (await import(pathToFileURL(path.join(dir, file)).href)) as { default?: RouteModule }),
  );
  return modules.map((module, i) => {
    if (!module.default?.routes) throw new Error(`${files[i]} does not default-export defineRoutes(...)`);
    return module.default;
  });
}
