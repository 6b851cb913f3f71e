// The build runs Vite again inside itself (pageChunksPlugin's trial build, firstPageBundlePlugin's Node build):
// this variable marks those inner builds, so the plugins that act once per build stay out of them.
const NESTED = 'PAINEL_FIRST_PAGE_PASS';

/** A plugin's `apply` for what runs in the outer build only. */
export const outerBuildOnly = (_config: unknown, env: { command: string }) => env.command === 'build' && !process.env[NESTED];

/** Runs an inner build, marked as such while it runs. */
export async function nestedBuild<T>(run: () => Promise<T>): Promise<T> {
  process.env[NESTED] = '1';
  try {
    return await run();
  } finally {
    delete process.env[NESTED];
  }
}
