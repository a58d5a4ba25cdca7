/**
 * The server of src/server.ts, started in two steps for the crash test (crash.ts): this process
 * loads the app's modules first and says `loaded` on stdout, then runs `main()` — open, migrate,
 * seed, listen — when a line arrives on stdin. The loading overlaps the test's own preparation;
 * what is killed afterwards is the real server.
 */
import { createInterface } from 'node:readline';

await import('../app');
const { main } = await import('../server');
process.stdout.write('loaded\n');
const lines = createInterface({ input: process.stdin });
lines.once('line', () => {
  lines.close();
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
