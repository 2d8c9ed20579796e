/** A small seeded PRNG (mulberry32): the same seed gives the same requests on every run. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Up to `max` distinct items, in a random order. */
  some<T>(items: readonly T[], max: number): T[];
  /** A new generator whose stream depends on this one's seed and `label` only (stable when other draws change). */
  fork(label: string): Rng;
}

export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      if (!items.length) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)];
    },
    some: (items, max) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, Math.max(0, max));
    },
    fork: (label) => mulberry32(hash(`${seed}:${label}`)),
  };
  return rng;
}

/** FNV-1a, for deriving stable sub-seeds from labels. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
