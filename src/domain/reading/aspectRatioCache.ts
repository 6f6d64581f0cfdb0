/** How many pictures' shapes are remembered (reading.md §9). */
export const ASPECT_RATIO_CACHE_SIZE = 100;

/**
 * The shapes of pictures the network gave no size for, measured as they
 * load, so a picture seen again is drawn at its shape at once instead of
 * jumping. The least recently used goes first when it is full.
 */
export function createAspectRatioCache(limit = ASPECT_RATIO_CACHE_SIZE) {
  const ratios = new Map<string, number>();
  return {
    get(url: string): number | undefined {
      const ratio = ratios.get(url);
      if (ratio !== undefined) {
        ratios.delete(url);
        ratios.set(url, ratio);
      }
      return ratio;
    },
    set(url: string, ratio: number) {
      if (!(ratio > 0) || !Number.isFinite(ratio)) return;
      ratios.delete(url);
      ratios.set(url, ratio);
      while (ratios.size > limit) {
        const oldest = ratios.keys().next().value;
        if (oldest === undefined) break;
        ratios.delete(oldest);
      }
    },
    get size() {
      return ratios.size;
    },
  };
}
