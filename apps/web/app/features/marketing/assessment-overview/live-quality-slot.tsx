// Where /assessment shows the measurement's live quality. The page is pre-rendered and kept light,
// so the section and its request load only after the page has: nothing is drawn before that (or
// at all, when the figures cannot be read).
import { type ComponentType, useEffect, useState } from 'react';

export function LiveQualitySlot() {
  const [Section, setSection] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    import('../../live-quality').then(
      (norms) => live && setSection(() => norms.LiveQualitySection),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return Section ? <Section /> : null;
}
