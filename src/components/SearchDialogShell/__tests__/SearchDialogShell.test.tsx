// @vitest-environment jsdom
import { createRef } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SearchDialogShell, { type SearchSelection } from '..';

function open(initialQuery?: string) {
  const onQueryChange = vi.fn();
  const onClose = vi.fn();
  const selection = createRef<SearchSelection | null>() as { current: SearchSelection | null };
  render(
    <SearchDialogShell
      initialQuery={initialQuery}
      onQueryChange={onQueryChange}
      selection={selection}
      onClose={onClose}
    />,
  );
  return { onQueryChange, onClose, selection, box: screen.getByRole('searchbox', { name: 'Search' }) };
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
    cleanup();
    expect(document.body.classList.contains('DocSearch--active')).toBe(false);
  });

  it('starts with the key typed on the button, and reports every change with the selection', () => {
    const { box, onQueryChange, selection } = open('t');
    expect(box).toHaveProperty('value', 't');
    expect(onQueryChange).toHaveBeenLastCalledWith('t');
    fireEvent.change(box, { target: { value: 'tse' } });
    expect(onQueryChange).toHaveBeenLastCalledWith('tse');
    (box as HTMLInputElement).setSelectionRange(1, 2);
    fireEvent.select(box);
    expect(selection.current).toEqual([1, 2]);
  });

  it('starts with the selected text of the page, up to 64 characters, selected in the box', () => {
    const text = document.createElement('p');
    text.textContent = 'x'.repeat(70);
    document.body.append(text);
    const range = document.createRange();
    range.selectNodeContents(text);
    getSelection()!.addRange(range);
    const { box, selection } = open();
    expect(box).toHaveProperty('value', 'x'.repeat(64));
    expect(selection.current).toEqual([0, 64]);
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
