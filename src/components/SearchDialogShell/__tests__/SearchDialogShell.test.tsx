// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SearchDialogShell from '..';

// Loading DocSearch's dialog once painted is useDialogAfterPaint's (browser tests: e2e/search/dialog.spec.ts).
const askForDialog = vi.hoisted(() => vi.fn());
vi.mock('@site/src/features/search/useDialogAfterPaint', () => ({ useDialogAfterPaint: askForDialog }));

function open(initialQuery?: string) {
  const onQueryChange = vi.fn();
  const onClose = vi.fn();
  const onDialogLoaded = vi.fn();
  const onDialogFailed = vi.fn();
  render(
    <SearchDialogShell
      initialQuery={initialQuery}
      icon={<svg aria-hidden="true" />}
      onQueryChange={onQueryChange}
      onDialogLoaded={onDialogLoaded}
      onDialogFailed={onDialogFailed}
      onClose={onClose}
    />,
  );
  const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });
  return { onQueryChange, onClose, box };
}

describe('SearchDialogShell', () => {
  afterEach(() => {
    cleanup();
    getSelection()?.removeAllRanges();
  });

  it('is a dialog named by its search box, which has the focus, with DocSearch classes', () => {
    const { box } = open();
    const dialog = screen.getByRole('dialog', { name: 'Search' });
    expect(dialog).toHaveProperty('className', 'DocSearch-Modal');
    expect(dialog.closest('.DocSearch-Container')).not.toBeNull();
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('maxlength')).toBe('64');
    expect(box.getAttribute('placeholder')).toBe('Search docs');
    expect(document.body.classList.contains('DocSearch--active')).toBe(true);
    // It asks for the dialog that replaces it.
    expect(askForDialog).toHaveBeenCalled();
    cleanup();
    expect(document.body.classList.contains('DocSearch--active')).toBe(false);
  });

  it('starts with the key typed on the button, and reports every change', () => {
    const { box, onQueryChange } = open('t');
    expect(box.value).toBe('t');
    expect(onQueryChange).toHaveBeenLastCalledWith('t');
    fireEvent.change(box, { target: { value: 'tse' } });
    expect(onQueryChange).toHaveBeenLastCalledWith('tse');
  });

  it("hands the focus and the selection over to DocSearch's box when the dialog replaces it", async () => {
    const { box } = open('tse');
    box.setSelectionRange(1, 2);
    // DocSearch's dialog is rendered in the same commit that removes the frame.
    const next = document.createElement('input');
    next.value = 'tse';
    cleanup();
    next.id = 'docsearch-input';
    document.body.append(next);
    await Promise.resolve();
    expect(document.activeElement).toBe(next);
    expect([next.selectionStart, next.selectionEnd]).toEqual([1, 2]);
    next.remove();
  });

  it('starts with the selected text of the page, up to 64 characters, selected in the box', () => {
    const text = document.createElement('p');
    text.textContent = 'x'.repeat(70);
    document.body.append(text);
    const range = document.createRange();
    range.selectNodeContents(text);
    getSelection()!.addRange(range);
    const { box } = open();
    expect(box.value).toBe('x'.repeat(64));
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, 64]);
    text.remove();
  });

  it('closes with Cancel and a press on the backdrop, not on the dialog', () => {
    const { onClose } = open();
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
