import { join } from 'node:path';

/** The repository's root, where the tests read the project's sources from. */
export const ROOT = join(__dirname, '..', '..', '..');
