import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isAssistantOpen,
  registerAssistantToggle,
  setAssistantOpen,
  subscribeAssistant,
  toggleAssistant,
} from '../launcher';

afterEach(() => setAssistantOpen(false));

describe('assistant launcher state', () => {
  it('hands a toggle to the latest registration, and to none once it has left', () => {
    const standIn = vi.fn();
    const widget = vi.fn();
    const leaveStandIn = registerAssistantToggle(standIn);
    toggleAssistant();
    const leaveWidget = registerAssistantToggle(widget);
    // The stand-in leaving after the widget arrived must not remove the widget's registration.
    leaveStandIn();
    toggleAssistant();
    expect(standIn).toHaveBeenCalledTimes(1);
    expect(widget).toHaveBeenCalledTimes(1);
    leaveWidget();
    toggleAssistant();
    expect(widget).toHaveBeenCalledTimes(1);
  });

  it('tells subscribers when the panel opens or closes, once per change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeAssistant(listener);
    setAssistantOpen(true);
    setAssistantOpen(true);
    expect(isAssistantOpen()).toBe(true);
    setAssistantOpen(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setAssistantOpen(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
