import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

/** A navigation shorter than this shows nothing: a flash of a bar would only distract. */
const PROGRESS_DELAY_MS = 300;

/**
 * A thin bar across the top of the window while an in-app navigation (or a form sent by script)
 * takes longer than PROGRESS_DELAY_MS, so a click on a slow page is seen to be working. The live
 * region is always in the page; "Loading page" is put into it when the bar shows, so screen readers
 * announce it. Without JavaScript the browser shows its own progress and this stays empty.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== "idle";
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return (
    <div aria-live="polite" data-testid="navigation-progress">
      {shown ? (
        <>
          <div
            aria-hidden="true"
            className="pointer-events-none fixed inset-x-0 top-0 z-[100] h-1 animate-pulse bg-primary"
          />
          <p role="status" className="sr-only">
            Loading page…
          </p>
        </>
      ) : null}
    </div>
  );
}
