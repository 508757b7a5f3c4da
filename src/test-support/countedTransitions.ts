/**
 * React with a `startTransition` that counts its calls and says whether a callback runs inside one,
 * for tests of code that must update in a transition (React exposes no lane to check). In a test:
 * `vi.mock('react', async (importOriginal) => (await import('…/countedTransitions')).countingTransitions(await importOriginal()))`.
 */
export const transitions = { count: 0, inside: false };

export function countingTransitions(react: typeof import('react')): typeof import('react') {
  return {
    ...react,
    startTransition: (callback: () => void) => {
      transitions.count += 1;
      transitions.inside = true;
      try {
        react.startTransition(callback);
      } finally {
        transitions.inside = false;
      }
    },
  };
}
