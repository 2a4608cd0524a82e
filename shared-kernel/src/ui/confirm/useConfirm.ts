import { useContext } from 'react';
import { ConfirmContext } from './confirmContext';
import type { ConfirmFn, ConfirmOptions } from './confirmOptions';

function plainText(value: ConfirmOptions['title']): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

// Outside a provider (e.g. an integrator's page mounting one widget) the browser's own dialog keeps
// the flow working instead of throwing.
const browserConfirm: ConfirmFn = async (options) => {
  const message = [plainText(options.title), plainText(options.body)].filter(Boolean).join('\n\n');
  return typeof window !== 'undefined' && typeof window.confirm === 'function' ? window.confirm(message) : false;
};

/**
 * A promise-based confirmation: `if (await confirm(deleteNoteConfirmation('comment'))) …`. Uses the
 * nearest `ConfirmProvider`'s {@link ConfirmDialog}; without one, falls back to `window.confirm`.
 */
export function useConfirm(): ConfirmFn {
  return useContext(ConfirmContext) ?? browserConfirm;
}
