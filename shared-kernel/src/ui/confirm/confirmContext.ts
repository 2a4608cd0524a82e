import { createContext } from 'react';
import type { ConfirmFn } from './confirmOptions';

/** The nearest `ConfirmProvider`'s confirm function. @internal */
export const ConfirmContext = createContext<ConfirmFn | null>(null);
