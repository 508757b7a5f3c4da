import { useAssistantHost } from '@site/src/features/assistant/useAssistantHost';
import AssistantView from './AssistantView';

export interface AssistantProps {
  /** Open the panel as soon as the widget has mounted (the user clicked the stand-in launcher). */
  openOnMount?: boolean;
}

/** The docs assistant connected to the site. Loaded on demand by ./index.tsx. */
export default function Assistant({ openOnMount }: AssistantProps): React.ReactElement {
  return <AssistantView host={useAssistantHost()} openOnMount={openOnMount} />;
}
