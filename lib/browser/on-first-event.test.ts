/** @jest-environment jsdom */
import { onFirstEvent } from './on-first-event';

describe('onFirstEvent', () => {
  it('runs once, at the first of its events, before the page hears it', () => {
    const heard: string[] = [];
    document.body.addEventListener('keydown', () => heard.push('page'));
    onFirstEvent(['pointerdown', 'keydown'], () => heard.push('run'));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(heard).toEqual(['run', 'page', 'page']);
  });

  it('runs never once stopped', () => {
    const run = jest.fn();
    const stop = onFirstEvent(['scroll'], run);
    stop();
    window.dispatchEvent(new Event('scroll'));
    expect(run).not.toHaveBeenCalled();
  });
});
