/**
 * `@flp/error-codes-on-server` in the browser and under `docusaurus start`: no codes up front (the
 * plugin's configureWebpack resolves the module; the server build gets every platform's codes).
 */
import type { ServerCodes } from '@flp/error-codes-on-server';

const codes: ServerCodes | null = null;
export default codes;
