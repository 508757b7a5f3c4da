import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The tab a group shows, and how a tap chooses one.
 *
 * A group whose choice is shared (a `groupId`, or the query string) makes every group of the page
 * with the same choice render on a tap: theme-common stores the choice in a storage slot that the
 * other groups read with useSyncExternalStore, whose updates are always synchronous (a transition
 * cannot defer them). On /efr/api (the complete example's JSON/XML/C# groups) the tapped tab came
 * about 30 ms later for it on a phone at 4x CPU (bench:web's code tab, A/B). So the tapped group
 * shows its tab at once, and the shared choice (`select`: storage, query string, the other groups)
 * follows in a task after the next paint; `beforeShare` runs just before it (the tab list keeps the tapped tab in
 * place while the groups above it change height). A group of its own selects directly.
 */
export function useTabChoice(
  selectedValue: string,
  select: (value: string) => void,
  shared: boolean,
): [shown: string, choose: (value: string, beforeShare?: () => void) => void] {
  const [pending, setPending] = useState<string | null>(null);
  const scheduled = useRef<{ frame?: number; timer?: number }>({});
  const cancel = () => {
    cancelAnimationFrame(scheduled.current.frame ?? 0);
    window.clearTimeout(scheduled.current.timer);
    scheduled.current = {};
  };
  useEffect(() => cancel, []);
  const choose = useCallback(
    (value: string, beforeShare?: () => void) => {
      if (!shared) {
        beforeShare?.();
        select(value);
        return;
      }
      cancel();
      setPending(value);
      scheduled.current.frame = requestAnimationFrame(() => {
        scheduled.current.timer = window.setTimeout(() => {
          scheduled.current = {};
          beforeShare?.();
          select(value);
          setPending(null);
        });
      });
    },
    [select, shared],
  );
  return [pending ?? selectedValue, choose];
}
