// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef, StrictMode, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Widget } from '../components/Widget';
import { useChatState, useChatWidget } from '../hooks';
import * as api from '../registry';
import type { ChatStore, ChatWidgetApi, WidgetProps } from '../types';

afterEach(() => {
  cleanup();
  api.resetRegistry();
  document.body.removeAttribute('style');
});

function setup(props: WidgetProps = {}) {
  const ref = createRef<ChatWidgetApi>();
  const utils = render(<Widget ref={ref} {...props} />);
  const call = (fn: (w: ChatWidgetApi) => void) => act(() => fn(ref.current!));
  const launcher = () => utils.container.querySelector<HTMLButtonElement>('.rcw-launcher')!;
  const panel = () => utils.container.querySelector<HTMLElement>('.rcw-conversation-container')!;
  const input = () => utils.container.querySelector<HTMLTextAreaElement>('textarea')!;
  return { ...utils, ref, call, launcher, panel, input };
}

describe('defaults (react-chat-widget names and values)', () => {
  it('renders a closed widget with the default texts', () => {
    const { launcher, panel, input, container } = setup();
    expect(launcher().tagName).toBe('BUTTON');
    expect(launcher()).toHaveProperty('type', 'button');
    expect(launcher().getAttribute('aria-expanded')).toBe('false');
    expect(launcher().getAttribute('aria-controls')).toBe('rcw-chat-container');
    expect(launcher().textContent).toBe('Open chat');
    expect(launcher().title).toBe('Open chat');
    expect(panel().id).toBe('rcw-chat-container');
    expect(panel().hidden).toBe(true);
    expect(container.querySelector('.rcw-title')!.textContent).toBe('Welcome');
    expect(container.querySelector('.rcw-subtitle')!.textContent).toBe('This is your chat subtitle');
    expect(input().placeholder).toBe('Type a message...');
    expect(container.querySelector('.rcw-send')!.getAttribute('aria-label')).toBe('Send');
    expect(container.querySelector('.rcw-close-button')).not.toBeNull();
    expect(container.querySelector('.rcw-full-screen')).toBeNull();
    expect(container.querySelector('.rcw-emoji-picker, .rcw-picker-btn, .rcw-conversation-resizer')).toBeNull();
  });

  it('labels the launcher the right way round: "Open chat" when closed, "Close chat" when open', () => {
    const { launcher } = setup();
    fireEvent.click(launcher());
    expect(launcher().textContent).toBe('Close chat');
    expect(launcher().getAttribute('aria-expanded')).toBe('true');
  });

  it('accepts the react-chat-widget props', () => {
    const { container, launcher, panel, input } = setup({
      title: 'Docs assistant',
      subtitle: 'Ask about EFR',
      senderPlaceHolder: 'Your question',
      chatId: 'docs-chat',
      launcherOpenLabel: 'Ask',
      launcherCloseLabel: 'Hide',
      sendButtonAlt: 'Submit',
      showCloseButton: false,
      fullScreenMode: true,
      titleAvatar: 'https://x.test/t.png',
      launcherOpenImg: 'https://x.test/o.png',
    });
    expect(container.querySelector('.rcw-title')!.textContent).toBe('Docs assistant');
    expect(container.querySelector('.rcw-title-avatar')!.getAttribute('src')).toBe('https://x.test/t.png');
    expect(container.querySelector('.rcw-subtitle')!.textContent).toBe('Ask about EFR');
    expect(input().placeholder).toBe('Your question');
    expect(panel().id).toBe('docs-chat');
    expect(launcher().getAttribute('aria-controls')).toBe('docs-chat');
    expect(launcher().textContent).toBe('Ask');
    expect(launcher().querySelector('img')!.getAttribute('src')).toBe('https://x.test/o.png');
    expect(container.querySelector('.rcw-send')!.getAttribute('aria-label')).toBe('Submit');
    expect(container.querySelector('.rcw-close-button')).toBeNull();
    expect(container.querySelector('.rcw-widget-container')!.classList.contains('rcw-full-screen')).toBe(true);
  });

  it('sets data-theme from the theme prop', () => {
    const { container } = setup({ theme: 'dark' });
    expect(container.querySelector('.rcw-widget-container')!.getAttribute('data-theme')).toBe('dark');
  });
});

