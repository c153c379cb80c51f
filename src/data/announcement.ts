/**
 * The site-wide announcement. Change `id` whenever the message changes, so
 * readers who dismissed the previous one see the new one.
 *
 * Its colours are the colour mode's (Infima's variables): Docusaurus writes them as the bar's inline
 * style, and its defaults (`#fff` and `#000`) left a white bar on the dark theme.
 */
export function announcement(baseUrl: string): {
  id: string;
  content: string;
  backgroundColor: string;
  textColor: string;
} {
  return {
    id: 'player-sdk-7-4',
    content: `FLP Player SDK 7.4 adds low-latency HLS on every platform. See the <a href="${baseUrl}release-notes/">release notes</a>.`,
    backgroundColor: 'var(--ifm-color-emphasis-100)',
    textColor: 'var(--ifm-font-color-base)',
  };
}
