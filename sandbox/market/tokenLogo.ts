import { createHash } from 'node:crypto';

/** A token's logo: a coloured disc with the symbol's first letters (its colour fixed by the symbol). */
export function tokenLogoSvg(symbol: string): string {
  const hue = createHash('sha256').update(symbol).digest()[0] ?? 0;
  const letters = symbol
    .replace(/^s(?=[A-Z])/, '')
    .slice(0, 3)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="hsl(${Math.round((hue / 255) * 360)} 60% 45%)"/><text x="32" y="39" font-family="sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="#fff">${letters}</text></svg>`;
}
