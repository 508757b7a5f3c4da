// Why: a colour-mode switch is seen as soon as theme-common's setColorMode sets `data-theme` on
// <html> (synchronously, before any render); the re-render of what reads the colour mode (the
// toggle's label, diagrams) need not hold that frame back. Wrap of @docusaurus/theme-classic 3.10
// `ColorModeToggle`: the same toggle, its change handed on inside a transition, which yields.
import { startTransition } from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type { Props } from '@theme/ColorModeToggle';

export default function ColorModeToggleWrapper(props: Props): React.ReactElement {
  const { onChange } = props;
  return (
    <ColorModeToggle {...props} onChange={(colorMode: Props['value']) => startTransition(() => onChange(colorMode))} />
  );
}
