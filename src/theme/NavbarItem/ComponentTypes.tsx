// Why: registers the custom navbar item type `custom-signIn`, the sign-in box
// (docs-internal/requirements.md#sign-in-box).
// Wrap: spreads upstream's map from @docusaurus/theme-classic 3.10 and adds one entry.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import SignInBox from '@site/src/components/SignInBox';

export default {
  ...ComponentTypes,
  'custom-signIn': SignInBox,
};
