// "Book a free 15-minute review" on a report: opens the review request, loaded on the click so the
// report page carries none of it until then.
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../components/ui';

import type { ReviewSource } from './review-source';

export type { ReviewSource };

const ReviewDialog = lazy(() => import('./review-dialog'));

export function ReviewRequestButton({ label, source }: { label: string; source: ReviewSource }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first click on, so closing keeps what was typed for a second opening.
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        {label}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <ReviewDialog
            open={open}
            onOpenChange={setOpen}
            source={source}
            title={label}
            // The dialog opens from this button, not a trigger of its own: focus comes back here.
            returnFocus={() => button.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
