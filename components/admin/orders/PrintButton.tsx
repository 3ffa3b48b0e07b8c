'use client';
import actions from '../ui/Actions.module.scss';

export function PrintButton() {
  return (
    <button type="button" className={actions.primary} onClick={() => window.print()}>
      Print
    </button>
  );
}
