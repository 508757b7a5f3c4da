import type { MermaidConfig } from 'mermaid';

/**
 * Mermaid settings for every diagram. A diagram is shown no smaller than its labels allow
 * (11 px, src/features/diagrams) and scrolls sideways beyond that, so narrow diagrams matter:
 * sequence diagrams wrap long messages instead of spreading the participants apart.
 */
export const mermaidOptions = {
  sequence: {
    wrap: true,
    actorMargin: 40,
  },
} satisfies MermaidConfig;
