/**
 * What users put on the fake X: chunked media uploads and posts, with X-like increasing numeric
 * ids (snowflakes: milliseconds since X's epoch shifted left, plus a sequence).
 */

export interface Media {
  id: string;
  userId: string;
  mediaType: string;
  totalBytes: number;
  createdAt: number;
  segments: Map<number, Buffer>;
  /** The whole file once finalized. */
  data: Buffer | null;
}

export interface Post {
  id: string;
  userId: string;
  text: string;
  mediaIds: string[];
  createdAt: number;
}

const X_EPOCH = 1288834974657n;

export class Content {
  readonly media = new Map<string, Media>();
  /** Oldest first. */
  readonly posts: Post[] = [];
  private lastId = 0n;

  constructor(
    private now: () => number,
    readonly mediaMs: number,
  ) {}

  nextId(): string {
    const fromClock = (BigInt(Math.floor(this.now())) - X_EPOCH) << 22n;
    this.lastId = fromClock > this.lastId ? fromClock : this.lastId + 1n;
    return String(this.lastId);
  }

  startMedia(userId: string, mediaType: string, totalBytes: number): Media {
    const media: Media = {
      id: this.nextId(),
      userId,
      mediaType,
      totalBytes,
      createdAt: this.now(),
      segments: new Map(),
      data: null,
    };
    this.media.set(media.id, media);
    return media;
  }

  expiresAt(media: Media): number {
    return media.createdAt + this.mediaMs;
  }

  /** The caller's own media that has not expired, or undefined. */
  liveMedia(id: string, userId: string): Media | undefined {
    const media = this.media.get(id);
    if (!media || media.userId !== userId || this.now() >= this.expiresAt(media)) return undefined;
    return media;
  }

  addPost(userId: string, text: string, mediaIds: string[]): Post {
    const post = { id: this.nextId(), userId, text, mediaIds, createdAt: this.now() };
    this.posts.push(post);
    return post;
  }

  hasText(userId: string, text: string): boolean {
    return this.posts.some((post) => post.userId === userId && post.text === text);
  }
}

/** image/jpeg, image/png or image/webp from the file's first bytes, or undefined. */
export function imageType(data: Buffer): string | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (data.length >= 8 && data.subarray(0, 8).equals(png)) return 'image/png';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return undefined;
}
