// Why: registers the custom navbar item types `custom-signIn` (the sign-in box,
// docs-internal/requirements.md#sign-in-box) and `custom-assistant` (the chat launcher of narrow
// screens, src/components/DocsAssistant).
// Wrap: spreads upstream's map from @docusaurus/theme-classic 3.10 and adds two entries.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import AssistantNavbarButton from '@site/src/components/DocsAssistant/NavbarButton';
import SignInBox from '@site/src/components/SignInBox';

export default {
  ...ComponentTypes,
  'custom-signIn': SignInBox,
  'custom-assistant': AssistantNavbarButton,
};
