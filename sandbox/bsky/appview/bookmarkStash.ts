/** One private bookmark, as the AppView keeps it (app.bsky.bookmark.defs#bookmark plus its time). */
export interface StashedBookmark {
  subject: { uri: string; cid: string };
  createdAt: string;
  /** Order of creation: getBookmarks pages by it, newest first. */
  seq: number;
}

/**
 * Bookmarks are private: not records in a repo but state the AppView keeps
 * for each viewer (`app.bsky.bookmark.createBookmark`, `deleteBookmark`),
 * as Bluesky's AppView keeps them in its own store. Creating one that
 * exists, or deleting one that does not, changes nothing (the real
 * procedures are idempotent the same way).
 */
export class BookmarkStash {
  private seq = 0;
  /** viewer did -> subject uri -> bookmark */
  private readonly byViewer = new Map<string, Map<string, StashedBookmark>>();
  /** subject uri -> viewers who bookmarked it (the post view's bookmarkCount) */
  private readonly bySubject = new Map<string, Set<string>>();

  add(viewer: string, subject: { uri: string; cid: string }): void {
    const mine = this.byViewer.get(viewer) ?? new Map<string, StashedBookmark>();
    if (mine.has(subject.uri)) return;
    mine.set(subject.uri, { subject, createdAt: new Date().toISOString(), seq: ++this.seq });
    this.byViewer.set(viewer, mine);
    const viewers = this.bySubject.get(subject.uri) ?? new Set<string>();
    viewers.add(viewer);
    this.bySubject.set(subject.uri, viewers);
  }

  remove(viewer: string, uri: string): void {
    this.byViewer.get(viewer)?.delete(uri);
    this.bySubject.get(uri)?.delete(viewer);
  }

  has(viewer: string, uri: string): boolean {
    return this.byViewer.get(viewer)?.has(uri) ?? false;
  }

  countOf(uri: string): number {
    return this.bySubject.get(uri)?.size ?? 0;
  }

  /** A viewer's bookmarks newest first, `limit` after the one whose seq is `before`. */
  page(
    viewer: string,
    limit: number,
    before?: number,
  ): { bookmarks: StashedBookmark[]; next?: number } {
    const all = [...(this.byViewer.get(viewer)?.values() ?? [])]
      .filter((b) => before === undefined || b.seq < before)
      .sort((a, b) => b.seq - a.seq);
    const bookmarks = all.slice(0, limit);
    const last = bookmarks.at(-1);
    return { bookmarks, ...(all.length > limit && last ? { next: last.seq } : {}) };
  }
}
