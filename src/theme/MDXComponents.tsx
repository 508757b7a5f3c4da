// Why: makes the content components of src/components/mdx available in every MDX page without
// an import (WRITING_GUIDE.md, "Components content may use"). Wrap: extends the upstream map of
// @docusaurus/theme-classic's MDXComponents, tracking its default export.
import MDXComponents from '@theme-original/MDXComponents';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import * as contentComponents from '@site/src/components/mdx';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  ...contentComponents,
};
