/**
 * The production browser entry: it runs the site's modules (React DOM, the app, the theme) in a
 * task after the one that evaluates the main bundle's script. That task finishes the script's
 * compilation (Chromium publishes what it compiled off the main thread, plugins/client-startup's
 * compile hint); with the modules' evaluation after it, the two are two shorter tasks instead of
 * one long one. The modules stay in the main bundle (`eager`: no request); `clientEntry.tsx` then
 * preloads the route and hydrates, one task later again.
 */
setTimeout(() => {
  void import(/* webpackMode: "eager" */ './clientEntry');
}, 0);

export {};
