// Why: upstream's inline script hides the bar before hydration when *any* announcement was
// dismissed, without comparing ids, so a new announcement stays hidden by CSS although the
// provider reopened it (SPEC §4: the bar reappears when the id changes). Wrap: after hydration,
// the provider's decision wins. Tracks @docusaurus/theme-classic 3.10 AnnouncementBar.
import { useEffect } from 'react';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';
import AnnouncementBar from '@theme-original/AnnouncementBar';

export default function AnnouncementBarWrapper(): React.ReactElement | null {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
  }, [isActive]);
  return <AnnouncementBar />;
}
