// The few parts of video.js's manifest parsers the playback check reads (they ship no types).
declare module 'm3u8-parser' {
  export class Parser {
    constructor(options?: { uri?: string });
    push(chunk: string): void;
    end(): void;
    manifest: Record<string, unknown>;
  }
}

declare module 'mpd-parser' {
  export function parse(manifest: string, options?: { manifestUri?: string }): Record<string, unknown>;
}
