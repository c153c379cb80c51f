/**
 * The site-wide announcement. Change `id` whenever the message changes, so
 * readers who dismissed the previous one see the new one.
 */
export function announcement(baseUrl: string): { id: string; content: string } {
  return {
    id: 'player-sdk-7-4',
    content: `FLP Player SDK 7.4 adds low-latency HLS on every platform. See the <a href="${baseUrl}release-notes/">release notes</a>.`,
  };
}