describe('opening, closing and focus', () => {
  it('opens as a dialog labelled by the title and focuses the input (autofocus)', () => {
    const handleToggle = vi.fn();
    const { launcher, input } = setup({ handleToggle });
    fireEvent.click(launcher());
    const dialog = screen.getByRole('dialog', { name: 'Welcome' });
    expect(dialog.hidden).toBe(false);
    expect(dialog.getAttribute('aria-modal')).toBeNull();
    expect(document.activeElement).toBe(input());
    expect(handleToggle).toHaveBeenLastCalledWith(true);
    fireEvent.click(launcher());
    expect(handleToggle).toHaveBeenLastCalledWith(false);
  });

  it('leaves focus alone with autofocus={false}', () => {
    const { launcher, input } = setup({ autofocus: false });
    launcher().focus();
    fireEvent.click(launcher());
    expect(document.activeElement).not.toBe(input());
  });

  it('Escape closes the panel and returns focus to the launcher', () => {
    const { launcher, input, panel } = setup();
    fireEvent.click(launcher());
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(launcher());
  });

  it('the close button closes the panel and returns focus to the launcher', () => {
    const { launcher, panel, container } = setup();
    fireEvent.click(launcher());
    fireEvent.click(container.querySelector('.rcw-close-button')!);
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(launcher());
  });

  it('a programmatic close with focus inside also returns focus to the launcher', () => {
    const { launcher, input, call } = setup();
    fireEvent.click(launcher());
    expect(document.activeElement).toBe(input());
    call((w) => w.toggleWidget());
    expect(document.activeElement).toBe(launcher());
  });

  it('keeps a sensible tab order: launcher, header, messages, input, send', () => {
    const { container, launcher } = setup();
    fireEvent.click(launcher());
    const focusable = Array.from(container.querySelectorAll<HTMLElement>('button, textarea, [tabindex="0"]')).map(
      (el) => el.className.split(' ')[0],
    );
    expect(focusable).toEqual([
      'rcw-launcher',
      'rcw-close-button',
      'rcw-messages-container',
      'rcw-new-message',
      'rcw-send',
    ]);
  });

  it('opens under React StrictMode (react-chat-widget did not)', () => {
    const { container } = render(
      <StrictMode>
        <Widget />
      </StrictMode>,
    );
    fireEvent.click(container.querySelector('.rcw-launcher')!);
    expect(container.querySelector<HTMLElement>('.rcw-conversation-container')!.hidden).toBe(false);
  });

  it('renders a custom launcher with the toggle function', () => {
    const { container, panel } = setup({
      launcher: (toggle) => (
        <button type="button" className="my-launcher" onClick={toggle}>
          Help
        </button>
      ),
    });
    expect(container.querySelector('.rcw-launcher')).toBeNull();
    const custom = container.querySelector<HTMLButtonElement>('.my-launcher')!;
    fireEvent.click(custom);
    expect(panel().hidden).toBe(false);
    fireEvent.keyDown(panel(), { key: 'Escape' });
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(custom);
  });
});

