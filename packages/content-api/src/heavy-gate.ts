// Expensive reads share this server's database time: at most so many start each second, each in
// its own slot, whoever sends them. A read waits for its slot briefly, or is told to come back, so
// a flood of costly queries from many addresses cannot starve every other request.
export interface HeavyGate {
  /** Resolves true when the read may run (after waiting for its slot), false when it must retry. */
  admit(): Promise<boolean>;
}

export function heavyGate(options: { perSecond: number; maxWaitMs: number }): HeavyGate {
  const spacing = 1000 / options.perSecond;
  let nextSlot = 0;
  return {
    async admit() {
      const now = Date.now();
      const slot = Math.max(now, nextSlot);
      if (slot - now > options.maxWaitMs) return false;
      nextSlot = slot + spacing;
      if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
      return true;
    },
  };
}

/** From this cost (see QUERY_COST) a read counts as expensive: five conditions, or long lists. */
export const HEAVY_FROM_COST = 20;
