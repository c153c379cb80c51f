/** Flags for the system Chromium on a headless machine, shared by the browser tests and Lighthouse. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;
