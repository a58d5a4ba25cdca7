import { rmSync } from 'node:fs';

/**
 * Removes the temporary folder (DATA_DIR and web build) the config made for the server; a folder
 * given in E2E_TMP_DIR is left alone, and E2E_KEEP_DATA=1 keeps it for a look after the run.
 */
export default function globalTeardown() {
  const dir = process.env.E2E_TMP_DIR;
  if (!dir || process.env.E2E_TMP_OWNED !== '1' || process.env.E2E_KEEP_DATA === '1') return;
  rmSync(dir, { recursive: true, force: true });
}