describe('sending messages', () => {
  it('Enter sends the trimmed text; the input is cleared', () => {
    const handleNewUserMessage = vi.fn();
    const { launcher, input, container } = setup({ handleNewUserMessage });
    fireEvent.click(launcher());
    fireEvent.change(input(), { target: { value: '  hello  ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(handleNewUserMessage).toHaveBeenCalledWith('hello');
    expect(input().value).toBe('');
    const client = container.querySelector('.rcw-message-client')!;
    expect(client.querySelector('.rcw-message-text')!.textContent).toBe('hello');
  });

  it('Shift+Enter does not send (the textarea inserts a new line)', () => {
    const handleNewUserMessage = vi.fn();
    const { launcher, input } = setup({ handleNewUserMessage });
    fireEvent.click(launcher());
    fireEvent.change(input(), { target: { value: 'line 1' } });
    const event = fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(event).toBe(true); // default not prevented
    expect(handleNewUserMessage).not.toHaveBeenCalled();
  });

  it('does not send empty or whitespace-only text', () => {
    const handleNewUserMessage = vi.fn();
    const { launcher, input, container } = setup({ handleNewUserMessage });
    fireEvent.click(launcher());
    fireEvent.change(input(), { target: { value: ' \n\t ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.click(container.querySelector('.rcw-send')!);
    expect(handleNewUserMessage).not.toHaveBeenCalled();
    expect(container.querySelectorAll('.rcw-message')).toHaveLength(0);
  });

  it('the send button submits too', () => {
    const handleNewUserMessage = vi.fn();
    const { launcher, input, container } = setup({ handleNewUserMessage });
    fireEvent.click(launcher());
    fireEvent.change(input(), { target: { value: 'via button' } });
    fireEvent.click(container.querySelector('.rcw-send')!);
    expect(handleNewUserMessage).toHaveBeenCalledWith('via button');
  });

  it('handleSubmit sees the text first and can cancel with false', () => {
    const handleSubmit = vi.fn((text: string) => text !== 'blocked');
    const handleNewUserMessage = vi.fn();
    const { launcher, input } = setup({ handleSubmit, handleNewUserMessage });
    fireEvent.click(launcher());
    fireEvent.change(input(), { target: { value: 'blocked' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(handleSubmit).toHaveBeenCalledWith('blocked');
    expect(handleNewUserMessage).not.toHaveBeenCalled();
    expect(input().value).toBe('blocked');
    fireEvent.change(input(), { target: { value: 'fine' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(handleNewUserMessage).toHaveBeenCalledWith('fine');
  });

  it('reports every input change to handleTextInputChange', () => {
    const handleTextInputChange = vi.fn<NonNullable<WidgetProps['handleTextInputChange']>>();
    const { launcher, input } = setup({ handleTextInputChange });
    fireEvent.click(launcher());
    fireEvent.change(input(), { target: { value: 'a' } });
    expect(handleTextInputChange).toHaveBeenCalledTimes(1);
    expect(handleTextInputChange.mock.calls[0][0].target.value).toBe('a');
  });

  it('toggleInputDisabled disables the input and the send button', () => {
    const { call, input, container } = setup();
    call((w) => w.toggleInputDisabled());
    expect(input().disabled).toBe(true);
    expect(container.querySelector<HTMLButtonElement>('.rcw-send')!.disabled).toBe(true);
    call((w) => w.toggleInputDisabled());
    expect(input().disabled).toBe(false);
  });

  it('has a real textarea with a label', () => {
    setup();
    expect(screen.getByLabelText('Message', { selector: 'textarea' })).toBeTruthy();
  });
});

describe('badge and announcements', () => {
  it('response messages raise the badge while closed, with a text alternative', () => {
    const { call, launcher } = setup();
    call((w) => {
      w.addResponseMessage('one');
      w.addResponseMessage('two');
      w.addResponseMessage('three');
      w.addUserMessage('mine');
    });
    const badge = launcher().querySelector('.rcw-badge')!;
    expect(badge.textContent).toBe('3');
    expect(badge.getAttribute('aria-hidden')).toBe('true');
    expect(launcher().textContent).toContain('3 unread messages');
    expect(screen.getByRole('button', { name: /Open chat\s*3 unread messages/ })).toBe(launcher());
  });

  it('says "1 unread message" in the singular and hides the badge once opened', () => {
    const { call, launcher } = setup();
    call((w) => w.addResponseMessage('one'));
    expect(launcher().textContent).toContain('1 unread message');
    expect(launcher().textContent).not.toContain('messages');
    fireEvent.click(launcher());
    expect(launcher().querySelector('.rcw-badge')).toBeNull();
    expect(launcher().textContent).toBe('Close chat');
  });

  it('setBadgeCount sets the number; showBadge={false} hides the badge', () => {
    const first = setup();
    first.call((w) => w.setBadgeCount(120));
    expect(first.launcher().querySelector('.rcw-badge')!.textContent).toBe('99+');
    expect(first.launcher().textContent).toContain('120 unread messages');
    cleanup();
    const second = setup({ showBadge: false });
    second.call((w) => w.addResponseMessage('x'));
    expect(second.launcher().querySelector('.rcw-badge')).toBeNull();
  });

  it('the live region announces new response messages only', () => {
    const { call, container } = setup();
    const live = container.querySelector('[aria-live="polite"]')!;
    call((w) => w.addUserMessage('my question'));
    expect(live.textContent).toBe('');
    call((w) => w.addResponseMessage('**Here** is the answer'));
    expect(live.textContent).toBe('Here is the answer');
    call((w) => w.addUserMessage('thanks'));
    expect(live.textContent).toBe('Here is the answer');
    call((w) => w.addLinkSnippet({ title: 'API', link: 'https://x.test/api' }));
    expect(live.textContent).toBe('API https://x.test/api');
  });
});

describe('message rendering', () => {
  it('renders markdown safely', () => {
    const { call, container } = setup();
    call((w) => w.addResponseMessage('**bold** <img src=x onerror="alert(1)"> [x](javascript:alert(1))'));
    const text = container.querySelector('.rcw-response .rcw-message-text')!;
    expect(text.querySelector('strong')!.textContent).toBe('bold');
    expect(text.querySelector('img')).toBeNull();
    expect(text.querySelector('a')).toBeNull();
    expect(text.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it('shows hh:mm timestamps unless showTimeStamp is false', () => {
    const a = setup();
    a.call((w) => w.addResponseMessage('x'));
    expect(a.container.querySelector('time.rcw-timestamp')!.textContent).toMatch(/^\d\d:\d\d$/);
    cleanup();
    const b = setup({ showTimeStamp: false });
    b.call((w) => w.addResponseMessage('x'));
    expect(b.container.querySelector('time')).toBeNull();
  });

  it('writes times on a 12-hour clock by default, on a 24-hour clock with timeFormat="HH:mm", or with a function', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 22, 14, 30), toFake: ['Date'] });
    try {
      const time = (props: WidgetProps) => {
        const { call, container } = setup(props);
        call((w) => w.addResponseMessage('x'));
        const element = container.querySelector('time.rcw-timestamp')!;
        const result = [element.textContent, element.getAttribute('datetime')];
        cleanup();
        return result;
      };
      const iso = new Date(2026, 10, 22, 14, 30).toISOString();
      expect(time({})).toEqual(['02:30', iso]);
      expect(time({ timeFormat: 'hh:mm' })).toEqual(['02:30', iso]);
      expect(time({ timeFormat: 'HH:mm' })).toEqual(['14:30', iso]);
      expect(time({ timeFormat: (date) => `${date.getHours()} h ${date.getMinutes()}` })).toEqual(['14 h 30', iso]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows avatars per sender and hides one by index', () => {
    const { call, container } = setup({
      profileAvatar: 'https://x.test/bot.png',
      profileClientAvatar: 'https://x.test/me.png',
    });
    call((w) => {
      w.addResponseMessage('a');
      w.addUserMessage('b');
    });
    const avatars = () => Array.from(container.querySelectorAll('.rcw-avatar')).map((i) => i.getAttribute('src'));
    expect(avatars()).toEqual(['https://x.test/bot.png', 'https://x.test/me.png']);
    call((w) => w.hideAvatar(0));
    expect(avatars()).toEqual(['https://x.test/me.png']);
  });

  it('renders link snippets with target _blank and rel noopener noreferrer', () => {
    const { call, container } = setup();
    call((w) => {
      w.addLinkSnippet({ title: 'EFR API', link: 'https://x.test/efr/api' });
      w.addLinkSnippet({ title: 'Bad', link: 'javascript:alert(1)' });
      w.addLinkSnippet({ title: 'Local', link: '/efr', target: '_self' });
    });
    const snippets = container.querySelectorAll('.rcw-snippet');
    expect(snippets[0].querySelector('.rcw-snippet-title')!.textContent).toBe('EFR API');
    const link = snippets[0].querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://x.test/efr/api');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(snippets[1].querySelector('a')).toBeNull();
    expect(snippets[2].querySelector('a')!.getAttribute('target')).toBe('_self');
    expect(snippets[2].querySelector('a')!.getAttribute('rel')).toBeNull();
  });

  it('makes the title the link of a snippet with snippetLinkText="title", without the address', () => {
    const { call, container } = setup({ snippetLinkText: 'title' });
    call((w) => {
      w.addLinkSnippet({ title: 'EFR API reference', link: '/efr/api', target: '_self' });
      w.addLinkSnippet({ title: 'Bad', link: 'javascript:alert(1)' });
    });
    const snippets = container.querySelectorAll('.rcw-snippet');
    // The panel is closed (hidden), so the link is looked up by its markup, not its role.
    const link = snippets[0].querySelector('a')!;
    expect(link.textContent).toBe('EFR API reference');
    expect(link.getAttribute('href')).toBe('/efr/api');
    expect(link.closest('.rcw-snippet-title')).not.toBeNull();
    expect(snippets[0].textContent).not.toContain('/efr/api');
    // A link that is not allowed stays text, with its title above it, as with the default.
    expect(snippets[1].querySelector('a')).toBeNull();
    expect(snippets[1].querySelector('.rcw-snippet-title')!.textContent).toBe('Bad');
  });

  it('renders custom components with their props', () => {
    const Card = ({ label }: { label: string }) => <strong className="card">{label}</strong>;
    const { call, container } = setup();
    call((w) => w.renderCustomComponent(Card, { label: 'Hi from a component' }));
    expect(container.querySelector('.rcw-component-message .card')!.textContent).toBe('Hi from a component');
  });

  it('shows the typing indicator with toggleMsgLoader', () => {
    const { call, container } = setup();
    call((w) => w.toggleMsgLoader());
    expect(container.querySelector('.rcw-loader')).not.toBeNull();
    call((w) => w.toggleMsgLoader());
    expect(container.querySelector('.rcw-loader')).toBeNull();
  });

  it('deleteMessages and dropMessages update the list', () => {
    const { call, container } = setup();
    call((w) => ['a', 'b', 'c', 'd'].forEach((t) => w.addUserMessage(t, t)));
    call((w) => w.deleteMessages(2, 'c'));
    const texts = () => Array.from(container.querySelectorAll('.rcw-message-text')).map((e) => e.textContent);
    expect(texts()).toEqual(['a', 'd']);
    call((w) => w.deleteMessages(1));
    expect(texts()).toEqual(['a']);
    call((w) => w.dropMessages());
    expect(texts()).toEqual([]);
  });
});

describe('quick buttons', () => {
  it('renders the list, toggles the active class on click and reports the value', () => {
    const handleQuickButtonClicked = vi.fn();
    const { call, container } = setup({ handleQuickButtonClicked });
    call((w) =>
      w.setQuickButtons([
        { label: 'Germany', value: 'DE' },
        { label: 'Austria', value: 'AT' },
      ]),
    );
    const [de, at] = Array.from(container.querySelectorAll<HTMLButtonElement>('.rcw-quick-button'));
    expect(de.textContent).toBe('Germany');
    fireEvent.click(de);
    expect(handleQuickButtonClicked).toHaveBeenCalledWith('DE');
    expect(de.classList.contains('active')).toBe(true);
    expect(de.getAttribute('aria-pressed')).toBe('true');
    expect(at.classList.contains('active')).toBe(false);
    fireEvent.click(de);
    expect(de.classList.contains('active')).toBe(false);
  });

  it('setQuickButtons replaces the whole list', () => {
    const { call, container } = setup();
    call((w) =>
      w.setQuickButtons([
        { label: 'A', value: 1 },
        { label: 'B', value: 2 },
      ]),
    );
    call((w) => w.setQuickButtons([{ label: 'C', value: 3 }]));
    expect(Array.from(container.querySelectorAll('.rcw-quick-button')).map((b) => b.textContent)).toEqual(['C']);
    call((w) => w.setQuickButtons([]));
    expect(container.querySelector('.rcw-quick-buttons')).toBeNull();
  });
});

describe('image previewer', () => {
  const image = '![Receipt](https://x.test/receipt.png)';

  it('opens on a click on a message image when imagePreview is on', () => {
    const { call, container, launcher } = setup({ imagePreview: true });
    fireEvent.click(launcher());
    call((w) => w.addResponseMessage(image));
    const img = container.querySelector<HTMLImageElement>('img.rcw-message-img')!;
    expect(img.getAttribute('tabindex')).toBe('0');
    fireEvent.click(img);
    const dialog = screen.getByRole('dialog', { name: 'Image preview' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const preview = dialog.querySelector<HTMLImageElement>('.rcw-previewer-image')!;
    expect(preview.getAttribute('src')).toBe('https://x.test/receipt.png');
    expect(preview.alt).toBe('Receipt');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close preview' }));
  });

  it('opens from the keyboard (Enter on the focused image)', () => {
    const { call, container, launcher } = setup({ imagePreview: true });
    fireEvent.click(launcher());
    call((w) => w.addResponseMessage(image));
    fireEvent.keyDown(container.querySelector('img.rcw-message-img')!, { key: 'Enter' });
    expect(screen.getByRole('dialog', { name: 'Image preview' })).toBeTruthy();
  });

  it('does nothing when imagePreview is off (the default)', () => {
    const { call, container, launcher } = setup();
    fireEvent.click(launcher());
    call((w) => w.addResponseMessage(image));
    const img = container.querySelector('img.rcw-message-img')!;
    expect(img.hasAttribute('tabindex')).toBe(false);
    fireEvent.click(img);
    expect(container.querySelector('.rcw-previewer-container')).toBeNull();
  });

  it('zooms by zoomStep, stops at a third of the viewport, resets, and restores page scroll', () => {
    document.body.setAttribute('style', 'overflow: scroll; color: blue');
    const { call, container } = setup({ imagePreview: true, zoomStep: 80 });
    // jsdom viewport: 1024 x 768. A 2:1 image fits 80 % of the width: 819.2 px.
    call((w) => w.openFullscreenPreview({ src: 'https://x.test/wide.png', alt: 'Wide', width: 2000, height: 1000 }));
    expect(document.body.style.overflow).toBe('hidden');
    const img = container.querySelector<HTMLImageElement>('.rcw-previewer-image')!;
    const width = () => parseFloat(img.style.width);
    expect(width()).toBeCloseTo(819.2);
    expect(parseFloat(img.style.height)).toBeCloseTo(409.6);
    const button = (name: string) => screen.getByRole('button', { name });
    fireEvent.click(button('Zoom in'));
    expect(width()).toBeCloseTo(899.2);
    fireEvent.click(button('Zoom out'));
    fireEvent.click(button('Zoom out'));
    expect(width()).toBeCloseTo(739.2);
    for (let i = 0; i < 10; i++) fireEvent.click(button('Zoom out'));
    expect(width()).toBeCloseTo(1024 / 3);
    expect(button('Zoom out').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button('Reset zoom'));
    expect(width()).toBeCloseTo(819.2);
    fireEvent.click(button('Close preview'));
    expect(container.querySelector('.rcw-previewer-container')).toBeNull();
    expect(document.body.getAttribute('style')).toContain('color: blue');
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('Escape closes the previewer but leaves the panel open', () => {
    const { call, container, launcher, panel } = setup({ imagePreview: true });
    fireEvent.click(launcher());
    call((w) => w.addResponseMessage(image));
    const img = container.querySelector<HTMLImageElement>('img.rcw-message-img')!;
    fireEvent.click(img);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close preview' }), { key: 'Escape' });
    expect(container.querySelector('.rcw-previewer-container')).toBeNull();
    expect(panel().hidden).toBe(false);
    expect(document.activeElement).toBe(img);
  });

  it('keeps Tab inside the previewer', () => {
    const { call } = setup({ imagePreview: true });
    call((w) => w.openFullscreenPreview({ src: 'https://x.test/a.png', width: 10, height: 10 }));
    const close = screen.getByRole('button', { name: 'Close preview' });
    const reset = screen.getByRole('button', { name: 'Reset zoom' });
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(reset);
    fireEvent.keyDown(reset, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
  });
});

describe('optional features', () => {
  it('emojis: the picker inserts an emoji at the caret', () => {
    const { launcher, input, container } = setup({ emojis: true });
    fireEvent.click(launcher());
    fireEvent.change(input(), { target: { value: 'Hi ' } });
    const toggle = screen.getByRole('button', { name: 'Insert emoji' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const first = container.querySelector<HTMLButtonElement>('.rcw-emoji')!;
    fireEvent.click(first);
    expect(input().value).toBe(`Hi ${first.textContent}`);
    expect(container.querySelector('.rcw-emoji-picker')).toBeNull();
  });

  it('resizable: a keyboard-operable separator widens the panel', () => {
    const { launcher, panel } = setup({ resizable: true });
    fireEvent.click(launcher());
    const handle = screen.getByRole('separator', { name: 'Resize chat' });
    expect(handle.getAttribute('aria-orientation')).toBe('vertical');
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(panel().style.width).toBe('328px');
    expect(handle.getAttribute('aria-valuenow')).toBe('328');
  });

  it('resizable: the separator reports the width the panel has once shown', () => {
    const observers: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 370 } as DOMRect);
    try {
      const { launcher } = setup({ resizable: true });
      expect(observers).toHaveLength(0); // hidden: nothing to measure
      fireEvent.click(launcher());
      act(() => observers.forEach((callback) => callback([], {} as ResizeObserver)));
      expect(screen.getByRole('separator').getAttribute('aria-valuenow')).toBe('370');
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });

  it('labels can be translated', () => {
    const { call, launcher } = setup({ labels: { unread: (n) => `${n} ungelesen` } });
    call((w) => w.addResponseMessage('x'));
    expect(launcher().textContent).toContain('1 ungelesen');
  });
});

describe('instances and APIs', () => {
  it('two widgets on one page stay independent', () => {
    const a = createRef<ChatWidgetApi>();
    const b = createRef<ChatWidgetApi>();
    const { container } = render(
      <>
        <Widget ref={a} chatId="chat-a" title="A" />
        <Widget ref={b} chatId="chat-b" title="B" />
      </>,
    );
    const [wa, wb] = Array.from(container.querySelectorAll('.rcw-widget-container'));
    act(() => a.current!.addResponseMessage('only in A'));
    act(() => b.current!.toggleWidget());
    expect(wa.querySelectorAll('.rcw-message')).toHaveLength(1);
    expect(wb.querySelectorAll('.rcw-message')).toHaveLength(0);
    expect(a.current!.isWidgetOpened()).toBe(false);
    expect(b.current!.isWidgetOpened()).toBe(true);
    expect(wa.querySelector('.rcw-badge')!.textContent).toBe('1');
    expect(wb.querySelector('.rcw-launcher')!.getAttribute('aria-controls')).toBe('chat-b');
    expect(wa.querySelector('textarea')!.id).not.toBe(wb.querySelector('textarea')!.id);
    // Module-level functions act on the most recently mounted widget (B).
    act(() => api.addResponseMessage('to the last mounted'));
    expect(wb.querySelectorAll('.rcw-message')).toHaveLength(1);
    expect(wa.querySelectorAll('.rcw-message')).toHaveLength(1);
  });

  it('module-level functions reach a mounted widget, and calls made before mounting are kept', () => {
    api.addResponseMessage('welcome (queued)');
    const { container } = render(<Widget />);
    expect(container.querySelectorAll('.rcw-message')).toHaveLength(1);
    act(() => api.toggleWidget());
    expect(api.isWidgetOpened()).toBe(true);
    cleanup();
    expect(api.isWidgetOpened()).toBe(false);
  });

  it('useChatWidget creates a store for <Widget store>; useChatState reads from it', () => {
    const host: { store?: ChatStore } = {};
    function Host() {
      const chat = useChatWidget();
      const unread = useChatState(chat, (s) => s.badgeCount);
      useEffect(() => {
        host.store = chat;
        chat.addResponseMessage('Hello from the host');
      }, [chat]);
      return (
        <>
          <output className="host-count">{unread}</output>
          <Widget store={chat} />
        </>
      );
    }
    const { container } = render(<Host />);
    expect(container.querySelector('.rcw-message-text')!.textContent).toBe('Hello from the host');
    expect(container.querySelector('.host-count')!.textContent).toBe('1');
    act(() => host.store!.toggleWidget());
    expect(container.querySelector('.host-count')!.textContent).toBe('0');
  });

  it('the ref exposes the whole API', () => {
    const { ref } = setup();
    for (const name of [
      'addUserMessage',
      'addResponseMessage',
      'addLinkSnippet',
      'renderCustomComponent',
      'toggleWidget',
      'toggleInputDisabled',
      'toggleMsgLoader',
      'dropMessages',
      'isWidgetOpened',
      'setQuickButtons',
      'deleteMessages',
      'markAllAsRead',
      'setBadgeCount',
      'hideAvatar',
    ] as const) {
      expect(typeof ref.current![name]).toBe('function');
    }
  });

  it('markAllAsRead clears the badge', () => {
    const { call, launcher } = setup();
    call((w) => w.addResponseMessage('x'));
    call((w) => w.markAllAsRead());
    expect(launcher().querySelector('.rcw-badge')).toBeNull();
  });
});
