import { useEffect } from 'react';

/** The product name: the default page title and the end of every page's title (spec 000 §2). */
export const PRODUCT_NAME = 'Store Visit Reports';

/** Sets the title from the template '%s - ' + product name; no title gives the product name. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
    return () => {
      document.title = PRODUCT_NAME;
    };
  }, [title]);
}
