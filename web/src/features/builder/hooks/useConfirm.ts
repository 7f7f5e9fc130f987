/** A confirmation the builder awaits: ask('Are you sure?') resolves true on the confirm button. */
import { useCallback, useRef, useState } from 'react';

export interface ConfirmRequest {
  message: string;
  confirmText: string;
}

export function useConfirm() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const ask = useCallback((message: string, confirmText = 'Delete') => {
    resolver.current?.(false);
    setRequest({ message, confirmText });
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = useCallback((ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setRequest(null);
  }, []);

  return { request, ask, answer };
}
