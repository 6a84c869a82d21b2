/** The media page's tabs (upload, the uploads list, the analysis), shared by the page and its tabs. */
export type MediaTab = 'upload' | 'uploads' | 'analysis';
