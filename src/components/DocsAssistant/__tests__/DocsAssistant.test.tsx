// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DocsAssistant from '..';

// The connected component needs Docusaurus (search settings, router); the view gets a stand-in host.
const push = vi.hoisted(() => vi.fn());
vi.mock('../Assistant', async () => {
  const { default: AssistantView } = await import('../AssistantView');
  const host = { search: () => Promise.resolve([]), options: { baseUrl: '/', origins: [] }, navigate: push };
  return { default: (props: { openOnMount?: boolean }) => <AssistantView host={host} {...props} /> };
});

beforeEach(() => {
  push.mockReset();
  // jsdom has neither matchMedia nor smooth scrolling; the widget uses both.
  window.matchMedia = vi.fn(
    (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      }) as unknown as MediaQueryList,
  );
});
afterEach(cleanup);

describe('DocsAssistant', () => {
  it('puts the launcher into the server-rendered page, so it is there before the app starts', () => {
    const html = renderToString(<DocsAssistant />);
    expect(html).toMatch(/^<button type="button"[^>]*aria-expanded="false"/);
    expect(html).toContain('Open chat');
  });

  it('shows only a launcher until it is used, then the open widget with a greeting', async () => {
    render(<DocsAssistant />);
    const launcher = screen.getByRole('button', { name: 'Open chat' });
    expect(launcher).toHaveProperty('type', 'button');
    expect(document.querySelector('.rcw-widget-container')).toBeNull();
    expect(document.getElementById('efr-chat-widget-styles')).toBeNull();

    fireEvent.click(launcher);
    // The first open imports the widget's chunk, which takes more than findBy's default second on a
    // loaded machine.
    const panel = await screen.findByRole('dialog', { name: 'Docs assistant' }, { timeout: 10_000 });
    // The widget's stylesheet comes with it, not with the page.
    expect(document.getElementById('efr-chat-widget-styles')?.textContent).toContain('.rcw-widget-container');
    expect(panel.textContent).toContain('Answers from this documentation');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' })));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveProperty('placeholder', 'Ask a question…');
    expect(panel.textContent).toContain('Ask me about the documentation');
    for (const label of ['Find my country', 'API reference', 'Report a cash register in Germany']) {
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    }
  });

  it('follows site links in the app and leaves new-tab links alone', async () => {
    render(<DocsAssistant />);
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    await screen.findByRole('dialog', { name: 'Docs assistant' });
    // eslint-disable-next-line @typescript-eslint/require-await -- React's recommended form: the async act also settles the answer's promises
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'API reference' }));
    });
    // Sources are named by their page title (snippetLinkText="title"), not by their path.
    const snippet = await screen.findByRole('link', { name: 'EFR API reference' });
    expect(snippet.getAttribute('target')).toBe('_self');
    expect(fireEvent.click(snippet)).toBe(false); // default prevented
    expect(push).toHaveBeenCalledWith('/efr/api');

    push.mockReset();
    const external = document.createElement('a');
    external.href = 'https://elsewhere.example/';
    external.target = '_blank';
    external.textContent = 'elsewhere';
    document.querySelector('.rcw-messages-container')!.append(external);
    fireEvent.click(external);
    expect(push).not.toHaveBeenCalled();
  });

  it('opens as the widget’s full-screen sheet below 997 px, as a floating panel above, and closes the sheet after a site link', async () => {
    const small = { matches: false };
    const listeners = new Set<() => void>();
    window.matchMedia = vi.fn(
      (query: string) =>
        ({
          get matches() {
            return query === '(max-width: 996px)' && small.matches;
          },
          media: query,
          addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
          removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
        }) as unknown as MediaQueryList,
    );
    render(<DocsAssistant />);
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    await screen.findByRole('dialog', { name: 'Docs assistant' }, { timeout: 10_000 });
    const container = () => document.querySelector('.rcw-widget-container')!;
    expect(container().classList.contains('rcw-full-screen')).toBe(false);

    small.matches = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(container().classList.contains('rcw-full-screen')).toBe(true);

    // eslint-disable-next-line @typescript-eslint/require-await -- React's recommended form: the async act also settles the answer's promises
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'API reference' }));
    });
    fireEvent.click(await screen.findByRole('link', { name: 'EFR API reference' }));
    expect(push).toHaveBeenCalledWith('/efr/api');
    expect(container().classList.contains('rcw-open')).toBe(false);
  });
});
