import { hasChromium, missingChromiumMessage } from './chromium';

/** Fails the run at once, with the fix, when the system chromium is missing. */
export default function globalSetup() {
  if (!hasChromium()) throw new Error(missingChromiumMessage);
}
