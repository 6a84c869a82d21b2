import { defineMessages } from './define.ts';

/** Uploads, profile pictures and stored files (common/media.ts, server/features/media, server/platform/storage). */
export const MEDIA = defineMessages({
  notFound: { en: 'Media not found', es: 'Archivo no encontrado' },
  tooLarge: {
    en: 'This file is larger than 100 MB. Please trim the video or choose a smaller file.',
    es: 'Este archivo pesa más de 100 MB. Recorta el vídeo o elige un archivo más pequeño.',
  },
  notMedia: {
    en: 'This file is not a video or an image we can read. Please upload an MP4, MOV, WebM, JPEG, PNG or WebP file.',
    es: 'Este archivo no es un vídeo ni una imagen que podamos leer. Sube un archivo MP4, MOV, WebM, JPEG, PNG o WebP.',
  },
  missingObject: { en: 'The uploaded file could not be found. Please upload it again.', es: 'No se encontró el archivo subido. Súbelo de nuevo.' },
  fileChanged: {
    en: 'The uploaded file changed while it was being saved. Please upload it again.',
    es: 'El archivo cambió mientras se guardaba. Vuelve a subirlo.',
  },
  // A parent uploads for a child (decision 047).
  chooseAthlete: { en: 'Choose whose training this is.', es: 'Elige de quién es este entrenamiento.' },
  notYourAthlete: {
    en: 'You can upload only for yourself, or as a parent for an athlete linked to you.',
    es: 'Solo puedes subir archivos tuyos o, como padre o madre, de un atleta vinculado a ti.',
  },
  // The profile picture (POST /api/media-upload).
  pictureMultipart: {
    en: 'Send the picture as multipart form data in the field "media".',
    es: 'Envía la imagen como datos de formulario multipart en el campo "media".',
  },
  pictureMissing: { en: 'Please choose an image to upload.', es: 'Elige una imagen para subir.' },
  pictureOnly: { en: 'Only profile pictures can be uploaded here.', es: 'Aquí solo se pueden subir fotos de perfil.' },
  pictureTooLarge: { en: 'Please choose an image under 5MB', es: 'Elige una imagen de menos de 5 MB' },
  pictureNotImage: { en: 'Please choose an image file (PNG or JPG).', es: 'Elige un archivo de imagen (PNG o JPG).' },
  pictureUnreadable: { en: 'This image could not be read. Please choose another file.', es: 'No se pudo leer esta imagen. Elige otro archivo.' },
  pictureNotFound: { en: 'Picture not found', es: 'Imagen no encontrada' },
  // Signed upload and file links (server/platform/storage/file-routes.ts).
  uploadLinkInvalid: {
    en: 'This upload link is invalid or has expired. Please start the upload again.',
    es: 'Este enlace de subida no es válido o ha caducado. Vuelve a empezar la subida.',
  },
  uploadLinkUsed: {
    en: 'This upload link has already been used. Please start a new upload.',
    es: 'Este enlace de subida ya se usó. Empieza una subida nueva.',
  },
  fileLinkInvalid: { en: 'This file link is invalid or has expired.', es: 'Este enlace de archivo no es válido o ha caducado.' },
  fileNotFound: { en: 'File not found', es: 'Archivo no encontrado' },
});
