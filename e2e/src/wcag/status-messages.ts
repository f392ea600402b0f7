// 4.1.3 Status Messages: a message a person must hear without moving focus is said by a live
// region (role=status, role=alert, aria-live, output). `recordLiveRegions` (run in the page before
// the action) keeps every text a live region comes to hold; `announcedTexts` reads them back.
export function recordLiveRegions(): void {
  const w = document.body as unknown as { __liveTexts?: string[] };
  if (w.__liveTexts) return;
  const texts: string[] = [];
  w.__liveTexts = texts;
  const live =
    '[role="status"], [role="alert"], [role="log"], [aria-live]:not([aria-live="off"]), output';
  const note = (node: Node | null) => {
    const el = node instanceof Element ? node : node?.parentElement;
    const region = el?.closest(live);
    const text = (region?.textContent ?? '').trim().replace(/\s+/g, ' ');
    if (region && text && texts.at(-1) !== text) texts.push(text);
  };
  new MutationObserver((mutations) => {
    for (const m of mutations) {
      note(m.target);
      for (const n of Array.from(m.addedNodes)) {
        note(n);
        // A live region added with its text is not announced by most screen readers, but a
        // region that is added and then filled is: the later mutation records it.
      }
    }
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
}

export function announcedTexts(): string[] {
  return (document.body as unknown as { __liveTexts?: string[] }).__liveTexts ?? [];
}
