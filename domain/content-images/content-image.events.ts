/**
 * A picture an admin uploaded for the site's own content (a column's cover or body, a slide).
 * Only the server's copies of it are kept; the upload itself is not.
 */
export type ContentImageEvent = {
  type: 'ContentImageUploaded';
  data: { image_id: string; sha256: string; content_type: string; width: number; height: number; uploaded_at: string };
};

export const contentImageStreamId = (imageId: string): string => `content-image-${imageId}`;
