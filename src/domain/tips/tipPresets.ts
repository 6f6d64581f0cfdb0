/** The dollar presets of the tip form (wallet.md §2.1, §9), and the one chosen at first. */
export const TIP_PRESETS_USD = [1, 5, 10, 50] as const;
export const DEFAULT_TIP_USD = 5;
