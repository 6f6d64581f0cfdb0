/**
 * Where the person was in a timeline when a click in one of its rows took
 * them away (a picture, a post, a profile): which row, and how far from the
 * top of the window it stood. Kept per history entry, so Back to that entry
 * puts the row where it was, while a new visit to the same address starts
 * at the top. A pixel offset alone cannot do it: rows off screen are drawn
 * later and have estimated heights (content-visibility), so the same offset
 * lands elsewhere once the timeline is drawn again.
 */
export interface ReadingPlace {
  /**
   * The row's posts (`source:id`, one per network it is on). Not the row's
   * key: that is its newest copy's, and a copy landing on another network
   * while the person is away (a cross-post still going out) changes it.
   */
  posts: readonly string[];
  /** Its top, in pixels from the top of the window. */
  top: number;
}

/** History entries remembered at most: older places are forgotten first. */
export const PLACES_KEPT = 50;

const places = new Map<string, ReadingPlace>();

export function rememberPlace(historyEntry: string, place: ReadingPlace): void {
  places.delete(historyEntry);
  places.set(historyEntry, place);
  for (const oldest of places.keys()) {
    if (places.size <= PLACES_KEPT) break;
    places.delete(oldest);
  }
}

export function placeOf(historyEntry: string): ReadingPlace | undefined {
  return places.get(historyEntry);
}

/** Whether a place waits for this history entry: the timeline puts it back, not the router. */
export function hasPlace(historyEntry: string | undefined): boolean {
  return historyEntry !== undefined && places.has(historyEntry);
}

export function forgetPlace(historyEntry: string): void {
  places.delete(historyEntry);
}
