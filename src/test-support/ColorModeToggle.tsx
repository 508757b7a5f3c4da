/**
 * Upstream's colour-mode toggle (@docusaurus/theme-classic, JSX in .js that vitest does not
 * compile), reduced to what src/theme/ColorModeToggle relies on: a click asks for the next mode.
 * vitest.config.ts aliases `@theme-original/ColorModeToggle` to it.
 */
export default function ColorModeToggle({
  value,
  onChange,
}: {
  value: 'light' | 'dark' | null;
  onChange: (mode: 'light' | 'dark' | null) => void;
}) {
  return (
    <button type="button" onClick={() => onChange(value === 'dark' ? 'light' : 'dark')}>
      {value}
    </button>
  );
}
