/** Documents per POST /document/uuids (the gateway's DataLoader batches up to this). */
export const MAX_UUIDS_PER_CALL = 5000;
/** Width of the thumbnail (xsurl) made for uploaded images, as the demo photos have. */
export const THUMBNAIL_WIDTH = 135;
