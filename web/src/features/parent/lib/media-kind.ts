/** Part 2, section 3: a media type starting with "image" is a picture, anything else a video. */
export const isImage = (mediaType: string | null | undefined) => (mediaType ?? '').toLowerCase().startsWith('image');
