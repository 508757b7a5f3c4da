import type { WidgetLabels } from './types';

/** The widget's texts for assistive technology and tooltips; `labels` overrides any of them. */
export const DEFAULT_LABELS: WidgetLabels = {
  messages: 'Messages',
  input: 'Message',
  unread: (n) => `${n} unread message${n === 1 ? '' : 's'}`,
  client: 'You',
  response: 'Reply',
  newMessage: 'New message',
  typing: 'Typing',
  emojiPicker: 'Insert emoji',
  resize: 'Resize chat',
  previewDialog: 'Image preview',
  previewClose: 'Close preview',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomReset: 'Reset zoom',
};
