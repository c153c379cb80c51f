/** Modules the playback-check plugin provides to the site. */

declare module '@generated/playback-check/default/rules.json' {
  const rules: import('./lib/rules').PlaybackRules;
  export default rules;
}

declare module '@theme/PlaybackCheck' {
  import type { ReactNode } from 'react';

  export default function PlaybackCheck(): ReactNode;
}
