// Why: mounts the site-wide providers (sign-in state) and the docs assistant around every page.
// Wrap: upstream Root (@docusaurus/core theme-fallback) renders its children only; the logic lives
// in src/features and src/components/DocsAssistant.
import type { ReactNode } from 'react';
import DocsAssistant from '@site/src/components/DocsAssistant';
import { AuthProvider } from '@site/src/features/auth/AuthProvider';

export default function Root({ children }: { children: ReactNode }): React.ReactElement {
  return (
    <AuthProvider>
      {children}
      <DocsAssistant />
    </AuthProvider>
  );
}
